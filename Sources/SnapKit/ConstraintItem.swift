// An item's attributes as a target: `view.snp.top`, `guide.snp.edges`.

import Cartography

/// Attributes of a view, guide or layout support, as the target of `equalTo(_:)` and its relatives:
/// `make.top.equalTo(header.snp.bottom)`. Holds its item weakly, as SnapKit does.
public final class ConstraintItem {
    /// The item, nil once it is gone.
    weak var target: AnyObject?
    let attributes: ConstraintAttributes

    init(target: AnyObject?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }
}

/// Whether two targets name the same attributes of the same live item.
public func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
    if lhs === rhs { return true }
    guard let left = lhs.target, let right = rhs.target else { return false }
    return left === right && lhs.attributes == rhs.attributes
}
