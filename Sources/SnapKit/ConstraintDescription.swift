// One line of a `makeConstraints` block as it is written, turned into a constraint when it is finished.

import Cartography
import Foundation

/// What one line (`make.top.left.equalTo(header).offset(8).priority(.high)`) has said so far. The makers
/// of the chain write into it; its constraint is made the first time it is asked for.
final class ConstraintDescription {
    let item: any LayoutConstraintItem
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var target: RelationTarget?
    var location: SourceLocation?
    var label: String?
    var multiplier: CGFloat = 1
    var constant: any ConstraintConstantTarget = 0
    var priority: Float = 1000
    /// Set when the line was found faulty (and reported): it makes no constraint.
    var isFaulty = false

    init(item: any LayoutConstraintItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// The line's constraint, or nil for a line with no relation (`make.top` alone) or a faulty one.
    private(set) lazy var constraint: Constraint? = {
        guard !isFaulty, let relation, let target, let location else { return nil }
        return Constraint(
            item: item, attributes: attributes, relation: relation, target: target, location: location,
            label: label, multiplier: multiplier, constant: constant, priority: priority)
    }()
}
