// Rewrites a copy of a user's file so that Objective-C-only syntax compiles on Linux: `@objc`, `@IBAction`,
// `dynamic` dropped, `#selector(refresh)` made a Cartography `Selector` that calls the method.

import Foundation

/// A user's file with its Objective-C-only syntax rewritten, and the map back to the user's positions.
struct RewrittenSource: Equatable {
    /// The text to compile.
    var text: String
    var map: SourceMap
}

/// The rewrite of Objective-C-only syntax, on the file's tokens: strings and comments are never touched.
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`,
///   `@IBDesignable`, `@IBSegueAction` and the `dynamic` modifier become spaces: nothing moves.
/// - `#selector(refresh)` becomes `Cartography.Selector("refresh", Self.refresh)`, `#selector(self.refresh)`
///   the same, `#selector(Screen.tapped(_:))` `Cartography.Selector("tapped:", Screen.tapped(_:))`, and
///   `#selector(model.reload)` `Cartography.Selector("reload", type(of: model).reload)`: an unapplied method
///   reference, which type-checks wherever the selector is written (a method, a closure, a lazy property's
///   initializer) without knowing the target's type. `#selector(getter: title)` is a selector by name only.
/// - `#keyPath(CALayer.opacity)` becomes the string `"opacity"`, as Objective-C would spell it.
///
/// A `#selector` whose argument is not a method path (`#selector(tap as (Int) -> Void)`) is left as it is,
/// and the compiler says why.
enum ObjectiveCRewrite {
    /// Attributes that mean something only to the Objective-C runtime or Interface Builder.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
    ]
    /// Declaration modifiers: `dynamic` before or after one of these is the modifier, not a name.
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "override", "final", "static", "class", "weak",
        "unowned", "lazy", "required", "convenience", "mutating", "nonmutating", "optional", "dynamic",
    ]
    static let declarationKeywords: Set<String> = ["var", "let", "func", "init", "subscript"]

    /// The file rewritten, or nil if it has no Objective-C-only syntax (it is then compiled as it is).
    /// Given the file's path, its `#Preview` blocks are rewritten too (``PreviewMacroRewrite``).
    static func rewrite(_ source: String, file: String? = nil) -> RewrittenSource? {
        let tokens = SwiftTokenizer.tokens(of: source)
        var edits = self.edits(tokens)
        if let file {
            edits += PreviewMacroRewrite.edits(tokens, file: file)
            edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        }
        guard !edits.isEmpty else { return nil }
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 32)
        var map = SourceMap(original: bytes)
        var position = 0
        for edit in edits {
            output += bytes[position..<edit.range.lowerBound]
            map.append(bytes[position..<edit.range.lowerBound], from: position, isCopied: true)
            for piece in edit.pieces {
                switch piece {
                case .original(let range):
                    output += bytes[range]
                    map.append(bytes[range], from: range.lowerBound, isCopied: true)
                case .blanking(let range):
                    let spaces = bytes[range].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
                    output += spaces
                    map.append(spaces[...], from: range.lowerBound, isCopied: true)
                case .replacing(let range, let text):
                    // The replaced text's newlines stay, so every later line keeps its number.
                    let newlines = bytes[range].filter { $0 == UInt8(ascii: "\n") }
                    let inserted = Array(text.utf8) + newlines
                    output += inserted
                    map.append(inserted[...], from: range.lowerBound, isCopied: false)
                }
            }
            position = edit.range.upperBound
        }
        output += bytes[position...]
        map.append(bytes[position...], from: position, isCopied: true)
        return RewrittenSource(text: String(decoding: output, as: UTF8.self), map: map)
    }

    /// One change: the original bytes `range` become `pieces` in order.
    struct Edit {
        enum Piece {
            /// The original bytes, copied.
            case original(Range<Int>)
            /// The original bytes as spaces, newlines kept: nothing after them moves.
            case blanking(Range<Int>)
            /// Text in place of the original bytes, followed by their newlines.
            case replacing(Range<Int>, with: String)
        }
        var range: Range<Int>
        var pieces: [Piece]
    }

    /// The edits, in order, never overlapping.
    static func edits(_ tokens: [SwiftToken]) -> [Edit] {
        var edits: [Edit] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.text == "@", !token.isWord, index + 1 < tokens.count, tokens[index + 1].isWord,
                !tokens[index + 1].isEscaped, tokens[index + 1].offset == token.end,
                droppedAttributes.contains(tokens[index + 1].text)
            {
                var last = index + 1
                // `@objc(name)`: the Objective-C name goes too.
                if tokens[last].text == "objc", last + 1 < tokens.count, tokens[last + 1].text == "(",
                    tokens[last + 1].line == tokens[last].line, let close = closingParenthesis(tokens, from: last + 1)
                {
                    last = close
                }
                edits.append(blank(token.offset..<tokens[last].end))
                index = last + 1
            } else if token.isWord, !token.isEscaped, token.text == "dynamic", isDynamicModifier(tokens, at: index) {
                edits.append(blank(token.offset..<token.end))
                index += 1
            } else if token.text == "#", !token.isWord, index + 2 < tokens.count, tokens[index + 1].text == "selector",
                tokens[index + 1].offset == token.end, tokens[index + 2].text == "(",
                tokens[index + 2].offset == tokens[index + 1].end,
                let close = closingParenthesis(tokens, from: index + 2)
            {
                if let edit = selectorEdit(tokens, hash: index, close: close) { edits.append(edit) }
                index = close + 1
            } else if token.text == "#", !token.isWord, index + 2 < tokens.count, tokens[index + 1].text == "keyPath",
                tokens[index + 1].offset == token.end, tokens[index + 2].text == "(",
                tokens[index + 2].offset == tokens[index + 1].end,
                let close = closingParenthesis(tokens, from: index + 2)
            {
                if let edit = keyPathEdit(tokens, hash: index, close: close) { edits.append(edit) }
                index = close + 1
            } else {
                index += 1
            }
        }
        return edits
    }

    /// The range as spaces, its newlines kept: the columns of everything after it stay.
    static func blank(_ range: Range<Int>) -> Edit {
        Edit(range: range, pieces: [.blanking(range)])
    }

    /// The index of the `)` closing the `(` at `open`, or nil if the file ends first.
    static func closingParenthesis(_ tokens: [SwiftToken], from open: Int) -> Int? {
        closing(tokens, from: open, opener: "(", closer: ")")
    }

    /// The index of the `closer` matching the `opener` at `open` (nested pairs skipped), or nil if the file
    /// ends first.
    static func closing(_ tokens: [SwiftToken], from open: Int, opener: String, closer: String) -> Int? {
        var depth = 0
        for index in open..<tokens.count where !tokens[index].isWord {
            if tokens[index].text == opener {
                depth += 1
            } else if tokens[index].text == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Whether the `dynamic` at `index` is the declaration modifier: a declaration keyword or another modifier
    /// (or an attribute) follows, and it starts a declaration (not `x = dynamic` ending a line).
    static func isDynamicModifier(_ tokens: [SwiftToken], at index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        guard
            (next.isWord && !next.isEscaped
                && (declarationKeywords.contains(next.text) || modifiers.contains(next.text)))
                || next.text == "@"
        else { return false }
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        if previous.isWord {
            if modifiers.contains(previous.text) && !previous.isEscaped { return true }
            // An attribute's name (`@objc dynamic`), or the end of the previous declaration's line.
            if index >= 2, tokens[index - 2].text == "@", !tokens[index - 2].isWord,
                tokens[index - 2].end == previous.offset
            {
                return true
            }
            return previous.line < tokens[index].line
        }
        if ["{", "}", ";", ")"].contains(previous.text) { return true }
        // After a type's `?`, `!` or `>` on an earlier line; never after an operator or a separator.
        return previous.line < tokens[index].line && ["?", "!", ">", "]"].contains(previous.text)
    }

    /// The rewrite of `#selector(…)` from the `#` at `hash` to the `)` at `close`, or nil if the argument is
    /// not a method path.
    static func selectorEdit(_ tokens: [SwiftToken], hash: Int, close: Int) -> Edit? {
        var inner = Array(tokens[(hash + 3)..<close])
        var accessor: String?
        if inner.count > 2, inner[0].isWord, ["getter", "setter"].contains(inner[0].text), inner[1].text == ":" {
            accessor = inner[0].text
            inner.removeFirst(2)
        }
        guard let path = methodPath(inner) else { return nil }
        let whole = tokens[hash].offset..<tokens[close].end
        let method = path.components[path.components.count - 1]
        if let accessor {
            let name =
                accessor == "getter"
                ? method.text : "set\(method.text.prefix(1).uppercased())\(method.text.dropFirst()):"
            return Edit(range: whole, pieces: [.replacing(whole, with: "Cartography.Selector(\(quoted(name)))")])
        }
        let name = objectiveCName(method.text, labels: path.labels)
        let first = path.components[0]
        let opening = "Cartography.Selector(\(quoted(name)), "
        var pieces: [Edit.Piece]
        if path.components.count == 1 {
            pieces = [.replacing(whole.lowerBound..<first.offset, with: opening + "Self.")]
        } else if first.text == "self", !first.isEscaped, path.components.count == 2 {
            pieces = [.replacing(whole.lowerBound..<method.offset, with: opening + "Self.")]
        } else if first.text.first?.isUppercase == true {
            pieces = [.replacing(whole.lowerBound..<first.offset, with: opening)]
        } else {
            let owner = path.components[path.components.count - 2]
            pieces = [
                .replacing(whole.lowerBound..<first.offset, with: opening + "type(of: "),
                .original(first.offset..<owner.end),
                .replacing(owner.end..<method.offset, with: ")."),
            ]
        }
        let start: Int
        switch pieces.last {
        case .replacing(let range, _): start = range.upperBound
        default: start = method.offset
        }
        pieces.append(.original(start..<path.end))
        pieces.append(.replacing(path.end..<whole.upperBound, with: ")"))
        return Edit(range: whole, pieces: pieces)
    }

    /// `#keyPath(Person.friend.name)` as the string it stands for, `"friend.name"` (a leading type name is not
    /// part of the key path), or nil if the argument is not a dotted path.
    static func keyPathEdit(_ tokens: [SwiftToken], hash: Int, close: Int) -> Edit? {
        let inner = Array(tokens[(hash + 3)..<close])
        guard let path = methodPath(inner), path.labels == nil else { return nil }
        var names = path.components.map(\.text)
        if names.count > 1, names[0].first?.isUppercase == true { names.removeFirst() }
        let whole = tokens[hash].offset..<tokens[close].end
        return Edit(range: whole, pieces: [.replacing(whole, with: quoted(names.joined(separator: ".")))])
    }

    /// `a.b.c` or `a.b.c(_:label:)`: the words, the argument labels (nil without parentheses) and where the
    /// path ends; nil for anything else.
    static func methodPath(_ tokens: [SwiftToken]) -> (components: [SwiftToken], labels: [String]?, end: Int)? {
        guard let first = tokens.first, first.isWord else { return nil }
        var components = [first]
        var index = 1
        while index + 1 < tokens.count, tokens[index].text == ".", !tokens[index].isWord, tokens[index + 1].isWord {
            components.append(tokens[index + 1])
            index += 2
        }
        guard index < tokens.count else { return (components, nil, components[components.count - 1].end) }
        guard tokens[index].text == "(", tokens.count - index >= 4, tokens[tokens.count - 1].text == ")" else {
            return nil
        }
        var labels: [String] = []
        var label = index + 1
        while label + 1 < tokens.count - 1 {
            guard tokens[label].isWord, tokens[label + 1].text == ":" else { return nil }
            labels.append(tokens[label].text)
            label += 2
        }
        guard label == tokens.count - 1, !labels.isEmpty else { return nil }
        return (components, labels, tokens[tokens.count - 1].end)
    }

    /// The Objective-C name Swift gives a method: `tapped:` for `tapped(_:)`, `moveWithView:to:` for
    /// `move(view:to:)`, `refresh` for `refresh`.
    static func objectiveCName(_ method: String, labels: [String]?) -> String {
        guard let labels, let first = labels.first else { return method }
        let head = first == "_" ? method : "\(method)With\(first.prefix(1).uppercased())\(first.dropFirst())"
        return "\(head):" + labels.dropFirst().map { "\($0):" }.joined()
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
