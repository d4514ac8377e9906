// `make` in `snp.makeConstraints { make in … }`, and the one preparation step that make, remake, update and
// prepare share.

import Cartography

/// What a constraints block receives: each attribute name (`make.top`, `make.edges`) starts a line.
public final class ConstraintMaker: ConstraintAttributesNaming {
    /// The view or layout guide the block constrains.
    public let item: any LayoutConstraintItem
    private var descriptions: [ConstraintDescription] = []

    init(item: any LayoutConstraintItem) {
        self.item = item
        item.prepare()
    }

    /// Starts a line naming `attributes`.
    public func named(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    // MARK: The one preparation step

    /// Runs the block and returns the constraints of its finished lines, inactive.
    static func prepareConstraints(item: any LayoutConstraintItem, closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.compactMap(\.constraint)
    }

    static func makeConstraints(item: any LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(item: item, closure: closure) { constraint.activate() }
    }

    static func remakeConstraints(item: any LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    /// Changes the constants of the item's constraints that the block's lines match (same attributes,
    /// relation, items, multiplier and priority); makes them if the item has none yet, as SnapKit does.
    static func updateConstraints(item: any LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        let existing = ConstraintRegistry.shared.constraints(of: item).flatMap(\.layoutConstraints)
        guard !existing.isEmpty else { return makeConstraints(item: item, closure: closure) }
        for constraint in prepareConstraints(item: item, closure: closure) {
            for update in constraint.layoutConstraints {
                guard let match = existing.first(where: { $0.isMatch(for: update) }) else {
                    reportMisuse(
                        "updateConstraints found no constraint \(update.equationDescription) to update: an update "
                            + "changes only the constant of a constraint made before with the same attributes, "
                            + "relation, items, multiplier and priority (use remakeConstraints to change the rest)",
                        at: constraint.location)
                    continue
                }
                match.constant = update.constant
            }
        }
    }

    static func removeConstraints(item: any LayoutConstraintItem) {
        for constraint in ConstraintRegistry.shared.constraints(of: item) { constraint.deactivate() }
    }
}

extension LayoutConstraint {
    /// Whether an update's constraint stands for this one, as SnapKit compares them: all but the constant.
    func isMatch(for update: LayoutConstraint) -> Bool {
        firstAttribute == update.firstAttribute && secondAttribute == update.secondAttribute
            && relation == update.relation && priority == update.priority && multiplier == update.multiplier
            && firstItem === update.firstItem && secondItem === update.secondItem
    }
}
