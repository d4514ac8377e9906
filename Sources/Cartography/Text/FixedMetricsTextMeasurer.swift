// The library's own text measurer: deterministic metrics from the font size alone, for tests and headless use.

import Foundation

/// Measures text with fixed metrics, the same on every machine, so that tests can work out frames by
/// hand. The rules, all of them:
///
/// - Every character (every `Character`, so an emoji or an accented letter counts once) advances
///   `0.6 × pointSize`, whatever the weight; a line is ``Font/lineHeight`` (1.2 × the size for the
///   system font) tall; the first baseline is ``Font/ascender`` (0.95 × the size) below the top and
///   each further line adds a line height.
/// - `"\n"` always ends a line (paragraphs).
/// - Without a width, or with `numberOfLines == 1`, a paragraph is one line. Otherwise paragraphs wrap
///   to the width: at spaces, as UILabel does for every line-break mode but ``LineBreakMode/byCharWrapping``
///   (where lines are cut every `floor(width / advance)` characters); a space at a wrap is dropped; a
///   word longer than a line is cut by characters. A line holds at least one character.
/// - With `numberOfLines > 0`, only that many lines are measured (the rest is truncated).
/// - The width is that of the widest line, at most the width given (a truncated line fills it); the
///   height is lines × line height. Empty text is 0 × 0 with no lines.
///
/// - Attributed text (a style with ``TextStyle/runs``) is measured in its tallest font; when paragraphs
///   do not wrap, each character advances by its own font's size instead, so widths add up per run.
///
/// "Hello" at 10 points is 30 × 12; "Hello world" at 10 points wrapped to 40 is two lines ("Hello",
/// "world"), 30 × 24, baselines 9.5 and 21.5.
public struct FixedMetricsTextMeasurer: TextMeasurer {
    /// The advance of each character, as a fraction of the point size.
    public static let advanceRatio: CGFloat = 0.6

    /// A measurer.
    public init() {}

    /// The size and baselines of `text` set in `style`, wrapped to `width` (see the type's rules).
    public func measure(_ text: String, style: TextStyle, width: CGFloat?) -> TextMeasurement {
        if !style.runs.isEmpty { return measureRuns(text, style: style, width: width) }
        let advance = style.font.pointSize * Self.advanceRatio
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrap(paragraph, advance: advance, width: width, style: style))
        }
        if style.numberOfLines > 0 { lines = Array(lines.prefix(style.numberOfLines)) }
        let widest = CGFloat(lines.max() ?? 0) * advance
        let lineHeight = style.font.lineHeight
        let count = text.isEmpty ? 0 : lines.count
        let shownWidth = width.map { min(max(0, $0), widest) } ?? widest
        return TextMeasurement(
            size: CGSize(width: count == 0 ? 0 : shownWidth, height: CGFloat(count) * lineHeight),
            firstBaseline: style.font.ascender,
            lastBaseline: CGFloat(max(count, 1) - 1) * lineHeight + style.font.ascender,
            lineCount: count)
    }

    /// Attributed text: lines of the tallest font; unwrapped paragraphs as wide as their characters' advances.
    private func measureRuns(_ text: String, style: TextStyle, width: CGFloat?) -> TextMeasurement {
        var plain = style
        plain.runs = []
        plain.font = style.tallestFont
        var measured = measure(text, style: plain, width: width)
        let wraps = width != nil && style.numberOfLines != 1
        guard !wraps, measured.lineCount > 0 else { return measured }
        var widest: CGFloat = 0
        var lineWidth: CGFloat = 0
        var byte = 0
        for character in text {
            let length = character.utf8.count
            defer { byte += length }
            if character == "\n" {
                lineWidth = 0
                continue
            }
            let run = style.runs.last { $0.utf8Range.contains(byte) && $0.font != nil }
            lineWidth += (run?.font ?? style.font).pointSize * Self.advanceRatio
            widest = max(widest, lineWidth)
        }
        measured.size.width = width.map { min(max(0, $0), widest) } ?? widest
        return measured
    }

    /// The lengths, in characters, of the lines a paragraph wraps into.
    private func wrap(_ paragraph: Substring, advance: CGFloat, width: CGFloat?, style: TextStyle) -> [Int] {
        guard let width, width.isFinite, style.numberOfLines != 1, advance > 0 else { return [paragraph.count] }
        // A width measured from this text (20.4 for "OK" at 17 points) must fit it again: 20.4 / 10.2 is
        // 1.9999999999999998 in binary floating point, which would wrap "OK" onto two lines.
        let perLine = max(1, Int((width / advance * (1 + 1e-12)).rounded(.down)))
        if style.lineBreakMode == .byCharWrapping {
            return stride(from: 0, to: max(paragraph.count, 1), by: perLine).map { min(perLine, paragraph.count - $0) }
        }
        var lines: [Int] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var length = word.count
            if current > 0 && current + 1 + length <= perLine {
                current += 1 + length
                continue
            }
            if current > 0 { lines.append(current) }
            // A word longer than a line is cut by characters; its last piece starts the next line.
            while length > perLine {
                lines.append(perLine)
                length -= perLine
            }
            current = length
        }
        lines.append(current)
        return lines
    }
}
