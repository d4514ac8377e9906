// Which way leading and trailing point.

/// The direction text runs in a view, which decides what leading and trailing mean.
public enum LayoutDirection: Sendable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft
}
