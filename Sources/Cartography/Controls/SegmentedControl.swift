// A row of segments 32 points high, as UISegmentedControl.

import Foundation

/// A row of titled segments of which one is selected, as UISegmentedControl: 32 points high; each
/// segment as wide as the widest title (13-point system font) plus 12 points each side, as UIKit's
/// equal-width segments. Drawn as a grey rounded track with the selected segment white.
open class SegmentedControl: Control {
    /// UIKit's height of a segmented control.
    public static let height: CGFloat = 32
    /// The padding each side of a segment's title.
    static let titlePadding: CGFloat = 12
    /// ``selectedSegmentIndex`` when no segment is selected, as `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    static let trackColor = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    static let titleFont = Font.systemFont(ofSize: 13)

    private var titles: [String?]
    /// The selected segment, or ``noSegment`` (the default).
    public var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = SegmentedControl.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// The selected segment's colour; white when nil.
    public var selectedSegmentTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// A control with a segment per item (strings are titles; other items, images here, get none), as
    /// `UISegmentedControl(items: ["Day", "Week"])`.
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
        for axis in LayoutConstraint.Axis.allCases { setContentHuggingPriority(.defaultHigh, for: axis) }
    }

    /// A control with no segments.
    public convenience override init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `segment` (clamped to the ends).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(0, segment), titles.count))
        contentChanged()
    }

    /// Removes the segment at `segment`, if there is one.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = SegmentedControl.noSegment }
        contentChanged()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles = []
        selectedSegmentIndex = SegmentedControl.noSegment
        contentChanged()
    }

    /// Sets a segment's title.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        contentChanged()
    }

    /// A segment's title, nil for none or no such segment.
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    override var primaryActionEvents: Event { .valueChanged }

    /// A tap selects the segment under it, as it goes up, and sends `.valueChanged` if that changed the
    /// selection, as UISegmentedControl's.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        guard let touch, !titles.isEmpty, bounds.width > 0 else { return }
        let point = touch.location(in: self)
        guard self.point(inside: point, with: event) else { return }
        let position = min(titles.count - 1, max(0, Int(point.x / (bounds.width / CGFloat(titles.count)))))
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let segment = rightToLeft ? titles.count - 1 - position : position
        guard segment != selectedSegmentIndex else { return }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
    }

    /// The width of one segment: the widest title and its padding.
    var segmentWidth: CGFloat {
        let style = TextStyle(font: SegmentedControl.titleFont.withSize(13).scaled(by: 1))
        let widest = titles.map { TextMeasurers.current.measure($0 ?? "", style: style, width: nil).size.width }.max()
        return (widest ?? 0) + 2 * SegmentedControl.titlePadding
    }

    /// Every segment as wide as the widest; 32 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: titles.isEmpty ? 0 : segmentWidth * CGFloat(titles.count), height: SegmentedControl.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The track, the selected segment, and the titles centred in their segments.
    open override func draw(in canvas: any DrawingCanvas) {
        canvas.fill(bounds, cornerRadius: 8, color: SegmentedControl.trackColor)
        guard !titles.isEmpty else { return }
        let width = bounds.width / CGFloat(titles.count)
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        func segmentRect(_ index: Int) -> CGRect {
            let position = rightToLeft ? titles.count - 1 - index : index
            return CGRect(x: CGFloat(position) * width, y: 0, width: width, height: bounds.height)
        }
        if titles.indices.contains(selectedSegmentIndex) {
            let selected = segmentRect(selectedSegmentIndex).insetBy(dx: 2, dy: 2)
            canvas.fill(selected, cornerRadius: 7, color: selectedSegmentTintColor ?? .white)
        }
        for (index, title) in titles.enumerated() {
            guard let title else { continue }
            let font = SegmentedControl.titleFont.withSize(13)
            let style = TextStyle(
                font: index == selectedSegmentIndex ? Font.systemFont(ofSize: 13, weight: .semibold) : font,
                color: .black, alignment: .center)
            let measured = TextMeasurers.current.measure(title, style: style, width: nil)
            let rect = segmentRect(index)
            canvas.drawText(
                title,
                in: CGRect(
                    x: rect.minX, y: rect.midY - measured.size.height / 2, width: rect.width,
                    height: measured.size.height), style: style)
        }
    }
}
