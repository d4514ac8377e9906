// Splits a visual format string into tokens, each knowing the column it starts at.

/// One token of a visual format string.
struct VisualFormatToken: Equatable {
    enum Kind: Equatable {
        /// A C identifier: a view, a metric, a priority name, or the `H`/`V` of the orientation.
        case name(String)
        /// An unsigned decimal number (a sign is a separate `-` token, as in `==-10`).
        case number(Double)
        /// `==`, `<=` or `>=`.
        case relation(LayoutRelation)
        /// One of `| - [ ] ( ) , @ :`.
        case symbol(Character)
        /// Past the last character.
        case end
    }

    let kind: Kind
    /// 0-based character offset of the token's first character.
    let offset: Int
}

/// Turns a format into tokens. Spaces between tokens are skipped (UIKit is stricter; being lenient
/// here loses nothing, since a space never changes what a format means).
enum VisualFormatLexer {
    static func tokens(of format: String) throws(VisualFormatError) -> [VisualFormatToken] {
        let characters = Array(format)
        var tokens: [VisualFormatToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character == " " || character == "\t" {
                index += 1
                continue
            }
            if character.isASCII && (character.isLetter || character == "_") {
                while index < characters.count, isIdentifierCharacter(characters[index]) { index += 1 }
                tokens.append(VisualFormatToken(kind: .name(String(characters[start..<index])), offset: start))
                continue
            }
            if character.isASCII && character.isNumber {
                tokens.append(try number(in: characters, at: &index, format: format))
                continue
            }
            if "=<>".contains(character) {
                guard index + 1 < characters.count, characters[index + 1] == "=" else {
                    throw VisualFormatError(
                        .syntax, "expected '==', '<=' or '>=' as a relation", at: start, in: format)
                }
                let relation: LayoutRelation =
                    switch character {
                    case "<": .lessThanOrEqual
                    case ">": .greaterThanOrEqual
                    default: .equal
                    }
                tokens.append(VisualFormatToken(kind: .relation(relation), offset: start))
                index += 2
                continue
            }
            guard "|-[](),@:".contains(character) else {
                throw VisualFormatError(.syntax, "unexpected character '\(character)'", at: start, in: format)
            }
            tokens.append(VisualFormatToken(kind: .symbol(character), offset: start))
            index += 1
        }
        tokens.append(VisualFormatToken(kind: .end, offset: characters.count))
        return tokens
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    /// Digits, optionally a point and more digits: `8`, `0.5`, `12.`.
    private static func number(
        in characters: [Character], at index: inout Int, format: String
    ) throws(VisualFormatError) -> VisualFormatToken {
        let start = index
        while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        if index < characters.count, characters[index] == "." {
            index += 1
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        }
        if index < characters.count, isIdentifierCharacter(characters[index]) {
            throw VisualFormatError(
                .syntax, "a number cannot run into a name ('\(String(characters[start...index]))')", at: index,
                in: format)
        }
        guard let value = Double(String(characters[start..<index])) else {
            throw VisualFormatError(.syntax, "invalid number", at: start, in: format)
        }
        return VisualFormatToken(kind: .number(value), offset: start)
    }
}
