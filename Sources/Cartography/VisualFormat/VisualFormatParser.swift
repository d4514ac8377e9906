// Reads tokens into a VisualFormatSyntax, following Apple's grammar of the Visual Format Language.

/// A recursive-descent parser over the grammar in Apple's *Auto Layout Guide*:
///
/// ```
/// format     = (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
/// orientation = 'H' | 'V'
/// view       = '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection = '' | '-' | '-' simplePredicate '-' | '-' '(' predicate (',' predicate)* ')' '-'
/// simplePredicate = metricName | number
/// predicate  = relation? ('-'? number | name) ('@' (number | name))?
/// ```
struct VisualFormatParser {
    private let format: String
    private let tokens: [VisualFormatToken]
    private var position = 0

    init(format: String) throws(VisualFormatError) {
        self.format = format
        tokens = try VisualFormatLexer.tokens(of: format)
    }

    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatSyntax {
        var parser = try VisualFormatParser(format: format)
        return try parser.parseFormat()
    }

    private var current: VisualFormatToken { tokens[position] }
    private var next: VisualFormatToken { tokens[min(position + 1, tokens.count - 1)] }

    private mutating func advance() { position = min(position + 1, tokens.count - 1) }

    private func error(_ reason: String, at token: VisualFormatToken? = nil) -> VisualFormatError {
        VisualFormatError(.syntax, reason, at: (token ?? current).offset, in: format)
    }

    private func isSymbol(_ symbol: Character, _ token: VisualFormatToken? = nil) -> Bool {
        (token ?? current).kind == .symbol(symbol)
    }

    /// What the current token is, for messages: `'['`, `the name "a"`, `the end of the format`.
    private var currentText: String {
        switch current.kind {
        case .name(let name): "the name \"\(name)\""
        case .number(let value): "the number \(formatConstant(value))"
        case .relation(let relation): "'\(relation)'"
        case .symbol(let symbol): "'\(symbol)'"
        case .end: "the end of the format"
        }
    }

    // MARK: The format

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormatSyntax {
        var orientation = VisualFormatSyntax.Orientation.horizontal
        if case .name(let name) = current.kind, name == "H" || name == "V", isSymbol(":", next) {
            orientation = name == "H" ? .horizontal : .vertical
            advance()
            advance()
        } else if case .name = current.kind, isSymbol(":", next) {
            throw error("the orientation must be 'H' or 'V'")
        }
        var syntax = VisualFormatSyntax(
            orientation: orientation, leadingSuperview: nil, leadingSuperviewOffset: 0, views: [], connections: [],
            trailingSuperview: nil, trailingSuperviewOffset: 0)
        if isSymbol("|") {
            syntax.leadingSuperviewOffset = current.offset
            advance()
            syntax.leadingSuperview = try parseConnection()
        }
        guard isSymbol("[") else {
            throw error(
                syntax.views.isEmpty && syntax.leadingSuperview == nil && current.kind == .end
                    ? "a format needs at least one view, such as [button]"
                    : "expected '[' to start a view, found \(currentText)")
        }
        syntax.views.append(try parseView())
        while true {
            let connectionStart = current
            let connection = try parseConnection()
            if isSymbol("[") {
                syntax.connections.append(connection)
                syntax.views.append(try parseView())
            } else if isSymbol("|") {
                syntax.trailingSuperview = connection
                syntax.trailingSuperviewOffset = current.offset
                advance()
                break
            } else if current.kind == .end {
                if case .flush = connection { break }
                throw error("a connection must be followed by a view or '|'", at: connectionStart)
            } else {
                throw error("expected a view, '-' or '|', found \(currentText)")
            }
        }
        guard current.kind == .end else {
            throw error(
                isSymbol("|")
                    ? "'|' may appear only at the start and the end of a format"
                    : "unexpected \(currentText) after the trailing '|'")
        }
        return syntax
    }

    // MARK: Views

    private mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.ViewElement {
        advance()  // '['
        guard case .name(let name) = current.kind else {
            throw error("expected a view name after '[', found \(currentText)")
        }
        let view = current
        advance()
        var predicates: [VisualFormatSyntax.Predicate] = []
        if isSymbol("(") {
            predicates = try parsePredicateList(allowsViews: true)
        }
        guard isSymbol("]") else {
            throw error("expected ']' to close the view \"\(name)\", found \(currentText)")
        }
        advance()
        return VisualFormatSyntax.ViewElement(name: name, nameOffset: view.offset, predicates: predicates)
    }

    // MARK: Connections

    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        guard isSymbol("-") else { return .flush }
        advance()
        if isSymbol("[") || isSymbol("|") { return .standard }
        let predicates: [VisualFormatSyntax.Predicate]
        switch current.kind {
        case .number(let value):
            predicates = [simplePredicate(.number(value))]
            advance()
        case .name(let name):
            predicates = [simplePredicate(.name(name))]
            advance()
        case .symbol("("):
            predicates = try parsePredicateList(allowsViews: false)
        case .symbol("-") where next.kind != .end && (isSymbol("[", next) || isSymbol("|", next)):
            throw error("'--' is not a spacing: write '-' for the standard space or '-N-' for N points")
        default:
            throw error("expected a spacing (a number, a metric or '(...)') after '-', found \(currentText)")
        }
        guard isSymbol("-") else {
            throw error("expected '-' after the spacing, found \(currentText)")
        }
        advance()
        return .predicates(predicates)
    }

    private func simplePredicate(_ value: VisualFormatSyntax.Value) -> VisualFormatSyntax.Predicate {
        VisualFormatSyntax.Predicate(
            relation: .equal, object: value, objectOffset: current.offset, priority: nil, priorityOffset: 0)
    }

    // MARK: Predicates

    /// `(predicate, predicate, ...)`, the current token being `(`.
    private mutating func parsePredicateList(
        allowsViews: Bool
    ) throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        advance()  // '('
        var predicates: [VisualFormatSyntax.Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowsViews: allowsViews))
            if isSymbol(",") {
                advance()
                continue
            }
            guard isSymbol(")") else {
                throw error("expected ',' or ')' after a predicate, found \(currentText)")
            }
            advance()
            return predicates
        }
    }

    private mutating func parsePredicate(allowsViews: Bool) throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        var relation = LayoutRelation.equal
        if case .relation(let written) = current.kind {
            relation = written
            advance()
        }
        let objectOffset = current.offset
        let object: VisualFormatSyntax.Value
        switch current.kind {
        case .number(let value):
            object = .number(value)
        case .symbol("-"):
            advance()
            guard case .number(let value) = current.kind else {
                throw error("expected a number after '-', found \(currentText)")
            }
            object = .number(-value)
        case .name(let name):
            object = .name(name)
        default:
            throw error(
                allowsViews
                    ? "expected a number, a metric or a view name, found \(currentText)"
                    : "expected a number or a metric, found \(currentText)")
        }
        advance()
        var predicate = VisualFormatSyntax.Predicate(
            relation: relation, object: object, objectOffset: objectOffset, priority: nil, priorityOffset: 0)
        if isSymbol("@") {
            advance()
            predicate.priorityOffset = current.offset
            switch current.kind {
            case .number(let value): predicate.priority = .number(value)
            case .name(let name): predicate.priority = .name(name)
            default: throw error("expected a priority (a number or a metric) after '@', found \(currentText)")
            }
            advance()
        }
        return predicate
    }
}
