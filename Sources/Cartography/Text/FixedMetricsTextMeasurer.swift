// The library's own text measurer: deterministic metrics from the font size alone, for tests and headless use.

import Foundation

/// Measures every character as 0.6 of the font's point size wide (a monospaced approximation), lines
/// `font.lineHeight` tall, words wrapped at spaces. Deterministic on every machine, so tests can work out
/// frames by hand: "Hello" at 10 points is 30 × 12.
public struct FixedMetricsTextMeasurer: TextMeasurer {
    /// The advance of each character, as a fraction of the point size.
    public static let advanceRatio: CGFloat = 0.6

    public init() {}

    public func measure(_ text: String, style: TextStyle, width: CGFloat?) -> TextMeasurement {
        let advance = style.font.pointSize * Self.advanceRatio
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrap(paragraph, advance: advance, width: width, style: style))
        }
        if style.numberOfLines > 0 { lines = Array(lines.prefix(style.numberOfLines)) }
        let widest = CGFloat(lines.max() ?? 0) * advance
        let lineHeight = style.font.lineHeight
        let count = text.isEmpty ? 0 : lines.count
        let shownWidth = width.map { min($0, widest) } ?? widest
        return TextMeasurement(
            size: CGSize(width: shownWidth, height: CGFloat(count) * lineHeight),
            firstBaseline: style.font.ascender,
            lastBaseline: CGFloat(max(count, 1) - 1) * lineHeight + style.font.ascender,
            lineCount: count)
    }

    /// The lengths, in characters, of the lines a paragraph wraps into.
    private func wrap(_ paragraph: Substring, advance: CGFloat, width: CGFloat?, style: TextStyle) -> [Int] {
        let wraps =
            style.numberOfLines != 1 && style.lineBreakMode == .byWordWrapping
            || style.lineBreakMode == .byCharWrapping
        guard let width, wraps, advance > 0 else { return [paragraph.count] }
        let perLine = max(1, Int((width / advance).rounded(.down)))
        if style.lineBreakMode == .byCharWrapping {
            return stride(from: 0, to: max(paragraph.count, 1), by: perLine).map { min(perLine, paragraph.count - $0) }
        }
        var lines: [Int] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let needed = current == 0 ? word.count : current + 1 + word.count
            if needed <= perLine || current == 0 && word.count > perLine {
                current = needed
            } else {
                lines.append(current)
                current = word.count
            }
        }
        lines.append(current)
        return lines
    }
}
