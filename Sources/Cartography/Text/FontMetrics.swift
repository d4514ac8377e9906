// Dynamic Type scaling of custom fonts and values, as UIFontMetrics.

import Foundation

/// Scales custom fonts and values with the text size, as UIFontMetrics:
/// `UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Avenir-Heavy", size: 17)!)`.
///
/// At the default text size the font is returned as it is; labels here then scale their fonts with their
/// traits' text scale themselves (see ``Label/adjustsFontForContentSizeCategory``).
public struct FontMetrics: Sendable {
    /// The text style whose scaling the metrics follow.
    public let textStyle: Font.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// The body style's metrics.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The font at the default text size: itself.
    public func scaledFont(for font: Font) -> Font { font }

    /// The font in the text size of `traits` (scaled by their text scale; itself for nil).
    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection?) -> Font {
        font.scaled(by: traits?.textScale ?? 1)
    }

    /// A value at the default text size: itself.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// A value in the text size of `traits` (scaled by their text scale; itself for nil).
    public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection?) -> CGFloat {
        value * (traits?.textScale ?? 1)
    }
}
