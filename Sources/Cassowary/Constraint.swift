// A linear relation between expressions, with a strength.

/// How the two sides of a constraint compare.
public enum Relation: Sendable, CustomStringConvertible {
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs == rhs`
    case equal
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// The operator as written: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression (relation) 0` with a strength, made with `==`, `<=` or `>=`.
///
/// Constraints have identity: the solver adds and removes this very object.
/// ```swift
/// let c = x + width <= 400 ~ .strong
/// try solver.add(c)
/// try solver.remove(c)
/// ```
public final class Constraint: CustomStringConvertible {
    /// The left-hand side minus the right-hand side; the constraint says `expression (relation) 0`.
    public let expression: LinearExpression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How strongly the solver tries to satisfy it.
    public let strength: Strength
    /// A description for messages (for example the source line a layout constraint came from);
    /// when absent, messages show the expression.
    public let label: String?

    /// Where this constraint sits in the registry of the solver that first added it.
    @exclusivity(unchecked) var registeredSolver: UInt64 = 0
    @exclusivity(unchecked) var registeredIndex: Int32 = -1
    /// The last batch this constraint was part of, to find duplicates within a batch without hashing.
    @exclusivity(unchecked) var batchStamp: UInt64 = 0

    /// Creates `expression (relation) 0` with a strength and an optional label.
    public init(
        _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, label: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// The same constraint with a label for messages.
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// The label if there is one, else the relation as an equation, followed by a non-required strength:
    /// `x + width <= 400 (strong)`.
    public var description: String {
        let body = label ?? equationDescription
        return strength.isRequired ? body : "\(body) (\(strength))"
    }

    /// The relation written with the constant on the right: `x + width <= 400`.
    public var equationDescription: String {
        let lhs = LinearExpression(terms: expression.terms, constant: 0).description
        return "\(lhs) \(relation) \(formatNumber(expression.constant == 0 ? 0 : -expression.constant))"
    }
}
