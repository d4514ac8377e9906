// Constraints a container owns and keeps in step with what it wants, changing only what differs.

import Foundation

/// One constraint a container wants, under a key that names its role and items (`spacing a→b`).
struct ConstraintSpec {
    let key: String
    let first: AnyObject
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: AnyObject?
    let secondAttribute: LayoutAttribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: LayoutPriority = .required
    /// UIKit's name for the role, shown in reports: `UISV-spacing`.
    let identifier: String

    /// Whether `constraint` is this spec but for its constant and priority, which change live.
    func hasShape(of constraint: LayoutConstraint) -> Bool {
        constraint.firstItem === first && constraint.firstAttribute == firstAttribute
            && constraint.relation == relation && constraint.secondItem === second
            && constraint.secondAttribute == (second == nil ? .notAnAttribute : secondAttribute)
            && constraint.multiplier == multiplier && constraint.identifier == identifier
    }
}

/// The active constraints of a container, by key. ``apply(_:)`` makes the set equal to the specs: a
/// spec whose constraint exists with the same shape only updates its constant and priority (a live
/// change, no rebuild); new keys are activated, keys no longer wanted are deactivated. So adding a
/// view to a stack touches only the constraints around it, and changing the spacing only constants.
final class ManagedConstraints {
    private(set) var byKey: [String: LayoutConstraint] = [:]
    /// Counters for tests: how many constraints were made and retired since the set was created.
    private(set) var made = 0
    private(set) var retired = 0

    /// The active constraints, sorted by key for stable reports.
    var constraints: [LayoutConstraint] { byKey.keys.sorted().compactMap { byKey[$0] } }

    func apply(_ specs: [ConstraintSpec]) {
        var wanted = Set<String>()
        for spec in specs {
            wanted.insert(spec.key)
            if let existing = byKey[spec.key], existing.isActive, spec.hasShape(of: existing) {
                if existing.constant != spec.constant { existing.constant = spec.constant }
                if existing.priority != spec.priority { existing.priority = spec.priority }
                continue
            }
            if let replaced = byKey[spec.key] {
                replaced.isActive = false
                retired += 1
            }
            let constraint = LayoutConstraint(
                firstItem: spec.first, firstAttribute: spec.firstAttribute, relation: spec.relation,
                secondItem: spec.second, secondAttribute: spec.secondAttribute, multiplier: spec.multiplier,
                constant: spec.constant, priority: spec.priority, callSite: .none)
            constraint.identifier = spec.identifier
            constraint.isActive = true
            byKey[spec.key] = constraint
            made += 1
        }
        for (key, constraint) in byKey where !wanted.contains(key) {
            constraint.isActive = false
            byKey[key] = nil
            retired += 1
        }
    }
}
