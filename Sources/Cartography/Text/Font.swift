// A font: size and weight, with the metrics the deterministic measurer and baselines use.

import Foundation

/// A font: family, size, weight and slant, and the metrics layout needs without a host (for
/// baselines), as UIFont.
///
/// The system font, or one of the iOS fonts ``init(name:size:)`` knows; a host's ``TextMeasurer`` maps
/// its ``genericFamily`` to a real font (the previewer: Pango's sans, serif or monospace) and reports that
/// font's metrics in each ``TextMeasurement``, which is what labels lay out and place baselines by.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are, with UIFont.Weight's names (`UIFont.Weight.semibold`).
    public enum Weight: Sendable, Hashable, Comparable, CaseIterable {
        /// UIKit's weights, lightest to heaviest.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// UIKit's number for the weight, -0.8 (ultra light) to 0.62 (black), as `UIFont.Weight.rawValue`.
        public var rawValue: CGFloat {
            switch self {
            case .ultraLight: -0.8
            case .thin: -0.6
            case .light: -0.4
            case .regular: 0
            case .medium: 0.23
            case .semibold: 0.3
            case .bold: 0.4
            case .heavy: 0.56
            case .black: 0.62
            }
        }

        /// The weight whose number is nearest `rawValue` (`UIFont.Weight(rawValue: 0.4)` is bold).
        public init(rawValue: CGFloat) {
            self =
                Weight.allCases.min { abs($0.rawValue - rawValue) < abs($1.rawValue - rawValue) } ?? .regular
        }
    }

    /// The kind of typeface a font is, which hosts draw with their own font of that kind.
    public enum GenericFamily: Sendable, Hashable {
        /// Sans-serif (the system font, Helvetica, Avenir, Arial).
        case sansSerif
        /// Serif (Georgia, Times New Roman, Baskerville).
        case serif
        /// Every character as wide (Courier, Menlo).
        case monospace
    }

    /// The family name, as iOS reports it (`"Helvetica Neue"`; `".SF UI"` for the system font).
    public var familyName: String = Font.systemFamilyName
    /// The font's name, as iOS names it (`"HelveticaNeue-Bold"`; `".SFUI-Regular"` for the system font).
    public var fontName: String = ".SFUI-Regular"
    /// The kind of typeface hosts draw it with.
    public var genericFamily = GenericFamily.sansSerif
    /// Whether the font is italic (oblique).
    public var isItalic = false

    /// The size in points (the em height).
    public var pointSize: CGFloat
    /// The weight of the system font.
    public var weight: Weight = .regular
    /// Distance from the baseline to the top of the line box (positive).
    public var ascender: CGFloat
    /// Distance from the baseline to the bottom of the line box (positive; UIFont's is negative).
    public var descender: CGFloat

    /// The system font: ascender 0.95 and descender 0.25 of the size, so a line is 1.2 × the size
    /// (close to DejaVu Sans and Cantarell). Sizes that are multiples of 5 give exact binary metrics
    /// (15 points: ascender 14.25, line 18), which is why tests use them.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight, ascender: size * 0.95, descender: size * 0.25)
    }

    /// The same font `scale` times as large (its metrics too); itself at 1 or at a scale that is not positive.
    public func scaled(by scale: Double) -> Font {
        guard scale != 1, scale > 0, scale.isFinite else { return self }
        var copy = self
        copy.pointSize *= scale
        copy.ascender *= scale
        copy.descender *= scale
        return copy
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The italic system font.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        var font = systemFont(ofSize: size)
        font.isItalic = true
        font.fontName = ".SFUI-Italic"
        return font
    }

    /// The system font with a weight given as UIKit's number (Swift 3's
    /// `systemFont(ofSize: 14, weight: UIFontWeightBold)`): the nearest weight.
    public static func systemFont(ofSize size: CGFloat, weight: CGFloat) -> Font {
        systemFont(ofSize: size, weight: Weight(rawValue: weight))
    }

    /// The system font with digits all as wide; here the system font itself.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: size, weight: weight)
    }

    /// The system's monospaced font (SF Mono on iOS).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        var font = systemFont(ofSize: size, weight: weight)
        font.familyName = "SF Mono"
        font.fontName = ".SFMono-Regular"
        font.genericFamily = .monospace
        return font
    }

    /// The system font's family name, as iOS reports it.
    public static let systemFamilyName = ".SF UI"

    /// The size the system font has at the default text size (UIFont's `systemFontSize` is 14, the
    /// label's 17, a small control's 12).
    public static let smallSystemFontSize: CGFloat = 12

    /// UIKit's default label font size, 17 points.
    public static let labelFontSize: CGFloat = 17
    /// UIKit's default button title font size, 15 points (`UIButton(type: .system)`).
    public static let buttonFontSize: CGFloat = 15
    /// The default text field font size, 14 points, as UIKit's.
    public static let systemFontSize: CGFloat = 14

    /// The same font at another size (its metrics in proportion).
    public func withSize(_ size: CGFloat) -> Font {
        guard pointSize > 0, size.isFinite else { return Font.systemFont(ofSize: size, weight: weight) }
        var copy = self
        copy.ascender = ascender / pointSize * size
        copy.descender = descender / pointSize * size
        copy.pointSize = size
        return copy
    }

    /// The height of one line: ascender plus descender.
    public var lineHeight: CGFloat { ascender + descender }
}
