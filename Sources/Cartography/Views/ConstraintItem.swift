// What views, layout guides and layout supports share as items of constraints.

import Foundation

/// An object a layout constraint can relate: a view, a layout guide or a layout support.
///
/// Every item has a frame in the coordinate space of a *coordinate view* (a view's superview, a
/// guide's owning view) and a *hierarchy view*, where its chain of ancestors starts (a view itself,
/// a guide's owning view); constraints between two items are evaluated in the coordinate space of the
/// closest common ancestor of their hierarchy views, as in UIKit.
protocol ConstraintItem: AnyObject {
    /// The first view of the item's ancestor chain, nil if detached.
    var hierarchyView: View? { get }
    /// The item's name in messages.
    var debugName: String { get }
    /// Why `hierarchyView` is nil, for the error that leaves out a constraint naming the item.
    var detachedReason: String { get }
    /// The constraints that name the item.
    var referencingConstraintsList: ConstraintList { get }
    /// What constraints hold instead of the item, so as not to keep it alive.
    var handle: ItemHandle { get }
}

extension View: ConstraintItem {
    var hierarchyView: View? { self }
    // A view is always its own hierarchy view.
    var detachedReason: String { "" }
    var referencingConstraintsList: ConstraintList { referencingConstraints }
}

/// The closest view that is an ancestor of (or equal to) both views, or nil if they are in different trees.
func closestCommonAncestor(_ a: View, _ b: View) -> View? {
    if a === b { return a }
    if a.superview === b { return b }
    if b.superview === a { return a }
    var depthA = 0
    var depthB = 0
    var cursor: View? = a
    while let view = cursor {
        depthA += 1
        cursor = view.superview
    }
    cursor = b
    while let view = cursor {
        depthB += 1
        cursor = view.superview
    }
    var x: View? = a
    var y: View? = b
    while depthA > depthB {
        x = x?.superview
        depthA -= 1
    }
    while depthB > depthA {
        y = y?.superview
        depthB -= 1
    }
    while let left = x, let right = y {
        if left === right { return left }
        x = left.superview
        y = right.superview
    }
    return nil
}
