// The rewrite on random token streams from a seeded generator: without Objective-C syntax a file is never
// changed; with it, lines never move, strings and comments stay as written, and their positions map back.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

/// Random Swift-like sources: code words and punctuation, literals and comments of every kind (holding
/// Objective-C syntax as text), and, when asked, Objective-C-only syntax in the code.
struct RandomSource {
    /// A piece of the source, and whether it is a literal or a comment the rewrite must not touch.
    struct Piece {
        var text: String
        var isProtected: Bool
    }

    static let words = [
        "let", "var", "func", "class", "struct", "import", "UIKit", "self", "Self", "view", "button", "tap", "_",
        "return", "override", "private", "static", "weak", "lazy", "init", "x", "Array", "Int", "String", "getter",
        "0", "42", "3.5", "é", "naïve", "`class`", "`dynamic`", "@MainActor", "@available", "@escaping", "#if",
        "#endif", "#available", "#file", "$0",
    ]
    static let punctuation = [
        "(", ")", "{", "}", "[", "]", "<", ">", ">>", "<<", ".", ",", ":", ";", "=", "->", "?", "!", "+", "-",
        "*", "/", "%", "&&", "||", "@", "#",
    ]
    static let literals = [
        ##""#selector(tap) @objc dynamic var""##,
        #""escaped \" #selector(tap) \\""#,
        #""interpolated \(view.tap) @IBAction""#,
        #""\(button.addTarget(self, action: #selector(tap), for: .touchUpInside))""#,
        ##"#"raw "quoted" #selector(tap) \(x) @objc"#"##,
        ###"##"very raw "# #selector(tap) "##"###,
        "\"\"\"\n@objc dynamic var x = #selector(tap)\n  \\(#selector(tap))\n\"\"\"",
        "#\"\"\"\n@IBOutlet \"\"\" #selector(a)\n\"\"\"#",
        "// @objc #selector(tap) dynamic var\n",
        "/* @IBAction #selector(a) */",
        "/* outer /* @objc nested */ #selector(b) dynamic var */",
        "/// @IBInspectable\n",
    ]
    /// Objective-C-only syntax, each a piece of code of its own.
    static let objectiveC = [
        "@objc", "@objc(tapButton:)", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable", "@objcMembers",
        "@nonobjc", "@IBSegueAction", "private dynamic var", "#selector(tap)", "#selector(tapped(_:))",
        "#selector(self.tap)", "#selector(Screen.tapped(_:))", "#selector(model.reload)", "#selector(getter: title)",
        "#selector(\n  tap)",
    ]

    var generator: SeededRandom

    /// Up to `count` pieces, separated by a space, a newline or a tab.
    mutating func pieces(count: Int, objectiveC: Bool) -> [Piece] {
        var pieces: [Piece] = []
        for _ in 0..<Int.random(in: 1...count, using: &generator) {
            let roll = Int.random(in: 0..<10, using: &generator)
            if objectiveC && roll == 0 {
                pieces.append(Piece(text: Self.objectiveC.randomElement(using: &generator)!, isProtected: false))
            } else if roll <= 2 {
                pieces.append(Piece(text: Self.literals.randomElement(using: &generator)!, isProtected: true))
            } else if roll <= 6 {
                pieces.append(Piece(text: Self.words.randomElement(using: &generator)!, isProtected: false))
            } else {
                pieces.append(Piece(text: Self.punctuation.randomElement(using: &generator)!, isProtected: false))
            }
            pieces.append(Piece(text: [" ", "\n", "\t", "  "].randomElement(using: &generator)!, isProtected: false))
        }
        return pieces
    }
}

@Suite struct RewritePropertyTests {
    /// Code pieces joined with nothing between them may merge (`#` and `if`, `/` and `*` opening a comment):
    /// still no Objective-C syntax in the code, so still no change. Literals keep their separators: a literal
    /// merged into a delimiter would end early, and its text become code, as the compiler reads it too.
    @Test func aFileWithoutObjectiveCSyntaxIsNeverChanged() {
        var random = RandomSource(generator: SeededRandom(seed: 28))
        for round in 0..<3000 {
            var pieces = random.pieces(count: 40, objectiveC: false)
            if round % 3 == 0 {
                pieces = pieces.indices.compactMap { index in
                    let isSeparator = pieces[index].text.allSatisfy(\.isWhitespace)
                    let betweenCode =
                        index > 0 && index + 1 < pieces.count && !pieces[index - 1].isProtected
                        && !pieces[index + 1].isProtected
                    return isSeparator && betweenCode ? nil : pieces[index]
                }
            }
            let source = pieces.map(\.text).joined()
            let rewrite = ObjectiveCRewrite.rewrite(source)
            #expect(
                rewrite == nil,
                "round \(round): \(source.debugDescription) became \(rewrite?.text.debugDescription ?? "")")
            if rewrite != nil { return }
        }
    }

    /// With Objective-C syntax in the code: as many lines, every literal and comment verbatim on its own
    /// line, and the map takes its position in the copy back to its position in the file.
    @Test func literalsAndCommentsStayAndMapBack() throws {
        var random = RandomSource(generator: SeededRandom(seed: 6))
        var rewrittenFiles = 0
        for round in 0..<2000 {
            let pieces = random.pieces(count: 30, objectiveC: true)
            let source = pieces.map(\.text).joined()
            guard let rewrite = ObjectiveCRewrite.rewrite(source) else {
                #expect(
                    !pieces.contains { RandomSource.objectiveC.contains($0.text) },
                    "round \(round): \(source.debugDescription)")
                continue
            }
            rewrittenFiles += 1
            #expect(
                rewrite.text.split(separator: "\n", omittingEmptySubsequences: false).count
                    == source.split(separator: "\n", omittingEmptySubsequences: false).count, "round \(round)")
            // Find each protected piece in the copy, in order, and map its start back.
            var originalOffset = 0
            var searchFrom = rewrite.text.utf8.startIndex
            for piece in pieces {
                defer { originalOffset += piece.text.utf8.count }
                guard piece.isProtected else { continue }
                guard let found = rewrite.text[searchFrom...].range(of: piece.text) else {
                    Issue.record(
                        "round \(round): \(piece.text.debugDescription) lost in \(rewrite.text.debugDescription)")
                    return
                }
                searchFrom = found.upperBound
                let copyPosition = Self.position(of: found.lowerBound, in: rewrite.text)
                let originalPosition = Self.position(
                    of: source.utf8.index(source.utf8.startIndex, offsetBy: originalOffset), in: source)
                #expect(copyPosition.line == originalPosition.line, "round \(round)")
                let mapped = rewrite.map.originalPosition(line: copyPosition.line, column: copyPosition.column)
                #expect(mapped == originalPosition, "round \(round): \(piece.text.debugDescription)")
            }
        }
        #expect(rewrittenFiles > 1000)
    }

    /// Line and byte column (from 1) of `index` in `text`.
    static func position(of index: String.Index, in text: String) -> (line: Int, column: Int) {
        let before = text.utf8[text.utf8.startIndex..<index]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart =
            before.lastIndex(of: UInt8(ascii: "\n")).map { text.utf8.index(after: $0) } ?? text.utf8.startIndex
        return (line, text.utf8.distance(from: lineStart, to: index) + 1)
    }
}
