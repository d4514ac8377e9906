// Arithmetic on variables, expressions and constants, building linear expressions.

extension LinearExpression {
    func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms: terms + other.terms, constant: constant + other.constant)
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }
}

// MARK: Sums

/// The sum of two expressions.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
/// The sum of an expression and a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
/// The sum of a variable and an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
/// An expression plus a constant.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}
/// A constant plus an expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }

// MARK: Differences

/// The negated expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
/// The negated variable.
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression(operand).scaled(by: -1) }
/// The difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs.scaled(by: -1)) }
/// An expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs.adding(LinearExpression(rhs).scaled(by: -1))
}
/// A variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs).adding(rhs.scaled(by: -1))
}
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs).adding(LinearExpression(rhs).scaled(by: -1))
}
/// An expression minus a constant.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// A constant minus an expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: -1) + lhs }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + -rhs }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs).scaled(by: -1) + lhs }

// MARK: Scaling

/// An expression multiplied by a constant.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// A constant multiplied by an expression.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
/// A variable multiplied by a constant.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs).scaled(by: rhs) }
/// A constant multiplied by a variable.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs).scaled(by: lhs) }
/// An expression divided by a constant. Division by zero yields infinite coefficients,
/// which ``Solver/add(_:)-(Constraint)`` rejects with ``SolverError/nonFiniteConstraint(_:)``.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
/// A variable divided by a constant.
public func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs).scaled(by: 1 / rhs) }
