// A SnapKit constraint: the layout constraints one line made, activated, updated and removed together.

import Cartography
import Foundation

/// The constraints one line of a block made (`make.edges.equalToSuperview()` makes four), as a handle
/// to keep: `constraint.update(offset: 20)`, `constraint.deactivate()`. Each layout constraint carries
/// the line's file and line, and its label as identifier.
public final class Constraint {
    /// Where the line was written.
    public let location: SourceLocation
    /// The label given with `labeled(_:)`.
    public let label: String?
    /// The item the line constrains (its first item), held weakly.
    private weak var item: (any LayoutConstraintItem)?
    private var constant: any ConstraintConstantTarget
    private var priority: Float
    /// The layout constraints, one for each attribute of the line, in SnapKit's order.
    public let layoutConstraints: [LayoutConstraint]

    init(
        item: any LayoutConstraintItem, attributes: ConstraintAttributes, relation: LayoutRelation,
        target: RelationTarget, location: SourceLocation, label: String?, multiplier: CGFloat,
        constant: any ConstraintConstantTarget, priority: Float
    ) {
        self.item = item
        self.location = location
        self.label = label
        self.constant = constant
        self.priority = priority
        var made: [LayoutConstraint] = []
        let targetItem: ConstraintItem? = if case .item(let targetItem) = target { targetItem } else { nil }
        let targetAttributes = targetItem?.attributes ?? .none
        for attribute in attributes.layoutAttributes {
            let secondAttribute = attributes.targetAttribute(
                for: attribute, to: targetAttributes, hasItem: targetItem != nil)
            // Without a target item, positions are relative to the superview; sizes are absolute.
            let secondItem: AnyObject? =
                if let targetItem { targetItem.target } else { secondAttribute.isDimension ? nil : item.superview }
            if secondItem == nil && (targetItem != nil || !secondAttribute.isDimension) {
                let name = "\(item.debugName).\(attribute)"
                reportMisuse(
                    targetItem == nil
                        ? "\(name) is related to a constant, which for a position is an offset from the superview's "
                            + "\(secondAttribute), and \(item.debugName) has no superview (add it to a view first)"
                        : "\(name) is related to an item that is gone", at: location)
                continue
            }
            let layoutConstraint = LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute,
                multiplier: multiplier, constant: constant.constraintConstant(for: secondAttribute),
                fileID: location.path, line: location.line)
            layoutConstraint.identifier = label
            layoutConstraint.priority = LayoutPriority(priority)
            made.append(layoutConstraint)
        }
        layoutConstraints = made
    }

    /// A constraint with no layout constraints, for a line that could not make one (faulty, or unfinished).
    init(empty description: ConstraintDescription) {
        item = description.item
        location = description.location ?? SourceLocation(file: "", line: 0)
        label = description.label
        constant = description.constant
        priority = description.priority
        layoutConstraints = []
    }

    // MARK: Activation

    /// Whether any of its layout constraints takes part in layout.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates its layout constraints and counts it among its item's (`snp.constraints`).
    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
        if let item { ConstraintRegistry.shared.add(self, to: item) }
    }

    /// Deactivates its layout constraints and takes it from its item's.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        if let item { ConstraintRegistry.shared.remove(self, from: item) }
    }

    // MARK: Updates

    /// Sets the constant of every layout constraint to `offset`.
    @discardableResult
    public func update(offset: any ConstraintOffsetTarget) -> Constraint {
        update(constant: offset.constraintOffsetTargetValue)
    }

    /// Sets the constants to insets: +top, +left, −bottom, −right (a number insets every side).
    @discardableResult
    public func update(inset: any ConstraintInsetTarget) -> Constraint {
        update(constant: inset.constraintInsetTargetValue)
    }

    /// Sets the constants to directional insets: +top, +leading, −bottom, −trailing.
    @discardableResult
    public func update(inset: any ConstraintDirectionalInsetTarget) -> Constraint {
        update(constant: inset.constraintDirectionalInsetTargetValue)
    }

    /// Each layout constraint's constant for its target attribute (its own for a size against a number).
    private func update(constant: any ConstraintConstantTarget) -> Constraint {
        self.constant = constant
        for layoutConstraint in layoutConstraints {
            layoutConstraint.constant = constant.constraintConstant(for: layoutConstraint.constantAttribute)
        }
        return self
    }

    /// Sets the priority of every layout constraint.
    ///
    /// As in UIKit, an active constraint cannot move between required (1000) and optional: that change
    /// is reported and not made (SnapKit ignores it silently); deactivate first, or make it optional (999).
    @discardableResult
    public func update(priority: any ConstraintPriorityTarget) -> Constraint {
        let value = priority.constraintPriorityTargetValue
        let required = ConstraintPriority.required.value
        if isActive && (self.priority == required) != (value == required) {
            reportMisuse(
                "the priority of an active constraint cannot change between required and optional "
                    + "(from \(formatPriority(self.priority)) to \(formatPriority(value))): deactivate it first",
                at: location)
            return self
        }
        self.priority = value
        for layoutConstraint in layoutConstraints { layoutConstraint.priority = LayoutPriority(value) }
        return self
    }

    /// Sets the priority of every layout constraint to a named level.
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        update(priority: priority.value)
    }

}

extension LayoutConstraint {
    /// The constraint's name, as SnapKit's LayoutConstraint calls its identifier (`labeled(_:)` sets it).
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }

    /// The attribute a SnapKit constant is worked out for: the second, or the first when there is none.
    var constantAttribute: LayoutAttribute {
        secondAttribute == .notAnAttribute ? firstAttribute : secondAttribute
    }
}

/// `1000`, `750`, `250.5`.
func formatPriority(_ value: Float) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
}
