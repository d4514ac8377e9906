// Rewrites Xcode's `#Preview { … }` blocks, which Swift on Linux has no macro for, into preview providers.

import Foundation

/// A file's top-level `#Preview` blocks, found on its tokens, and the edits that make each a provider.
///
/// `#Preview("Login") { LoginViewController() }` at line 12 of `Login.swift` becomes, on the same lines,
/// `struct CartographyPreviewMacro_<hash>_12: Cartography.PreviewProvider { … [Cartography.PreviewMacro(file:
/// "Login.swift", line: 12).preview("Login") { LoginViewController() }] } }`: only `#Preview` is replaced
/// and the closing text added after the body's `}`, so the name, the body and everything after keep their
/// lines and columns. The type's name comes from the file's path and the line, so the scanner (which names
/// the providers for the entry point) and the rewrite agree, and blocks of different files never clash.
enum PreviewMacroRewrite {
    /// A `#Preview` block: where its `#` is, and the token index of the body's closing `}`.
    struct Block {
        var hash: SwiftToken
        var macroName: SwiftToken
        var closingBrace: SwiftToken
    }

    /// The blocks at the top level of the file (inside `#if` too), in order. A `#Preview` without a body
    /// closure is left alone, and the compiler reports it.
    static func blocks(_ tokens: [SwiftToken]) -> [Block] {
        var blocks: [Block] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if !token.isWord, token.text == "{" {
                depth += 1
            } else if !token.isWord, token.text == "}" {
                depth = max(depth - 1, 0)
            } else if depth == 0, !token.isWord, token.text == "#", index + 1 < tokens.count,
                tokens[index + 1].isWord, !tokens[index + 1].isEscaped, tokens[index + 1].text == "Preview",
                tokens[index + 1].offset == token.end, let body = bodyRange(tokens, after: index + 1)
            {
                blocks.append(Block(hash: token, macroName: tokens[index + 1], closingBrace: tokens[body.upperBound]))
                index = body.upperBound + 1
                continue
            }
            index += 1
        }
        return blocks
    }

    /// The token indices of the body closure's `{` and `}` after the macro's name: straight after it, or
    /// after its parenthesized arguments.
    static func bodyRange(_ tokens: [SwiftToken], after name: Int) -> ClosedRange<Int>? {
        var open = name + 1
        if open < tokens.count, tokens[open].text == "(", !tokens[open].isWord {
            guard let close = ObjectiveCRewrite.closingParenthesis(tokens, from: open) else { return nil }
            open = close + 1
        }
        guard open < tokens.count, tokens[open].text == "{", !tokens[open].isWord,
            let close = ObjectiveCRewrite.closing(tokens, from: open, opener: "{", closer: "}")
        else { return nil }
        return open...close
    }

    /// The providers the blocks of `file` become, for the entry point.
    static func providers(in source: String, file: String) -> [DeclaredProvider] {
        blocks(SwiftTokenizer.tokens(of: source)).map { block in
            DeclaredProvider(
                qualifiedName: typeName(file: file, line: block.hash.line), file: file, line: block.hash.line,
                column: block.hash.column, isFilePrivate: false)
        }
    }

    /// Two edits a block: `#Preview` becomes the provider's opening, and its closing follows the body.
    static func edits(_ tokens: [SwiftToken], file: String) -> [ObjectiveCRewrite.Edit] {
        let fileName = (file as NSString).lastPathComponent
        let group = (fileName as NSString).deletingPathExtension
        return blocks(tokens).flatMap { block -> [ObjectiveCRewrite.Edit] in
            let head = block.hash.offset..<block.macroName.end
            let opening =
                "struct \(typeName(file: file, line: block.hash.line)): Cartography.PreviewProvider { "
                + "static var groupName: String { \(ObjectiveCRewrite.quoted(group)) }; "
                + "@MainActor static var previews: [Cartography.Preview] { [Cartography.PreviewMacro(file: "
                + "\(ObjectiveCRewrite.quoted(fileName)), line: \(block.hash.line)).preview"
            let end = block.closingBrace.end
            return [
                ObjectiveCRewrite.Edit(range: head, pieces: [.replacing(head, with: opening)]),
                ObjectiveCRewrite.Edit(range: end..<end, pieces: [.replacing(end..<end, with: "] } }")]),
            ]
        }
    }

    /// The provider's type name: the line, and a hash of the file's path (FNV-1a, 32 bits) so that two files
    /// with blocks on the same line do not declare the same type.
    static func typeName(file: String, line: Int) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in file.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return "CartographyPreviewMacro_\(String(hash, radix: 16))_\(line)"
    }
}
