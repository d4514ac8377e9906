// Linear expressions over variables: the left-hand side of every constraint.

/// A variable multiplied by a constant coefficient.
public struct Term: CustomStringConvertible {
    /// The variable.
    public let variable: Variable
    /// The constant it is multiplied by.
    public let coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as it would be written, for example `2 * width`.
    public var description: String {
        if coefficient == 1 { return variable.description }
        return "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// A sum of terms plus a constant: `c₀ + Σ cᵢ·vᵢ`.
///
/// Build expressions with the arithmetic operators on ``Variable``, `LinearExpression` and `Double`:
/// `(left + right) / 2 + 10`. A variable may appear in several terms; the solver adds them up.
public struct LinearExpression: CustomStringConvertible {
    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers (no NaN, no infinity).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression with the terms of each variable added up and zero terms dropped,
    /// keeping the order in which variables first appear.
    public func simplified() -> LinearExpression {
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: (Variable, Double)] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let existing = sums[key] {
                sums[key] = (existing.0, existing.1 + term.coefficient)
            } else {
                order.append(key)
                sums[key] = (term.variable, term.coefficient)
            }
        }
        let merged = order.compactMap { key -> Term? in
            let (variable, coefficient) = sums[key]!
            return coefficient == 0 ? nil : Term(variable, coefficient: coefficient)
        }
        return LinearExpression(terms: merged, constant: constant)
    }

    /// The value of the expression with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The expression as it would be written, for example `left + 0.5 * width - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let body = magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-\(body)" : body
            } else {
                text += term.coefficient < 0 ? " - \(body)" : " + \(body)"
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + \(formatNumber(constant))" }
        if constant < 0 { text += " - \(formatNumber(-constant))" }
        return text
    }
}

/// Formats a number without a trailing `.0` for whole values, as a person would write it.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
