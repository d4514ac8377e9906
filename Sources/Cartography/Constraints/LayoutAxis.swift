// The two axes of a layout, as NSLayoutConstraint.Axis: what hugging and compression resistance are set per.

extension LayoutConstraint {
    /// A direction of layout, as `NSLayoutConstraint.Axis`: content hugging and compression resistance
    /// are set per axis (`label.setContentHuggingPriority(.required, for: .horizontal)`).
    public enum Axis: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Left to right: widths.
        case horizontal = 0
        /// Top to bottom: heights.
        case vertical = 1

        /// The size attribute along the axis: width or height.
        var sizeAttribute: LayoutAttribute { self == .horizontal ? .width : .height }

        /// `horizontal` or `vertical`.
        public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    }
}
