// A date picker, as UIDatePicker: compact pills (iOS 14's default), or wheels 216 points high.

import Foundation

/// A control that picks a date, a time or both, as UIDatePicker. Its size is its style's: `.compact`
/// (what `.automatic` is since iOS 14) is a 34-point-high pill per part (date, time), each its text
/// (17 points) plus 12 at each side, 8 apart; `.wheels` is 320 × 216, as UIPickerView, a column per part
/// (month, day, year; hour, minute, AM/PM); `.inline` is a 320 × 330 month calendar, drawn as wheels here.
open class DatePicker: Control {
    /// What is picked, as `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        /// A time, a date, both (the default), or a duration.
        case time, date, dateAndTime, countDownTimer
    }

    /// How it looks, as `UIDatePickerStyle`.
    public enum Style: Int, Sendable {
        /// The system's choice: compact.
        case automatic
        /// Spinning wheels.
        case wheels
        /// Pills that open a calendar.
        case compact
        /// A calendar shown in place.
        case inline
    }

    /// The height of a compact pill.
    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 12
    static let pillSpacing: CGFloat = 8
    static let pillFont = Font.systemFont(ofSize: 17)

    /// What is picked; date and time by default.
    public var datePickerMode = Mode.dateAndTime {
        didSet { contentChanged() }
    }
    /// The style asked for; `.automatic` by default.
    public var preferredDatePickerStyle = Style.automatic {
        didSet { contentChanged() }
    }
    /// The style shown: the preferred one, compact for `.automatic`.
    public var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    /// The date shown; now by default, as UIKit's.
    public var date = Date() {
        didSet { contentChanged() }
    }
    /// The earliest date that can be picked; nil for none.
    public var minimumDate: Date? {
        didSet { clampDate() }
    }
    /// The latest date that can be picked; nil for none.
    public var maximumDate: Date? {
        didSet { clampDate() }
    }
    /// The locale the date is written in; the current one when nil.
    public var locale: Locale? {
        didSet { contentChanged() }
    }
    /// The time zone the date is shown in; the current one when nil.
    public var timeZone: TimeZone? {
        didSet { contentChanged() }
    }

    /// A date picker with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for axis in LayoutConstraint.Axis.allCases { setContentHuggingPriority(.defaultHigh, for: axis) }
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the date (kept within the minimum and maximum).
    public func setDate(_ date: Date, animated: Bool) {
        self.date = date
        clampDate()
    }

    override var primaryActionEvents: Event { .valueChanged }

    private func clampDate() {
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
    }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The texts of the compact pills: the date (`Dec 2, 2026`), the time (`6:45 AM`), or both, as the mode says.
    public var displayedParts: [String] {
        func formatted(_ template: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = locale ?? .current
            formatter.timeZone = timeZone ?? .current
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter.string(from: date)
        }
        switch datePickerMode {
        case .date: return [formatted("yMMMd")]
        case .time: return [formatted("jmm")]
        case .dateAndTime: return [formatted("yMMMd"), formatted("jmm")]
        case .countDownTimer: return [formatted("Hmm")]
        }
    }

    /// The wheels' columns, each its values around the date's: month, day, year for a date; hour, minute,
    /// AM/PM for a time (the locale's 12-hour clock); day, hour, minute, AM/PM for both; hours and minutes for
    /// a countdown.
    var wheelColumns: [(titles: [Int: String], selected: Int)] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone ?? .current
        calendar.locale = locale ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        func column(_ values: [String], selected: Int) -> (titles: [Int: String], selected: Int) {
            (Dictionary(uniqueKeysWithValues: values.enumerated().map { ($0.offset, $0.element) }), selected)
        }
        let hours = column((1...12).map(String.init), selected: (hour + 11) % 12)
        let minutes = column((0..<60).map { String(format: "%02d", $0) }, selected: minute)
        let meridiem = column([calendar.amSymbol, calendar.pmSymbol], selected: hour < 12 ? 0 : 1)
        switch datePickerMode {
        case .time: return [hours, minutes, meridiem]
        case .countDownTimer: return [column((0..<24).map { "\($0) h" }, selected: hour), minutes]
        case .date:
            return [
                column(calendar.shortMonthSymbols, selected: (parts.month ?? 1) - 1),
                column((1...31).map(String.init), selected: (parts.day ?? 1) - 1),
                column((1900...2100).map(String.init), selected: (parts.year ?? 2000) - 1900),
            ]
        case .dateAndTime:
            let formatter = DateFormatter()
            formatter.locale = locale ?? .current
            formatter.timeZone = timeZone ?? .current
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            let days = Dictionary(
                uniqueKeysWithValues: (-3...3).map { offset in
                    (offset, formatter.string(from: date.addingTimeInterval(Double(offset) * 86_400)))
                })
            return [(days, 0), hours, minutes, meridiem]
        }
    }

    /// The widths of the compact pills.
    private var pillWidths: [CGFloat] {
        let style = TextStyle(font: DatePicker.pillFont)
        return displayedParts.map {
            TextMeasurers.current.measure($0, style: style, width: nil).size.width + 2 * DatePicker.pillPadding
        }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .compact, .automatic:
            let widths = pillWidths
            return CGSize(
                width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * DatePicker.pillSpacing,
                height: DatePicker.pillHeight)
        case .wheels: return PickerView.size
        case .inline: return CGSize(width: 320, height: 330)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Compact: grey pills with the date and time; wheels: the parts in a selection band.
    open override func draw(in canvas: any DrawingCanvas) {
        let parts = displayedParts
        guard datePickerStyle == .compact else {
            PickerView.drawWheels(wheelColumns, in: bounds, on: canvas)
            return
        }
        var x: CGFloat = 0
        let style = TextStyle(font: DatePicker.pillFont, color: .black, alignment: .center)
        let ordered =
            traitCollection.layoutDirection == .rightToLeft
            ? Array(zip(parts, pillWidths).reversed()) : Array(zip(parts, pillWidths))
        for (text, width) in ordered {
            let pill = CGRect(
                x: x, y: bounds.midY - DatePicker.pillHeight / 2, width: width, height: DatePicker.pillHeight)
            canvas.fill(pill, cornerRadius: 6, color: SegmentedControl.trackColor)
            let measured = TextMeasurers.current.measure(text, style: style, width: nil)
            canvas.drawText(
                text,
                in: CGRect(
                    x: pill.minX, y: pill.midY - measured.size.height / 2, width: width, height: measured.size.height),
                style: style)
            x += width + DatePicker.pillSpacing
        }
    }
}
