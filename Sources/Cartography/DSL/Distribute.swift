// distribute: items in a chain, a fixed distance apart or of equal size.

import Foundation

/// Chains consecutive items: `relate(previous, next)` for each pair, after turning off the views'
/// `translatesAutoresizingMaskIntoConstraints`.
private func chain(
    _ proxies: [any LayoutProxy], _ relate: (any LayoutProxy, any LayoutProxy) -> LayoutConstraint
) -> [LayoutConstraint] {
    for proxy in proxies {
        (proxy.item as? View)?.translatesAutoresizingMaskIntoConstraints = false
    }
    guard proxies.count > 1 else { return [] }
    return (1..<proxies.count).map { relate(proxies[$0 - 1], proxies[$0]) }
}

private func spaced(
    _ proxies: [any PositioningLayoutProxy], by amount: CGFloat, _ from: LayoutAttribute, _ to: LayoutAttribute,
    _ callSite: CallSite
) -> [LayoutConstraint] {
    chain(proxies) { previous, next in
        makeConstraint(previous.edge(from), .equal, next.edge(to), Coefficients(1, -amount), callSite)
    }
}

/// Places items one after another along the layout direction, `amount` apart:
/// `previous.trailing == next.leading - amount`.
@inline(never) @discardableResult
public func distribute(
    by amount: CGFloat = 0, horizontally first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...
) -> [LayoutConstraint] {
    spaced([first] + rest, by: amount, .trailing, .leading, CallSite.capture(fallback: first.context.location))
}
/// Places items one after another along the layout direction, `amount` apart.
@inline(never) @discardableResult
public func distribute(by amount: CGFloat = 0, horizontally items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    spaced(items, by: amount, .trailing, .leading, CallSite.capture(fallback: items.first?.context.location))
}
/// Places items from left to right, `amount` apart: `previous.right == next.left - amount`.
@inline(never) @discardableResult
public func distribute(
    by amount: CGFloat = 0, leftToRight first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...
) -> [LayoutConstraint] {
    spaced([first] + rest, by: amount, .right, .left, CallSite.capture(fallback: first.context.location))
}
/// Places items from left to right, `amount` apart.
@inline(never) @discardableResult
public func distribute(by amount: CGFloat = 0, leftToRight items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    spaced(items, by: amount, .right, .left, CallSite.capture(fallback: items.first?.context.location))
}
/// Places items from top to bottom, `amount` apart: `previous.bottom == next.top - amount`.
@inline(never) @discardableResult
public func distribute(
    by amount: CGFloat = 0, vertically first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...
) -> [LayoutConstraint] {
    spaced([first] + rest, by: amount, .bottom, .top, CallSite.capture(fallback: first.context.location))
}
/// Places items from top to bottom, `amount` apart.
@inline(never) @discardableResult
public func distribute(by amount: CGFloat = 0, vertically items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    spaced(items, by: amount, .bottom, .top, CallSite.capture(fallback: items.first?.context.location))
}
/// Gives items equal widths: `previous.width == next.width`.
@inline(never) @discardableResult
public func distribute(
    equalWidth first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...
)
    -> [LayoutConstraint]
{
    let callSite = CallSite.capture(fallback: first.context.location)
    return chain([first] + rest) {
        makeConstraint($0.dimension(.width), .equal, $1.dimension(.width), Coefficients(), callSite)
    }
}
/// Gives items equal widths.
@inline(never) @discardableResult
public func distribute(equalWidth items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    let callSite = CallSite.capture(fallback: items.first?.context.location)
    return chain(items) { makeConstraint($0.dimension(.width), .equal, $1.dimension(.width), Coefficients(), callSite) }
}
/// Gives items equal heights: `previous.height == next.height`.
@inline(never) @discardableResult
public func distribute(
    equalHeight first: any VerticalLayoutProxy, _ rest: any VerticalLayoutProxy...
)
    -> [LayoutConstraint]
{
    let callSite = CallSite.capture(fallback: first.context.location)
    return chain([first] + rest) {
        makeConstraint($0.dimension(.height), .equal, $1.dimension(.height), Coefficients(), callSite)
    }
}
/// Gives items equal heights.
@inline(never) @discardableResult
public func distribute(equalHeight items: [any VerticalLayoutProxy]) -> [LayoutConstraint] {
    let callSite = CallSite.capture(fallback: items.first?.context.location)
    return chain(items) {
        makeConstraint($0.dimension(.height), .equal, $1.dimension(.height), Coefficients(), callSite)
    }
}
