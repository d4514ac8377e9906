// How a piece of text is set: font, colour, alignment, line count and what happens at the line's end.

import Foundation

/// How text is aligned horizontally, as NSTextAlignment; `natural` is left in left-to-right layouts.
public enum TextAlignment: Sendable {
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
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// The most lines to show; 0 for as many as the text needs.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode

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
