// ==, <= and >= between single properties, making layout constraints.

import Foundation

/// Makes, validates and records one constraint `lhs (relation) coefficients(rhs)`.
func makeConstraint(
    _ lhs: any Property, _ relation: LayoutRelation, _ rhs: (any Property)?, _ coefficients: Coefficients,
    _ callSite: CallSite
) -> LayoutConstraint {
    let constraint = LayoutConstraint(
        firstItem: lhs.item, firstAttribute: lhs.attribute, relation: relation, secondItem: rhs?.item,
        secondAttribute: rhs?.attribute ?? .notAnAttribute, multiplier: coefficients.multiplier,
        constant: coefficients.constant, priority: .required, callSite: callSite)
    // As Cartography: the view on the left-hand side gets its frame from constraints from now on.
    if let view = lhs.item as? View, constraint.error == nil {
        view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let context = lhs.context ?? rhs?.context {
        context.add(constraint)
    } else {
        constraint.activate()
    }
    return constraint
}

private func site(_ lhs: any Property, _ rhs: (any Property)?) -> SourceLocation? {
    lhs.context?.location ?? rhs?.context?.location
}

// Each operator captures its own call site (the line it is written on) directly: the capture skips
// exactly one frame, so these must not be inlined into one another.

/// `lhs == rhs`
@inline(never) @discardableResult
public func == <P: Property>(lhs: P, rhs: P) -> LayoutConstraint {
    makeConstraint(lhs, .equal, rhs, Coefficients(), CallSite.capture(fallback: site(lhs, rhs)))
}
/// `lhs == rhs * m + c`
@inline(never) @discardableResult
public func == <P: Property>(lhs: P, rhs: Expression<P>) -> LayoutConstraint {
    makeConstraint(lhs, .equal, rhs.value, rhs.coefficients[0], CallSite.capture(fallback: site(lhs, rhs.value)))
}
/// `lhs <= rhs`
@inline(never) @discardableResult
public func <= <P: Property>(lhs: P, rhs: P) -> LayoutConstraint {
    makeConstraint(lhs, .lessThanOrEqual, rhs, Coefficients(), CallSite.capture(fallback: site(lhs, rhs)))
}
/// `lhs <= rhs * m + c`
@inline(never) @discardableResult
public func <= <P: Property>(lhs: P, rhs: Expression<P>) -> LayoutConstraint {
    makeConstraint(
        lhs, .lessThanOrEqual, rhs.value, rhs.coefficients[0], CallSite.capture(fallback: site(lhs, rhs.value)))
}
/// `lhs >= rhs`
@inline(never) @discardableResult
public func >= <P: Property>(lhs: P, rhs: P) -> LayoutConstraint {
    makeConstraint(lhs, .greaterThanOrEqual, rhs, Coefficients(), CallSite.capture(fallback: site(lhs, rhs)))
}
/// `lhs >= rhs * m + c`
@inline(never) @discardableResult
public func >= <P: Property>(lhs: P, rhs: Expression<P>) -> LayoutConstraint {
    makeConstraint(
        lhs, .greaterThanOrEqual, rhs.value, rhs.coefficients[0], CallSite.capture(fallback: site(lhs, rhs.value)))
}

/// `width == 100`
@inline(never) @discardableResult
public func == (lhs: Dimension, rhs: CGFloat) -> LayoutConstraint {
    makeConstraint(lhs, .equal, nil, Coefficients(1, rhs), CallSite.capture(fallback: site(lhs, nil)))
}
/// `width <= 100`
@inline(never) @discardableResult
public func <= (lhs: Dimension, rhs: CGFloat) -> LayoutConstraint {
    makeConstraint(lhs, .lessThanOrEqual, nil, Coefficients(1, rhs), CallSite.capture(fallback: site(lhs, nil)))
}
/// `width >= 100`
@inline(never) @discardableResult
public func >= (lhs: Dimension, rhs: CGFloat) -> LayoutConstraint {
    makeConstraint(lhs, .greaterThanOrEqual, nil, Coefficients(1, rhs), CallSite.capture(fallback: site(lhs, nil)))
}
