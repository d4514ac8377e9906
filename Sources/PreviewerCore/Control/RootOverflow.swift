// How far a laid-out tree's views reach past its root's bounds, edge by edge.

/// The overflow of a root view: points by which visible views reach past each edge of its bounds.
public struct RootOverflow: Codable, Equatable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Whether no view reaches past the root.
    public var isEmpty: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
