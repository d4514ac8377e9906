// The `constrain` entry points: any number of items, arrays, dictionaries, and clearing a group.

/// Makes constraints between items in a block, then activates them together.
///
/// ```swift
/// constrain(view, button) { view, button in
///     button.width == view.width / 2
///     button.centerX == view.centerX
///     button.bottom == view.bottom - 20
/// }
/// ```
/// Views on the left-hand side of a relation stop translating their frame into constraints. Pass a
/// group as `replace:` to replace the constraints it holds. Mistakes (unrelated axes, items without a
/// common ancestor…) are not crashes: they are reported with the line they were written on, through
/// `LayoutIssues` and in the group's `errors`, and the constraint is left out.
@discardableResult
public func constrain<each Item: LayoutItem>(
    _ item: repeat each Item, replace group: ConstraintGroup = ConstraintGroup(), fileID: String = #fileID,
    line: Int = #line, block: (repeat (each Item).ProxyType) -> Void
) -> ConstraintGroup {
    let context = Context(location: SourceLocation(file: fileID, line: line))
    block(repeat (each item).asProxy(context: context))
    group.replaceConstraints(context.constraints)
    return group
}

/// Makes constraints between the items of an array, in a block that receives their proxies in order.
@discardableResult
public func constrain<T: LayoutItem>(
    _ items: [T], replace group: ConstraintGroup = ConstraintGroup(), fileID: String = #fileID, line: Int = #line,
    block: ([T.ProxyType]) -> Void
) -> ConstraintGroup {
    let context = Context(location: SourceLocation(file: fileID, line: line))
    block(items.map { $0.asProxy(context: context) })
    group.replaceConstraints(context.constraints)
    return group
}

/// Makes constraints between the items of a dictionary, in a block that receives their proxies by key.
@discardableResult
public func constrain<Key: Hashable, T: LayoutItem>(
    _ items: [Key: T], replace group: ConstraintGroup = ConstraintGroup(), fileID: String = #fileID,
    line: Int = #line, block: ([Key: T.ProxyType]) -> Void
) -> ConstraintGroup {
    let context = Context(location: SourceLocation(file: fileID, line: line))
    block(items.mapValues { $0.asProxy(context: context) })
    group.replaceConstraints(context.constraints)
    return group
}

/// Deactivates every constraint of a group and empties it.
public func constrain(clear group: ConstraintGroup) {
    group.replaceConstraints([])
}
