// The ~ operator: priorities and labels on constraints.

import Cassowary

/// Attaches a priority or a label to a constraint: `view.width == 100 ~ .defaultHigh ~ "preferred width"`.
infix operator ~ : StrengthPrecedence

/// Sets the constraint's priority.
@discardableResult
public func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint {
    lhs.priority = rhs
    return lhs
}

/// Sets the constraint's priority (1...1000).
@discardableResult
public func ~ (lhs: LayoutConstraint, rhs: Float) -> LayoutConstraint {
    lhs ~ LayoutPriority(rhs)
}

/// Sets every constraint's priority.
@discardableResult
public func ~ (lhs: [LayoutConstraint], rhs: LayoutPriority) -> [LayoutConstraint] {
    for constraint in lhs { constraint.priority = rhs }
    return lhs
}

/// Sets every constraint's priority (1...1000).
@discardableResult
public func ~ (lhs: [LayoutConstraint], rhs: Float) -> [LayoutConstraint] {
    lhs ~ LayoutPriority(rhs)
}

/// Labels the constraint (its `identifier`), shown in descriptions and reports.
@discardableResult
public func ~ (lhs: LayoutConstraint, rhs: String) -> LayoutConstraint {
    lhs.identifier = rhs
    return lhs
}

/// Labels every constraint.
@discardableResult
public func ~ (lhs: [LayoutConstraint], rhs: String) -> [LayoutConstraint] {
    for constraint in lhs { constraint.identifier = rhs }
    return lhs
}

extension LayoutConstraint {
    /// Sets the identifier and returns the constraint: `(view.width == 100).labeled("preferred width")`.
    @discardableResult
    public func labeled(_ label: String) -> LayoutConstraint {
        identifier = label
        return self
    }
}
