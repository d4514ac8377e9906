// Counts the stored properties of each class in Swift source text, without a parser: comments and string
// literals are dropped, then declarations are read token by token.

/// The stored properties each class (or actor) in a Swift file declares: `let`s, `var`s with an initial value or
/// only a type, `lazy var`s and `var`s with `willSet`/`didSet`; not `static` or `class` ones, not computed ones.
struct StoredPropertyCounter {
    /// One class and how many stored properties its body declares.
    struct Count: Equatable, CustomStringConvertible {
        let typeName: String
        let storedProperties: Int
        var description: String { "\(typeName): \(storedProperties)" }
    }

    private enum Token: Equatable {
        case word(String)
        case symbol(Character)
        case newline
    }

    private enum ScopeKind { case classBody, otherType, code }

    /// The count of every class and actor declared in `source`, in order of declaration.
    static func counts(in source: String) -> [Count] {
        let tokens = tokenize(withoutCommentsAndStrings(source))
        var counts: [Count] = []
        var scopes: [(kind: ScopeKind, countIndex: Int?)] = []
        var pendingType: (kind: ScopeKind, name: String)?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case .word(let word) where ["class", "actor", "struct", "enum", "protocol", "extension"].contains(word):
                let next = nextWord(in: tokens, after: index)
                let modifiers: Set = ["var", "let", "func", "subscript", "override", "final", "private", "public"]
                if let next, !modifiers.contains(next) {
                    pendingType = (word == "class" || word == "actor" ? .classBody : .otherType, next)
                }
            case .word(let word)
            where (word == "let" || word == "var") && scopes.last?.kind == .classBody && pendingType == nil:
                if !isStaticDeclaration(tokens, before: index), isStored(tokens, from: index + 1),
                    let countIndex = scopes.last?.countIndex
                {
                    counts[countIndex] = Count(
                        typeName: counts[countIndex].typeName,
                        storedProperties: counts[countIndex].storedProperties + 1)
                }
                index = endOfDeclaration(tokens, from: index + 1)
                continue
            case .symbol("{"):
                if let type = pendingType {
                    var countIndex: Int?
                    if type.kind == .classBody {
                        counts.append(Count(typeName: type.name, storedProperties: 0))
                        countIndex = counts.count - 1
                    }
                    scopes.append((type.kind, countIndex))
                    pendingType = nil
                } else {
                    scopes.append((.code, nil))
                }
            case .symbol("}"):
                _ = scopes.popLast()
            default:
                break
            }
            index += 1
        }
        return counts
    }

    private static func nextWord(in tokens: [Token], after index: Int) -> String? {
        for token in tokens[(index + 1)...] {
            if case .word(let word) = token { return word }
            if token != .newline { return nil }
        }
        return nil
    }

    /// Whether `static` or `class` stands among the modifiers on the declaration's line, before `let`/`var`.
    private static func isStaticDeclaration(_ tokens: [Token], before index: Int) -> Bool {
        var position = index - 1
        while position >= 0, tokens[position] != .newline, tokens[position] != .symbol("{"),
            tokens[position] != .symbol("}"), tokens[position] != .symbol(";")
        {
            if tokens[position] == .word("static") || tokens[position] == .word("class") { return true }
            position -= 1
        }
        return false
    }

    /// Whether the declaration after `let`/`var` stores a value: it ends, or has `=`, before any `{` at its own
    /// level; or its block holds only `willSet`/`didSet`.
    private static func isStored(_ tokens: [Token], from start: Int) -> Bool {
        var depth = 0
        var position = start
        while position < tokens.count {
            switch tokens[position] {
            case .symbol("("), .symbol("["): depth += 1
            case .symbol(")"), .symbol("]"): depth -= 1
            case .symbol("=") where depth == 0: return true
            case .symbol("{") where depth == 0:
                let first = tokens[(position + 1)...].first { $0 != .newline }
                return first == .word("willSet") || first == .word("didSet")
            case .newline where depth == 0: return true
            case .symbol("}") where depth == 0: return true
            default: break
            }
            position += 1
        }
        return true
    }

    /// The index just past the declaration that starts at `start`: its line, with any bracketed or braced parts.
    private static func endOfDeclaration(_ tokens: [Token], from start: Int) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count {
            switch tokens[position] {
            case .symbol("("), .symbol("["), .symbol("{"): depth += 1
            case .symbol(")"), .symbol("]"), .symbol("}"):
                if depth == 0 { return position }
                depth -= 1
            case .newline where depth == 0:
                // A line ending in `=` or an operator continues the declaration.
                if let previous = tokens[..<position].last, case .symbol(let symbol) = previous,
                    "=+-*/,.:".contains(symbol)
                {
                    break
                }
                return position
            default: break
            }
            position += 1
        }
        return position
    }

    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        func flush() {
            if !word.isEmpty { tokens.append(.word(word)) }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "@" {
                word.append(character)
            } else {
                flush()
                if character == "\n" {
                    tokens.append(.newline)
                } else if !character.isWhitespace {
                    tokens.append(.symbol(character))
                }
            }
        }
        flush()
        return tokens
    }

    /// `text` with comments removed and string literals emptied (their interpolations kept, as code).
    private static func withoutCommentsAndStrings(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        // Each open string literal: whether it is multi-line, and the parentheses open in its interpolation.
        var strings: [(multiline: Bool, parentheses: Int?)] = []
        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if let string = strings.last, string.parentheses == nil {
                // Inside a literal's text.
                if character == "\\", at(1) == "(" {
                    strings[strings.count - 1].parentheses = 0
                    index += 2
                    continue
                }
                if character == "\\" {
                    index += 2
                    continue
                }
                if string.multiline, character == "\"", at(1) == "\"", at(2) == "\"" {
                    strings.removeLast()
                    result.append("\"\"")
                    index += 3
                    continue
                }
                if !string.multiline, character == "\"" {
                    strings.removeLast()
                    result.append("\"\"")
                    index += 1
                    continue
                }
                if character == "\n" { result.append("\n") }
                index += 1
                continue
            }
            if character == "/", at(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", at(1) == "*" {
                index += 2
                while index < characters.count, !(characters[index] == "*" && at(1) == "/") {
                    if characters[index] == "\n" { result.append("\n") }
                    index += 1
                }
                index += 2
                continue
            }
            if character == "\"" {
                let multiline = at(1) == "\"" && at(2) == "\""
                strings.append((multiline, nil))
                index += multiline ? 3 : 1
                continue
            }
            if let string = strings.last, let parentheses = string.parentheses {
                // Inside an interpolation: its closing parenthesis returns to the literal's text.
                if character == "(" { strings[strings.count - 1].parentheses = parentheses + 1 }
                if character == ")" {
                    if parentheses == 0 {
                        strings[strings.count - 1].parentheses = nil
                        index += 1
                        continue
                    }
                    strings[strings.count - 1].parentheses = parentheses - 1
                }
            }
            result.append(character)
            index += 1
        }
        return result
    }
}
