// Insets from a rectangle's edges by reading direction, in place of NSDirectionalEdgeInsets.

import Foundation

/// Distances inward from each edge of a rectangle, with leading and trailing in place of left and right:
/// which side they are depends on the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge (the left one in left-to-right layouts), in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right one in left-to-right layouts), in points.
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

    public var description: String { "(top \(top), leading \(leading), bottom \(bottom), trailing \(trailing))" }
}

/// NSDirectionalEdgeInsets.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
