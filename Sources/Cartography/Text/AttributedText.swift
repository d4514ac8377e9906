// Foundation's attributed strings with UIKit's font and colour attributes, turned into runs of a text style.

import Foundation

/// NSAttributedStringKey (NSAttributedString.Key), its name before iOS 11 (Foundation on Linux marks that
/// name renamed; this one shadows it for code that imports Cartography).
public typealias NSAttributedStringKey = NSAttributedString.Key

extension NSAttributedString.Key {
    /// The font of a range (a ``Font``), as UIKit's `.font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a range's text (a ``Color``), as UIKit's `.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind a range's text (a ``Color``); kept, not drawn.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters in points; kept, not drawn.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style; kept, not drawn.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style; kept, not drawn.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The paragraph style; kept, not drawn.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// A range of text set in its own font or colour: what an attributed string's `.font` and
/// `.foregroundColor` give a ``TextStyle``. Ranges are in the UTF-8 bytes of the text, as hosts'
/// text engines (Pango) take them.
public struct TextRun: Sendable, Hashable {
    /// The bytes of the text's UTF-8 encoding the run covers.
    public var utf8Range: Range<Int>
    /// The run's font, nil for the style's.
    public var font: Font?
    /// The run's colour, nil for the style's.
    public var color: Color?

    /// A run over `utf8Range`.
    public init(utf8Range: Range<Int>, font: Font? = nil, color: Color? = nil) {
        self.utf8Range = utf8Range
        self.font = font
        self.color = color
    }

    /// The runs of an attributed string's `.font` and `.foregroundColor` attributes (other attributes
    /// are ignored), in order; none for a string without them.
    public static func runs(of string: NSAttributedString) -> [TextRun] {
        let text = string.string
        let utf16 = text.utf16
        var runs: [TextRun] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
            attributes, range, _ in
            let font = attributes[.font] as? Font
            let color = attributes[.foregroundColor] as? Color
            guard font != nil || color != nil else { return }
            // NSRange counts UTF-16 units; hosts want UTF-8 bytes.
            let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex)
            let end = start.flatMap { utf16.index($0, offsetBy: range.length, limitedBy: utf16.endIndex) }
            guard let start, let end else { return }
            let byteStart = text.utf8.distance(from: text.utf8.startIndex, to: start)
            let byteEnd = text.utf8.distance(from: text.utf8.startIndex, to: end)
            runs.append(TextRun(utf8Range: byteStart..<byteEnd, font: font, color: color))
        }
        return runs
    }
}

extension TextStyle {
    /// The largest font of the style and its runs: what sets the height of a line of mixed sizes.
    public var tallestFont: Font {
        runs.compactMap(\.font).reduce(font) { $1.lineHeight > $0.lineHeight ? $1 : $0 }
    }
}
