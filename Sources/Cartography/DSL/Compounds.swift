// Compound properties: several attributes related at once (edges, size, center).

import Foundation

/// Several properties of one item, related pairwise with another compound of the same shape.
public protocol Compound {
    /// The kind of property the compound is made of: ``Edge`` or ``Dimension``.
    associatedtype Element: Property
    /// The properties, in the order they are related pairwise.
    var properties: [Element] { get }
}

/// Edges of an item: `edges` (top, leading, bottom, trailing), `horizontalEdges`, `verticalEdges`,
/// `edgesWithinMargins`.
public struct Edges: Compound {
    /// The edges, in the order they are related pairwise.
    public let properties: [Edge]
    init(_ properties: [Edge]) { self.properties = properties }
}

/// Width and height of an item.
public struct Size: Compound {
    /// Width, then height.
    public let properties: [Dimension]
    init(_ properties: [Dimension]) { self.properties = properties }
}

/// The center (centerX, centerY) of an item.
public struct Point: Compound {
    /// centerX, then centerY.
    public let properties: [Edge]
    init(_ properties: [Edge]) { self.properties = properties }
}

/// Relates two compounds attribute by attribute, one constraint per pair.
func makeConstraints<C: Compound>(
    _ lhs: C, _ relation: LayoutRelation, _ rhs: C, _ coefficients: [Coefficients], _ callSite: CallSite
) -> [LayoutConstraint] {
    let count = min(lhs.properties.count, rhs.properties.count)
    return (0..<count).map { index in
        makeConstraint(lhs.properties[index], relation, rhs.properties[index], coefficients[index], callSite)
    }
}

private func site<C: Compound>(_ lhs: C, _ rhs: C) -> SourceLocation? {
    lhs.properties.first?.context?.location ?? rhs.properties.first?.context?.location
}

private func identity(_ count: Int) -> [Coefficients] { Array(repeating: Coefficients(), count: count) }

/// `lhs == rhs`, attribute by attribute.
@inline(never) @discardableResult
public func == <C: Compound>(lhs: C, rhs: C) -> [LayoutConstraint] {
    makeConstraints(lhs, .equal, rhs, identity(rhs.properties.count), CallSite.capture(fallback: site(lhs, rhs)))
}
/// `lhs == expression`, attribute by attribute.
@inline(never) @discardableResult
public func == <C: Compound>(lhs: C, rhs: Expression<C>) -> [LayoutConstraint] {
    makeConstraints(lhs, .equal, rhs.value, rhs.coefficients, CallSite.capture(fallback: site(lhs, rhs.value)))
}
/// `lhs <= rhs`, attribute by attribute (every attribute, so `edges <= other.edges` is not containment).
@inline(never) @discardableResult
public func <= <C: Compound>(lhs: C, rhs: C) -> [LayoutConstraint] {
    makeConstraints(
        lhs, .lessThanOrEqual, rhs, identity(rhs.properties.count), CallSite.capture(fallback: site(lhs, rhs)))
}
/// `lhs <= expression`, attribute by attribute.
@inline(never) @discardableResult
public func <= <C: Compound>(lhs: C, rhs: Expression<C>) -> [LayoutConstraint] {
    makeConstraints(
        lhs, .lessThanOrEqual, rhs.value, rhs.coefficients, CallSite.capture(fallback: site(lhs, rhs.value)))
}
/// `lhs >= rhs`, attribute by attribute.
@inline(never) @discardableResult
public func >= <C: Compound>(lhs: C, rhs: C) -> [LayoutConstraint] {
    makeConstraints(
        lhs, .greaterThanOrEqual, rhs, identity(rhs.properties.count), CallSite.capture(fallback: site(lhs, rhs)))
}
/// `lhs >= expression`, attribute by attribute.
@inline(never) @discardableResult
public func >= <C: Compound>(lhs: C, rhs: Expression<C>) -> [LayoutConstraint] {
    makeConstraints(
        lhs, .greaterThanOrEqual, rhs.value, rhs.coefficients, CallSite.capture(fallback: site(lhs, rhs.value)))
}

/// `size * m`
public func * (lhs: Size, rhs: CGFloat) -> Expression<Size> {
    Expression(lhs, Array(repeating: Coefficients(rhs, 0), count: lhs.properties.count))
}
/// `m * size`
public func * (lhs: CGFloat, rhs: Size) -> Expression<Size> { rhs * lhs }
/// `size / m`
public func / (lhs: Size, rhs: CGFloat) -> Expression<Size> { lhs * (1 / rhs) }
/// `expression * m`
public func * (lhs: Expression<Size>, rhs: CGFloat) -> Expression<Size> { lhs.map { $0 * rhs } }
/// `expression / m`
public func / (lhs: Expression<Size>, rhs: CGFloat) -> Expression<Size> { lhs.map { $0 * (1 / rhs) } }
