// UIKit's way of fixing a view's direction whatever its superview's: forced left to right or right to left.

/// How a view's content relates to the layout direction, as UISemanticContentAttribute.
public enum SemanticContentAttribute: Sendable, Hashable {
    /// Follows the superview's direction (the default).
    case unspecified
    /// Media controls and similar content that stays left to right in every direction.
    case playback
    /// Directional content (arrows, maps) that stays left to right in every direction.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft

    /// The direction the attribute fixes, or nil when the view follows its superview's.
    public var forcedDirection: LayoutDirection? {
        switch self {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

extension View {
    /// UIKit's `semanticContentAttribute`: setting it sets ``layoutDirection`` to the direction it fixes (nil,
    /// to follow the superview, for `unspecified`); reading it gives back the attribute that direction means.
    public var semanticContentAttribute: SemanticContentAttribute {
        get {
            switch layoutDirection {
            case nil: .unspecified
            case .leftToRight: .forceLeftToRight
            case .rightToLeft: .forceRightToLeft
            }
        }
        set { layoutDirection = newValue.forcedDirection }
    }

    /// The direction of a view with `attribute` in a layout that runs `direction` (UIKit's
    /// `userInterfaceLayoutDirection(for:relativeTo:)`).
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo direction: LayoutDirection
    ) -> LayoutDirection {
        attribute.forcedDirection ?? direction
    }
}
