// Where the caret and the selection are in a text being edited, and what each editing key does to them.

import Foundation

/// The caret and the selection in an edited text, in characters (grapheme clusters, so that Backspace takes
/// a whole "é" or emoji, as on iOS): the selection runs from ``anchor`` (where Shift+arrows started) to ``caret``.
struct TextSelection: Equatable, Sendable {
    var anchor: Int
    var caret: Int

    /// A caret with nothing selected.
    init(caret: Int) {
        anchor = caret
        self.caret = caret
    }

    init(anchor: Int, caret: Int) {
        self.anchor = anchor
        self.caret = caret
    }

    /// The characters selected (empty at the caret).
    var range: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
}

/// What an editing key does to a text and its selection.
enum TextEdit: Equatable {
    /// Replace the characters in the range with the string (typing, Backspace, Delete, Return in a text view).
    case replace(Range<Int>, with: String)
    /// Move the caret or the selection.
    case select(TextSelection)
    /// Return in a one-line field: the field's own action.
    case returnKey
    /// Nothing: the key is not an editing key (Tab, Escape).
    case none

    /// What `press` does to `text` with `selection`; `multiline` for a text view, where Return types a line
    /// break and Up and Down go to the line above and below (one-line fields go to the start and the end).
    static func edit(
        for press: KeyPress, in text: String, selection: TextSelection, multiline: Bool
    ) -> TextEdit {
        let characters = Array(text)
        let count = characters.count
        let range = selection.range
        let extending = press.modifiers.contains(.shift)
        /// The caret moved to `target`, or the selection extended to it with Shift.
        func moved(to target: Int) -> TextEdit {
            let clamped = min(max(0, target), count)
            return .select(
                extending ? TextSelection(anchor: selection.anchor, caret: clamped) : TextSelection(caret: clamped))
        }
        switch press.key {
        case .text(let typed):
            if press.modifiers.contains(.control) || press.modifiers.contains(.command) {
                // Ctrl+A selects everything; other shortcuts are not typing.
                return typed.lowercased() == "a" ? .select(TextSelection(anchor: 0, caret: count)) : .none
            }
            return .replace(range, with: typed)
        case .backspace:
            if !range.isEmpty { return .replace(range, with: "") }
            return range.lowerBound > 0 ? .replace(range.lowerBound - 1..<range.lowerBound, with: "") : .none
        case .deleteForward:
            if !range.isEmpty { return .replace(range, with: "") }
            return range.upperBound < count ? .replace(range.upperBound..<range.upperBound + 1, with: "") : .none
        case .left:
            // Without Shift, a selection collapses to its start, as UIKit's.
            if !extending && !range.isEmpty { return moved(to: range.lowerBound) }
            return moved(to: press.modifiers.contains(.control) ? 0 : selection.caret - 1)
        case .right:
            if !extending && !range.isEmpty { return moved(to: range.upperBound) }
            return moved(to: press.modifiers.contains(.control) ? count : selection.caret + 1)
        case .home:
            return moved(to: multiline ? lineStart(in: characters, at: selection.caret) : 0)
        case .end:
            return moved(to: multiline ? lineEnd(in: characters, at: selection.caret) : count)
        case .up, .down:
            guard multiline else { return moved(to: press.key == .up ? 0 : count) }
            return moved(to: verticalMove(in: characters, from: selection.caret, down: press.key == .down))
        case .enter:
            return multiline ? .replace(range, with: "\n") : .returnKey
        case .tab, .escape:
            return .none
        }
    }

    /// The start of the line (between line breaks) `index` is on.
    private static func lineStart(in characters: [Character], at index: Int) -> Int {
        var start = min(index, characters.count)
        while start > 0 && characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private static func lineEnd(in characters: [Character], at index: Int) -> Int {
        var end = min(index, characters.count)
        while end < characters.count && characters[end] != "\n" { end += 1 }
        return end
    }

    /// The same column on the line above or below (its end if shorter); the text's ends past the first and
    /// last lines. Lines are those between line breaks: a wrapped paragraph counts as one.
    private static func verticalMove(in characters: [Character], from index: Int, down: Bool) -> Int {
        let start = lineStart(in: characters, at: index)
        let column = index - start
        if down {
            let end = lineEnd(in: characters, at: index)
            guard end < characters.count else { return characters.count }
            return min(end + 1 + column, lineEnd(in: characters, at: end + 1))
        }
        guard start > 0 else { return 0 }
        let previousStart = lineStart(in: characters, at: start - 1)
        return min(previousStart + column, start - 1)
    }
}

extension String {
    /// The characters in `range` (character offsets) as UTF-16 offsets, the `NSRange` UIKit's delegates get.
    func utf16Range(ofCharacters range: Range<Int>) -> NSRange {
        let lower = index(startIndex, offsetBy: range.lowerBound)
        let upper = index(lower, offsetBy: range.count)
        return NSRange(lower..<upper, in: self)
    }

    /// The string with the characters in `range` replaced by `replacement`.
    func replacingCharacters(in range: Range<Int>, with replacement: String) -> String {
        let lower = index(startIndex, offsetBy: range.lowerBound)
        let upper = index(lower, offsetBy: range.count)
        return replacingCharacters(in: lower..<upper, with: replacement)
    }
}
