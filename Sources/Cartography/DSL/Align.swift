// align: one attribute of several items made equal to the first item's.

/// Makes `first.attribute == item.attribute` for every other item (a star on the first item), sets the
/// views' `translatesAutoresizingMaskIntoConstraints` to false, and records the call's line.
private func align(
    _ attribute: LayoutAttribute, _ proxies: [any LayoutProxy], _ callSite: CallSite
) -> [LayoutConstraint] {
    guard let first = proxies.first else { return [] }
    for proxy in proxies {
        (proxy.item as? View)?.translatesAutoresizingMaskIntoConstraints = false
    }
    return proxies.dropFirst().map { proxy in
        makeConstraint(first.edge(attribute), .equal, proxy.edge(attribute), Coefficients(), callSite)
    }
}

private func fallback(_ proxies: [any LayoutProxy]) -> SourceLocation? { proxies.first?.context.location }

/// Aligns the tops of the items with the first one's.
@inline(never) @discardableResult
public func align(top first: any VerticalLayoutProxy, _ rest: any VerticalLayoutProxy...) -> [LayoutConstraint] {
    align(.top, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the tops of the items with the first one's.
@inline(never) @discardableResult
public func align(top items: [any VerticalLayoutProxy]) -> [LayoutConstraint] {
    align(.top, items, CallSite.capture(fallback: fallback(items)))
}
/// Aligns the bottoms of the items with the first one's.
@inline(never) @discardableResult
public func align(bottom first: any VerticalLayoutProxy, _ rest: any VerticalLayoutProxy...) -> [LayoutConstraint] {
    align(.bottom, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the bottoms of the items with the first one's.
@inline(never) @discardableResult
public func align(bottom items: [any VerticalLayoutProxy]) -> [LayoutConstraint] {
    align(.bottom, items, CallSite.capture(fallback: fallback(items)))
}
/// Aligns the left edges of the items with the first one's.
@inline(never) @discardableResult
public func align(left first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...) -> [LayoutConstraint] {
    align(.left, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the left edges of the items with the first one's.
@inline(never) @discardableResult
public func align(left items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    align(.left, items, CallSite.capture(fallback: fallback(items)))
}
/// Aligns the right edges of the items with the first one's.
@inline(never) @discardableResult
public func align(right first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...) -> [LayoutConstraint]
{
    align(.right, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the right edges of the items with the first one's.
@inline(never) @discardableResult
public func align(right items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    align(.right, items, CallSite.capture(fallback: fallback(items)))
}
/// Aligns the leading edges of the items with the first one's.
@inline(never) @discardableResult
public func align(
    leading first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...
)
    -> [LayoutConstraint]
{
    align(.leading, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the leading edges of the items with the first one's.
@inline(never) @discardableResult
public func align(leading items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    align(.leading, items, CallSite.capture(fallback: fallback(items)))
}
/// Aligns the trailing edges of the items with the first one's.
@inline(never) @discardableResult
public func align(
    trailing first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...
)
    -> [LayoutConstraint]
{
    align(.trailing, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the trailing edges of the items with the first one's.
@inline(never) @discardableResult
public func align(trailing items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    align(.trailing, items, CallSite.capture(fallback: fallback(items)))
}
/// Aligns the horizontal centers of the items with the first one's.
@inline(never) @discardableResult
public func align(
    centerX first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...
)
    -> [LayoutConstraint]
{
    align(.centerX, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the horizontal centers of the items with the first one's.
@inline(never) @discardableResult
public func align(centerX items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    align(.centerX, items, CallSite.capture(fallback: fallback(items)))
}
/// Aligns the vertical centers of the items with the first one's.
@inline(never) @discardableResult
public func align(
    centerY first: any PositioningLayoutProxy, _ rest: any PositioningLayoutProxy...
)
    -> [LayoutConstraint]
{
    align(.centerY, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the vertical centers of the items with the first one's.
@inline(never) @discardableResult
public func align(centerY items: [any PositioningLayoutProxy]) -> [LayoutConstraint] {
    align(.centerY, items, CallSite.capture(fallback: fallback(items)))
}
/// Aligns the (last) baselines of the views with the first one's.
@inline(never) @discardableResult
public func align(baseline first: ViewProxy, _ rest: ViewProxy...) -> [LayoutConstraint] {
    align(.lastBaseline, [first] + rest, CallSite.capture(fallback: first.context.location))
}
/// Aligns the (last) baselines of the views with the first one's.
@inline(never) @discardableResult
public func align(baseline items: [ViewProxy]) -> [LayoutConstraint] {
    align(.lastBaseline, items, CallSite.capture(fallback: fallback(items)))
}
