// A spinning-wheel picker 216 points high, as UIPickerView, with its data source and delegate.

import Foundation

/// Where a picker gets its columns and rows, as UIPickerViewDataSource.
public protocol PickerViewDataSource: AnyObject {
    /// How many columns (components) the picker has.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows a column has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Where a picker gets its rows' titles and tells of selections, as UIPickerViewDelegate; every
/// method is optional, as UIKit's.
public protocol PickerViewDelegate: AnyObject {
    /// A row's title; nil for none.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// Called when a row was selected.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// No title by default.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// Does nothing by default.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Columns of rows on a wheel, as UIPickerView: 320 × 216 points intrinsically (UIKit's size), the
/// selected row of each column in a grey band across the middle with two rows drawn above and below.
open class PickerView: View {
    /// UIKit's size of a picker.
    public static let size = CGSize(width: 320, height: 216)
    /// The height of a row on the wheel.
    static let rowHeight: CGFloat = 32

    /// Where the columns and rows come from.
    public weak var dataSource: (any PickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// Where the titles come from and selections go.
    public weak var delegate: (any PickerViewDelegate)? {
        didSet { setNeedsDisplay() }
    }
    private var selectedRows: [Int: Int] = [:]

    /// A picker with a frame; a zero frame gets UIKit's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: frame.size == .zero ? PickerView.size : frame.size))
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How many columns the data source gives.
    public var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    /// How many rows a column has.
    public func numberOfRows(inComponent component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The selected row of a column; 0 by default, -1 for a column with no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) == 0
            ? -1 : min(selectedRows[component] ?? 0, numberOfRows(inComponent: component) - 1)
    }

    /// Selects a row (clamped to the column's rows); the delegate is not told, as UIKit's is not.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = max(0, row)
        setNeedsDisplay()
    }

    /// Asks the data source and delegate again.
    public func reloadAllComponents() {
        setNeedsDisplay()
    }

    /// Asks again for one column.
    public func reloadComponent(_ component: Int) {
        setNeedsDisplay()
    }

    /// 320 × 216.
    open override var intrinsicContentSize: CGSize { PickerView.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { PickerView.size }

    /// The selection band, and each column's rows around its selected one.
    open override func draw(in canvas: any DrawingCanvas) {
        let columns = (0..<numberOfComponents).map { component in
            let rows = numberOfRows(inComponent: component)
            let selected = selectedRow(inComponent: component)
            let shown = (max(0, selected - 3)...max(0, min(rows - 1, selected + 3)))
            let titles = Dictionary(
                uniqueKeysWithValues: shown.compactMap { row in
                    rows > 0
                        ? delegate?.pickerView(self, titleForRow: row, forComponent: component).map { (row, $0) } : nil
                })
            return (titles: titles, selected: selected)
        }
        PickerView.drawWheels(columns, in: bounds, on: canvas)
    }

    /// Draws wheels as a picker shows them: a grey band across the middle, then each column (equal widths)
    /// with its selected row in the band and up to three rows above and below, fading and smaller.
    static func drawWheels(
        _ columns: [(titles: [Int: String], selected: Int)], in bounds: CGRect, on canvas: any DrawingCanvas
    ) {
        let band = CGRect(
            x: 8, y: bounds.midY - PickerView.rowHeight / 2, width: max(0, bounds.width - 16),
            height: PickerView.rowHeight)
        canvas.fill(band, cornerRadius: 8, color: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12))
        guard !columns.isEmpty else { return }
        let width = bounds.width / CGFloat(columns.count)
        for (component, column) in columns.enumerated() {
            for offset in -3...3 {
                guard let title = column.titles[column.selected + offset] else { continue }
                let fade = 1 - 0.25 * Double(abs(offset))
                let style = TextStyle(
                    font: .systemFont(ofSize: offset == 0 ? 21 : 19), color: Color(white: 0, alpha: fade),
                    alignment: .center)
                let measured = TextMeasurers.current.measure(title, style: style, width: nil)
                let centerY = bounds.midY + CGFloat(offset) * PickerView.rowHeight
                canvas.drawText(
                    title,
                    in: CGRect(
                        x: CGFloat(component) * width, y: centerY - measured.size.height / 2, width: width,
                        height: measured.size.height), style: style)
            }
        }
    }
}
