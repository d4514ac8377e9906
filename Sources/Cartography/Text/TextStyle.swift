// How a piece of text is set: font, colour, alignment, line count and what happens at the line's end.

import Foundation

/// How text is aligned horizontally, as NSTextAlignment; `natural` is left in left-to-right layouts.
public enum TextAlignment: Sendable {
    /// Flush left, centered, flush right, justified, or the layout direction's natural side.
    case left, center, right, justified, natural
}

/// What happens to text that does not fit its width, like NSLineBreakMode.
public enum LineBreakMode: Sendable, Hashable {
    /// Wraps at word boundaries (UILabel's default for multi-line labels).
    case byWordWrapping
    /// Wraps at character boundaries.
    case byCharWrapping
    /// Cuts the line at the edge.
    case byClipping
    /// Ends the last line with an ellipsis at the start, the middle or the end.
    case byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Everything that decides how a string is measured and drawn, besides the width it is given.
public struct TextStyle: Sendable, Hashable {
    /// The font the text is set in.
    public var font: Font
    /// The color of the text.
    public var color: Color
    /// How lines are aligned within the width.
    public var alignment: TextAlignment
    /// The most lines to show; 0 for as many as the text needs.
    public var numberOfLines: Int
    /// How lines are broken and what a line that does not fit shows.
    public var lineBreakMode: LineBreakMode
    /// Ranges set in another font or colour (an attributed string's); empty for plain text.
    public var runs: [TextRun] = []

    /// A style; one line, truncated at the tail, left-aligned black text by default, like UILabel's.
    public init(
        font: Font, color: Color = .black, alignment: TextAlignment = .natural, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }
}
