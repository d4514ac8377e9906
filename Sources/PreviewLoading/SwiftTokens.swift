// Splits Swift source into words and punctuation, skipping comments and string literals.

/// A word (identifier, keyword or number) or one punctuation character of Swift source, with where it
/// starts.
struct SwiftToken: Equatable {
    /// The token's text; a word written in backticks has them removed.
    var text: String
    /// Whether the token is a word rather than punctuation.
    var isWord: Bool
    /// Whether the word was written in backticks, so it is a name even if it spells a keyword.
    var isEscaped = false
    /// The line, from 1.
    var line: Int
    /// The column in bytes, from 1.
    var column: Int
    /// Where the token starts and ends in the source's UTF-8 bytes (backticks included).
    var offset: Int
    var end: Int
}

/// Enough of Swift's lexical grammar to find declarations: comments (nested block comments too) and string
/// literals (multi-line, raw, with interpolations) are skipped, so a `struct X: PreviewProvider` inside
/// them is not mistaken for code.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Every token of the source, in order.
    static func tokens(of source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(source)
        var tokens: [SwiftToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    /// The next token, or nil at the end.
    mutating func next() -> SwiftToken? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                advanceLine()
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
                skipString()
            } else if byte == UInt8(ascii: "`") {
                return escapedWord()
            } else if Self.isWordByte(byte) {
                return word()
            } else {
                let token = SwiftToken(
                    text: String(decoding: [byte], as: UTF8.self), isWord: false, line: line,
                    column: index - lineStart + 1, offset: index, end: index + 1)
                index += 1
                return token
            }
        }
        return nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        // Bytes of multi-byte UTF-8 characters count as word bytes: Swift names may be any letters.
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advanceLine() {
        index += 1
        line += 1
        lineStart = index
    }

    private mutating func word() -> SwiftToken {
        let start = index
        while index < bytes.count && Self.isWordByte(bytes[index]) { index += 1 }
        return SwiftToken(
            text: String(decoding: bytes[start..<index], as: UTF8.self), isWord: true, line: line,
            column: start - lineStart + 1, offset: start, end: index)
    }

    private mutating func escapedWord() -> SwiftToken {
        let column = index - lineStart + 1
        let opening = index
        index += 1
        let start = index
        while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != UInt8(ascii: "\n") {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if index < bytes.count && bytes[index] == UInt8(ascii: "`") { index += 1 }
        return SwiftToken(
            text: text, isWord: true, isEscaped: true, line: line, column: column, offset: opening, end: index)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else if bytes[index] == UInt8(ascii: "\n") {
                advanceLine()
            } else {
                index += 1
            }
        }
    }

    /// Whether `#`s at the index open a raw string (`#"…"#`) rather than a directive (`#if`).
    private func startsRawString() -> Bool {
        var offset = 0
        while let byte = peek(offset), byte == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// Skips a string literal starting at the index: `"…"`, `"""…"""`, and raw forms with any number of `#`.
    private mutating func skipString() {
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline =
            peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        let quotes = isMultiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && closesDelimiter(at: index + 1, hashes: hashes) {
                // An escape: in a raw string only `\#…` (as many `#` as the delimiter) is one.
                index += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if peek(0) == UInt8(ascii: "\n") {
                    advanceLine()
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") && closesString(quotes: quotes, hashes: hashes) {
                index += quotes + hashes
                return
            } else if byte == UInt8(ascii: "\n") {
                // A single-line string cannot span lines: the literal is unterminated, which the compiler
                // reports; resume scanning at the next line.
                if !isMultiline { return }
                advanceLine()
            } else {
                index += 1
            }
        }
    }

    /// Whether `hashes` `#` characters start at `position` (an escape in a raw string needs them).
    private func closesDelimiter(at position: Int, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "#") }
    }

    private func closesString(quotes: Int, hashes: Int) -> Bool {
        (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") }
            && closesDelimiter(at: index + quotes, hashes: hashes)
    }

    /// Skips `(…)` of an interpolation, which holds code: nested parentheses and strings included.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                index += 1
                if depth == 0 { return }
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
                skipString()
            } else if byte == UInt8(ascii: "\n") {
                advanceLine()
            } else {
                index += 1
            }
        }
    }
}
