// What `equalTo(_:)` and its relatives take: an item, an item's attributes, or a constant.

import Cartography
import Foundation

/// A target of `equalTo(_:)`, `lessThanOrEqualTo(_:)` and `greaterThanOrEqualTo(_:)`: a view or layout
/// guide (the same attributes of it), its attributes (`other.snp.bottom`), or a constant (a number, size,
/// point or insets, relative to the superview for positions).
public protocol ConstraintRelatableTarget {}

extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintRelatableTarget {}
extension DirectionalEdgeInsets: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}

/// What a target stands for: attributes of an item (none named: the same as the line's), or a constant.
enum RelationTarget {
    case item(ConstraintItem)
    case constant(any ConstraintConstantTarget)

    /// The target, or nil for a type SnapKit cannot relate to.
    init?(_ target: any ConstraintRelatableTarget) {
        switch target {
        case let item as ConstraintItem: self = .item(item)
        case let view as View: self = .item(ConstraintItem(target: view, attributes: .none))
        case let guide as LayoutGuide: self = .item(ConstraintItem(target: guide, attributes: .none))
        case let constant as any ConstraintConstantTarget: self = .constant(constant)
        default: return nil
        }
    }
}
