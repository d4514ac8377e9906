// The relations ==, <= and >= between variables, expressions and constants.

func makeConstraint(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, relation)
}

/// `lhs == rhs`, required.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { makeConstraint(lhs, .equal, rhs) }
/// `lhs == rhs`, required.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
    makeConstraint(lhs, .equal, LinearExpression(rhs))
}
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
    makeConstraint(LinearExpression(lhs), .equal, rhs)
}
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    makeConstraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}
/// `lhs == rhs`, required.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { makeConstraint(lhs, .equal, LinearExpression(rhs)) }
/// `lhs == rhs`, required.
public func == (lhs: Double, rhs: LinearExpression) -> Constraint { makeConstraint(LinearExpression(lhs), .equal, rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    makeConstraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}
/// `lhs == rhs`, required.
public func == (lhs: Double, rhs: Variable) -> Constraint {
    makeConstraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}

/// `lhs <= rhs`, required.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    makeConstraint(lhs, .lessThanOrEqual, rhs)
}
/// `lhs <= rhs`, required.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    makeConstraint(lhs, .lessThanOrEqual, LinearExpression(rhs))
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    makeConstraint(LinearExpression(lhs), .lessThanOrEqual, rhs)
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    makeConstraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
/// `lhs <= rhs`, required.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    makeConstraint(lhs, .lessThanOrEqual, LinearExpression(rhs))
}
/// `lhs <= rhs`, required.
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    makeConstraint(LinearExpression(lhs), .lessThanOrEqual, rhs)
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    makeConstraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
/// `lhs <= rhs`, required.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    makeConstraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}

/// `lhs >= rhs`, required.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    makeConstraint(lhs, .greaterThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    makeConstraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    makeConstraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    makeConstraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
/// `lhs >= rhs`, required.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    makeConstraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
}
/// `lhs >= rhs`, required.
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    makeConstraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    makeConstraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
/// `lhs >= rhs`, required.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    makeConstraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
