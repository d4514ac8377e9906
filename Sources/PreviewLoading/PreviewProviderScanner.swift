// Finds the types a Swift file declares as preview providers, from its text alone.

/// A type that a file declares (or extends) to conform to `PreviewProvider`.
public struct DeclaredProvider: Equatable, Sendable {
    /// The name to write in another file of the same module: nested types are qualified (`Outer.X_Previews`).
    public var qualifiedName: String
    /// The file, as given to the scanner.
    public var file: String
    /// Where the declaration's keyword is, from 1.
    public var line: Int
    public var column: Int
    /// Whether the type is `private` or `fileprivate` (or inside such a type): code generated in another file
    /// cannot name it.
    public var isFilePrivate: Bool
}

/// Scans Swift source for `struct`, `class`, `enum`, `actor` and `extension` declarations whose inheritance
/// list names `PreviewProvider`, without compiling it.
///
/// Comments and string literals are skipped. Types declared inside functions or closures are left out (no
/// other file can name them), and so are generic types (their parameters are unknown). `#if` branches are not
/// evaluated: a provider in an inactive branch is still found, and the compiler then names it.
public enum PreviewProviderScanner {
    /// The providers declared in `source`, in the order they appear.
    public static func providers(in source: String, file: String) -> [DeclaredProvider] {
        var scanner = Scan(tokens: SwiftTokenizer.tokens(of: source), file: file)
        scanner.run()
        return scanner.found
    }

    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    static let filePrivateModifiers: Set<String> = ["private", "fileprivate"]
    /// Words that follow `class` when it is a modifier (`class func`), not a declaration.
    static let wordsAfterClassModifier: Set<String> = [
        "func", "var", "let", "subscript", "init", "override", "final", "static", "required", "convenience",
        "public", "internal", "private", "fileprivate", "open", "package", "nonisolated",
    ]
}

/// One pass over a file's tokens, tracking the braces of the types around each declaration.
private struct Scan {
    /// What a `{` opened: a type's body (with its name) or anything else (a function, closure, accessor, …).
    struct Scope {
        var typeName: String?
        var isFilePrivate: Bool
        /// Whether types declared inside cannot be named from another file: the scope is, or is inside, a
        /// function body or a generic type.
        var isLocal: Bool
    }

    let tokens: [SwiftToken]
    let file: String
    var index = 0
    var scopes: [Scope] = []
    var found: [DeclaredProvider] = []

    init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            if !token.isWord {
                if token.text == "{" {
                    let enclosing = scopes.last
                    scopes.append(
                        Scope(
                            typeName: nil, isFilePrivate: enclosing?.isFilePrivate ?? false,
                            isLocal: enclosing.map { $0.isLocal || $0.typeName == nil } ?? false))
                } else if token.text == "}" {
                    _ = scopes.popLast()
                }
                index += 1
            } else if !token.isEscaped, PreviewProviderScanner.declarationKeywords.contains(token.text),
                isDeclarationKeyword(at: index)
            {
                declaration()
            } else {
                index += 1
            }
        }
    }

    private func isDeclarationKeyword(at position: Int) -> Bool {
        guard position + 1 < tokens.count, tokens[position + 1].isWord else { return false }
        if position > 0, tokens[position - 1].text == "." { return false }  // `.class`, `Foo.enum`
        if tokens[position].text == "class" {
            let next = tokens[position + 1]
            return next.isEscaped || !PreviewProviderScanner.wordsAfterClassModifier.contains(next.text)
        }
        return true
    }

    /// Reads `keyword Name[.Name…][<…>] [: inheritance] [where …] {` and opens the body's scope.
    private mutating func declaration() {
        let keyword = tokens[index]
        let isFilePrivate = hasFilePrivateModifier(before: index)
        index += 1
        var name = tokens[index].text
        index += 1
        while index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].isWord {
            name += "." + tokens[index + 1].text
            index += 2
        }
        var isGeneric = false
        if index < tokens.count, tokens[index].text == "<" {
            isGeneric = true
            skipGenericParameters()
        }
        var conforms = false
        while index < tokens.count, tokens[index].text != "{", tokens[index].text != "}" {
            if tokens[index].isWord && tokens[index].text == "PreviewProvider" { conforms = true }
            // The inheritance list ends at `where`; requirements can name PreviewProvider without conforming.
            if tokens[index].isWord && tokens[index].text == "where" {
                while index < tokens.count, tokens[index].text != "{", tokens[index].text != "}" { index += 1 }
                break
            }
            index += 1
        }
        guard index < tokens.count, tokens[index].text == "{" else { return }
        let enclosing = scopes.last
        let isLocal = enclosing.map { $0.isLocal || $0.typeName == nil } ?? false
        let qualified = (scopes.compactMap(\.typeName) + [name]).joined(separator: ".")
        let privateHere = isFilePrivate || (enclosing?.isFilePrivate ?? false)
        if conforms, keyword.text != "protocol", !isLocal, !isGeneric,
            !found.contains(where: { $0.qualifiedName == qualified })
        {
            found.append(
                DeclaredProvider(
                    qualifiedName: qualified, file: file, line: keyword.line, column: keyword.column,
                    isFilePrivate: privateHere))
        }
        // An extension's name is already qualified from the top level (`extension Outer.Inner`), where
        // extensions must be; types nested in either are named through it.
        scopes.append(Scope(typeName: name, isFilePrivate: privateHere, isLocal: isLocal || isGeneric))
        index += 1
    }

    private func hasFilePrivateModifier(before position: Int) -> Bool {
        var cursor = position - 1
        while cursor >= 0, tokens[cursor].isWord, !tokens[cursor].isEscaped {
            let word = tokens[cursor].text
            if PreviewProviderScanner.filePrivateModifiers.contains(word) { return true }
            guard ["public", "internal", "open", "package", "final", "indirect", "nonisolated"].contains(word) else {
                return false
            }
            cursor -= 1
        }
        return false
    }

    private mutating func skipGenericParameters() {
        var depth = 0
        while index < tokens.count {
            if tokens[index].text == "<" { depth += 1 }
            if tokens[index].text == ">" { depth -= 1 }
            index += 1
            if depth == 0 { return }
        }
    }
}
