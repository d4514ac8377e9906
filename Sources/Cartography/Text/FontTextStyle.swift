// Dynamic Type's text styles and the fonts iOS gives them at the default text size.

import Foundation

extension Font {
    /// A role for text, as UIFont.TextStyle: `UIFont.preferredFont(forTextStyle: .headline)`.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// 34 points.
        case largeTitle = "UICTFontTextStyleTitle0"
        /// 28 points.
        case title1 = "UICTFontTextStyleTitle1"
        /// 22 points.
        case title2 = "UICTFontTextStyleTitle2"
        /// 20 points.
        case title3 = "UICTFontTextStyleTitle3"
        /// 17 points, semibold.
        case headline = "UICTFontTextStyleHeadline"
        /// 15 points.
        case subheadline = "UICTFontTextStyleSubhead"
        /// 17 points: running text.
        case body = "UICTFontTextStyleBody"
        /// 16 points.
        case callout = "UICTFontTextStyleCallout"
        /// 13 points.
        case footnote = "UICTFontTextStyleFootnote"
        /// 12 points.
        case caption1 = "UICTFontTextStyleCaption1"
        /// 11 points.
        case caption2 = "UICTFontTextStyleCaption2"

        /// The size and weight iOS gives the style at the default (large) text size.
        public var defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            }
        }
    }

    /// The system font iOS uses for a text style at the default text size, as
    /// `UIFont.preferredFont(forTextStyle:)`. Labels scale it with the text size of their traits.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The font for a text style in `traits`' text size (UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)`): the default one scaled by the traits' text scale.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style).scaled(by: traits?.textScale ?? 1)
    }
}

// Swift 3's names for the weights (`UIFont.systemFont(ofSize: 14, weight: UIFontWeightBold)`).
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's ultra-light weight number, -0.8.
public let UIFontWeightUltraLight: CGFloat = Font.Weight.ultraLight.rawValue
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's thin weight number, -0.6.
public let UIFontWeightThin: CGFloat = Font.Weight.thin.rawValue
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's light weight number, -0.4.
public let UIFontWeightLight: CGFloat = Font.Weight.light.rawValue
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's regular weight number, 0.
public let UIFontWeightRegular: CGFloat = Font.Weight.regular.rawValue
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's medium weight number, 0.23.
public let UIFontWeightMedium: CGFloat = Font.Weight.medium.rawValue
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's semibold weight number, 0.3.
public let UIFontWeightSemibold: CGFloat = Font.Weight.semibold.rawValue
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's bold weight number, 0.4.
public let UIFontWeightBold: CGFloat = Font.Weight.bold.rawValue
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's heavy weight number, 0.56.
public let UIFontWeightHeavy: CGFloat = Font.Weight.heavy.rawValue
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's black weight number, 0.62.
public let UIFontWeightBlack: CGFloat = Font.Weight.black.rawValue
