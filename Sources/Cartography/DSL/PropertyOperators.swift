// Arithmetic on single properties and their expressions.

import Foundation

// Each operator is a small affine step. Unlike Cartography, `c - view.width` negates the property.

/// `property + c`
public func + <P: Property>(lhs: P, rhs: CGFloat) -> Expression<P> { Expression(lhs, [Coefficients(1, rhs)]) }
/// `c + property`
public func + <P: Property>(lhs: CGFloat, rhs: P) -> Expression<P> { Expression(rhs, [Coefficients(1, lhs)]) }
/// `property - c`
public func - <P: Property>(lhs: P, rhs: CGFloat) -> Expression<P> { Expression(lhs, [Coefficients(1, -rhs)]) }
/// `c - property`: the property is negated.
public func - <P: Property>(lhs: CGFloat, rhs: P) -> Expression<P> { Expression(rhs, [Coefficients(-1, lhs)]) }
/// `property * m`
public func * <P: Property>(lhs: P, rhs: CGFloat) -> Expression<P> { Expression(lhs, [Coefficients(rhs, 0)]) }
/// `m * property`
public func * <P: Property>(lhs: CGFloat, rhs: P) -> Expression<P> { Expression(rhs, [Coefficients(lhs, 0)]) }
/// `property / m`
public func / <P: Property>(lhs: P, rhs: CGFloat) -> Expression<P> { Expression(lhs, [Coefficients(1 / rhs, 0)]) }

/// `expression + c`
public func + <P: Property>(lhs: Expression<P>, rhs: CGFloat) -> Expression<P> { lhs.map { $0 + rhs } }
/// `c + expression`
public func + <P: Property>(lhs: CGFloat, rhs: Expression<P>) -> Expression<P> { rhs.map { $0 + lhs } }
/// `expression - c`
public func - <P: Property>(lhs: Expression<P>, rhs: CGFloat) -> Expression<P> { lhs.map { $0 + -rhs } }
/// `c - expression`: the expression is negated.
public func - <P: Property>(lhs: CGFloat, rhs: Expression<P>) -> Expression<P> { rhs.map { $0 * -1 + lhs } }
/// `expression * m`: multiplier and constant are both scaled.
public func * <P: Property>(lhs: Expression<P>, rhs: CGFloat) -> Expression<P> { lhs.map { $0 * rhs } }
/// `m * expression`
public func * <P: Property>(lhs: CGFloat, rhs: Expression<P>) -> Expression<P> { rhs.map { $0 * lhs } }
/// `expression / m`
public func / <P: Property>(lhs: Expression<P>, rhs: CGFloat) -> Expression<P> { lhs.map { $0 * (1 / rhs) } }
