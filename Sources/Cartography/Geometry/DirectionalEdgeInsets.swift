// Insets by leading and trailing edge, as NSDirectionalEdgeInsets, and a view's directional margins.

import Foundation

/// Distances inward from each edge, the sides named by the layout direction (leading is left in a
/// left-to-right layout, right in a right-to-left one), as NSDirectionalEdgeInsets.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge, in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge, in points.
    public var trailing: CGFloat

    /// Insets from each edge: `NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The insets by left and right edge in a layout `direction`.
    public func edgeInsets(in direction: LayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// Insets by leading and trailing edge from insets by left and right edge in a layout `direction`.
    public init(_ insets: EdgeInsets, in direction: LayoutDirection) {
        self =
            direction == .rightToLeft
            ? DirectionalEdgeInsets(
                top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : DirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// `(top 8, leading 16, bottom 8, trailing 16)`.
    public var description: String { "(top \(top), leading \(leading), bottom \(bottom), trailing \(trailing))" }
}

extension View {
    /// The layout margins by leading and trailing edge, as UIView's `directionalLayoutMargins`: read and
    /// written through ``layoutMargins`` in the view's layout direction (as of the call).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins, in: traitCollection.layoutDirection) }
        set { layoutMargins = newValue.edgeInsets(in: traitCollection.layoutDirection) }
    }
}
