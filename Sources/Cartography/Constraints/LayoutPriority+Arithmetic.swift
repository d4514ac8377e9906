// Priorities a step above or below a named one, as UILayoutPriority's operators: `.defaultHigh + 1`.

extension LayoutPriority {
    /// The priority `rhs` above `lhs`: `constraint.priority = .defaultLow + 1` beats `.defaultLow`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority `rhs` below `lhs`: `.required - 1` (999) is the highest that can change while active.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }
}
