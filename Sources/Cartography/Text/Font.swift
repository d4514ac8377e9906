// A font: size and weight, with the metrics the deterministic measurer and baselines use.

import Foundation

/// A font size and weight, and the metrics layout needs without a host (for baselines), as UIFont.
///
/// There is one family, the system font; a host's ``TextMeasurer`` maps it to a real font (the
/// previewer: the GTK system font through Pango) and reports that font's metrics in each
/// ``TextMeasurement``, which is what labels lay out and place baselines by.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are, with UIFont.Weight's names (`UIFont.Weight.semibold`).
    public enum Weight: Sendable, Hashable, Comparable, CaseIterable {
        /// UIKit's weights, lightest to heaviest.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

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

    /// UIKit's default label font size, 17 points.
    public static let labelFontSize: CGFloat = 17
    /// UIKit's default button title font size, 15 points (`UIButton(type: .system)`).
    public static let buttonFontSize: CGFloat = 15
    /// The default text field font size, 14 points, as UIKit's.
    public static let systemFontSize: CGFloat = 14

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font.systemFont(ofSize: size, weight: weight)
    }

    /// The height of one line: ascender plus descender.
    public var lineHeight: CGFloat { ascender + descender }
}
