// NSLayoutConstraint.FormatOptions: alignment and direction for visual formats.

extension LayoutConstraint {
    /// How a visual format aligns its views across its axis and orders them along it, as UIKit's
    /// `NSLayoutConstraint.FormatOptions` (same raw values).
    ///
    /// ```swift
    /// NSLayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[icon]-[title]-|", options: [.alignAllCenterY], metrics: nil, views: views)
    /// ```
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt

        /// Creates options from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Aligns the left edges of the views of a vertical format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of the views of a vertical format.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of the views of a horizontal format.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of the views of a horizontal format.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of the views of a vertical format.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of the views of a vertical format.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centers of the views of a vertical format.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centers of the views of a horizontal format.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of the views of a horizontal format.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of the views of a horizontal format.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from the leading edge to the trailing edge (the default), mirrored in
        /// right-to-left layouts.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Spacing in vertical formats is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spacing between views of a vertical format is measured from one's last baseline to the
        /// next one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes the alignment bits ask for, in UIKit's bit order.
        var alignedAttributes: [LayoutAttribute] {
            let table: [(FormatOptions, LayoutAttribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return table.filter { contains($0.0) }.map(\.1)
        }
    }
}
