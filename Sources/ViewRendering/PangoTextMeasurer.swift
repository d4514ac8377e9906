// The previewer's text measurer: Pango, with the fonts the renderer draws with, so measured and drawn text agree.

import Cartography
import Foundation
import GtkKit

/// Measures text with Pango exactly as ``CairoCanvas`` draws it. Install it with
/// `TextMeasurers.current = PangoTextMeasurer()` before laying out; it needs no display.
///
/// Pango is not thread-safe: measure from the main thread only (the previewer lays out there).
public struct PangoTextMeasurer: TextMeasurer {
    /// Measurements this measurer (and its copies) already made.
    private let cache = TextMeasurementCache()

    public init() {}

    public func measure(_ text: String, style: TextStyle, width: CGFloat?) -> TextMeasurement {
        cache.measurement(TextMeasurementCache.Key(text: text, style: style, width: width)) {
            let metrics = Self.layout(text, style: style, width: width).measure()
            return TextMeasurement(
                size: CGSize(width: metrics.width, height: metrics.height), firstBaseline: metrics.firstBaseline,
                lastBaseline: metrics.lastBaseline, lineCount: metrics.lineCount)
        }
    }

    /// The Pango layout of `text` in `style` at `width`: what both measuring and drawing use.
    static func layout(_ text: String, style: TextStyle, width: CGFloat?) -> TextLayout {
        let singleLine = style.numberOfLines == 1
        let wrapping: TextLayout.Wrapping
        let truncation: TextLayout.Truncation
        switch style.lineBreakMode {
        case .byWordWrapping: (wrapping, truncation) = (singleLine ? .none : .words, .none)
        case .byCharWrapping: (wrapping, truncation) = (singleLine ? .none : .characters, .none)
        case .byClipping: (wrapping, truncation) = (singleLine ? .none : .words, .none)
        case .byTruncatingHead: (wrapping, truncation) = (singleLine ? .none : .words, .start)
        case .byTruncatingMiddle: (wrapping, truncation) = (singleLine ? .none : .words, .middle)
        case .byTruncatingTail: (wrapping, truncation) = (singleLine ? .none : .words, .end)
        }
        // With no line limit nothing is cut, so no ellipsis: Pango would otherwise ellipsize every paragraph
        // to its first line.
        var layout = TextLayout(
            text: text, family: family(style.font), pixelSize: Double(style.font.pointSize),
            weight: cssWeight(style.font.weight), wrapping: wrapping,
            truncation: style.numberOfLines == 0 ? .none : truncation, alignment: alignment(style.alignment),
            maximumLines: max(0, style.numberOfLines), width: width.map(Double.init))
        layout.isItalic = style.font.isItalic
        layout.runs = style.runs.map { run in
            TextLayout.Run(
                byteRange: run.utf8Range, family: run.font.map(family),
                pixelSize: run.font.map { Double($0.pointSize) },
                weight: run.font.map { cssWeight($0.weight) }, isItalic: run.font?.isItalic,
                color: run.color.map { RGBA($0.resolved(for: .light)) })
        }
        return layout
    }

    /// Pango's family for the kind of typeface: the system's sans, serif or monospace font.
    static func family(_ font: Cartography.Font) -> String {
        switch font.genericFamily {
        case .sansSerif: "Sans"
        case .serif: "Serif"
        case .monospace: "Monospace"
        }
    }

    static func cssWeight(_ weight: Cartography.Font.Weight) -> Int {
        switch weight {
        case .ultraLight: 200
        case .thin: 100
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    static func alignment(_ alignment: TextAlignment) -> TextLayout.Alignment {
        switch alignment {
        case .left, .natural: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }
}
