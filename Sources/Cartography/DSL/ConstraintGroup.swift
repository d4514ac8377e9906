// A group of constraints made by one `constrain` call, to activate, deactivate or replace together.

/// The constraints of a `constrain` call. Pass it as `replace:` to a later call to swap its constraints
/// for new ones, or toggle ``active``.
public final class ConstraintGroup {
    /// The group's constraints, in the order they were made.
    public private(set) var constraints: [LayoutConstraint] = []
    /// The problems found when the constraints were made or activated, with the lines they were written on.
    public private(set) var errors: [LayoutError] = []

    /// An empty group, to pass to `constrain(…, replace: group)` and fill there.
    public init() {}

    /// Whether every valid constraint of the group is active (true for an empty group). Setting it
    /// activates or deactivates them all.
    public var active: Bool {
        get { constraints.allSatisfy { $0.isActive || $0.error != nil } }
        set {
            for constraint in constraints { constraint.isActive = newValue }
        }
    }

    /// Deactivates the current constraints, then activates the new ones in order.
    func replaceConstraints(_ newConstraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
        constraints = newConstraints
        errors = []
        for constraint in newConstraints {
            if let error = constraint.activate() { errors.append(error) }
        }
    }
}
