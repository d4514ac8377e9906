// The traits a view is shown with, as UIKit's UITraitCollection: appearance, layout direction, text size.

import Foundation

/// Light or dark appearance, as UIUserInterfaceStyle.
public enum UserInterfaceStyle: Sendable, Hashable {
    /// No preference: inherit the superview's (a view's ``View/overrideUserInterfaceStyle`` by default).
    case unspecified
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}

/// The user's preferred text size, as UIContentSizeCategory: `large` is the default, the accessibility
/// sizes go further.
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable {
    /// The standard sizes, smallest to largest (`large` is the default).
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility sizes, smallest to largest.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// How much larger than at `large` text is: the body style's size (17 points at `large`) in each
    /// category, from 14 points (82 %) to 53 (312 %), as Apple's Dynamic Type table gives it.
    public var textScale: Double {
        let bodySize: Double =
            switch self {
            case .extraSmall: 14
            case .small: 15
            case .medium: 16
            case .large: 17
            case .extraLarge: 19
            case .extraExtraLarge: 21
            case .extraExtraExtraLarge: 23
            case .accessibilityMedium: 28
            case .accessibilityLarge: 33
            case .accessibilityExtraLarge: 40
            case .accessibilityExtraExtraLarge: 47
            case .accessibilityExtraExtraExtraLarge: 53
            }
        return bodySize / 17
    }

    /// The category whose scale is nearest to `scale` (1.5 gives `accessibilityMedium`, 165 %).
    public init(nearestTo scale: Double) {
        self =
            Self.allCases.min { abs($0.textScale - scale) < abs($1.textScale - scale) } ?? .large
    }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { textScale > ContentSizeCategory.extraExtraExtraLarge.textScale }
}

/// The traits a view is shown with, as UITraitCollection: what ``View/traitCollection`` answers and what
/// ``View/traitCollectionDidChange(_:)`` compares.
public struct TraitCollection: Sendable, Hashable {
    /// Light or dark (never `unspecified` in a view's collection: light when nothing says otherwise).
    public var userInterfaceStyle: UserInterfaceStyle
    /// Which way leading and trailing point.
    public var layoutDirection: LayoutDirection
    /// How much larger than usual text is drawn (1 for 100 %; the previewer's variants take 0.85 to 2).
    public var textScale: Double
    /// Compact (an iPhone in portrait) or regular (an iPad, a large iPhone in landscape) width.
    public var horizontalSizeClass: UserInterfaceSizeClass

    /// A collection; light, left to right, at 100 % and compact in width unless told otherwise.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light, layoutDirection: LayoutDirection = .leftToRight,
        textScale: Double = 1, horizontalSizeClass: UserInterfaceSizeClass = .compact
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.textScale = textScale
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// The text size category nearest to ``textScale``.
    public var preferredContentSizeCategory: ContentSizeCategory { ContentSizeCategory(nearestTo: textScale) }
}

/// How much room a dimension has, as UIUserInterfaceSizeClass.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = 0
    /// Constrained room: an iPhone's width in portrait.
    case compact = 1
    /// Expansive room: an iPad's width.
    case regular = 2
}
