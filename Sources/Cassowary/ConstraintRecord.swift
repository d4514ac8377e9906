// The solver's ordered registry of what it holds: constraints and edit variables.

/// One constraint the solver holds, in the order it was added.
struct ConstraintRecord {
    /// The user's constraint, or for an edit variable the solver's own `variable == constant`.
    var constraint: Constraint
    var markers: ConstraintMarkers
    /// The edit variable this record stands for, if any.
    var editVariable: Variable?
    /// The edit variable's current suggested value.
    var editConstant: Double = 0

    var isRequiredEquality: Bool {
        constraint.strength.isRequired && constraint.relation == .equal
    }

    /// The expression to give the tableau: an edit record's constant is its latest suggestion.
    var expression: LinearExpression {
        guard let variable = editVariable else { return constraint.expression }
        return LinearExpression(terms: [Term(variable)], constant: -editConstant)
    }
}

/// Counters of what a solver has done, for tests, benchmarks and diagnostics.
public struct SolverStatistics: Sendable, Equatable {
    /// Constraints added, edit constraints included.
    public var constraintsAdded = 0
    /// Constraints removed, edit constraints included.
    public var constraintsRemoved = 0
    /// Times the tableau was rebuilt from the constraint list: after removing required equalities, after a
    /// breakdown, and when its rounding bounds outgrew their limit (``historyRebuilds``).
    public var rebuilds = 0
    /// Calls to `suggestValue`.
    public var suggestions = 0
    /// Numerical breakdowns recovered from by rebuilding; should stay 0.
    public var recoveries = 0
    /// Times a removal's rounding residue broke a required constraint and a rebuild from the original
    /// constraints repaired it (each also counts in ``rebuilds``).
    public var residueRepairs = 0
    /// Times the values were refined from the constraints' own numbers because the tableau had computed
    /// with values far larger than any constraint forces, and a required constraint no longer held.
    public var refinements = 0
    /// Times the tableau was rebuilt because the rounding bound a coefficient carries had grown past
    /// a million times its size, long before it could hide a real term (each also counts in ``rebuilds``).
    public var historyRebuilds = 0
    /// Times every row, its value and the objective were solved afresh from the held constraints' own
    /// equations for the current basis, because a required constraint still did not hold after a refinement.
    public var basisSolves = 0
    /// Simplex pivots, in every step that makes them (adds, removals, suggestions, rebuilds); those of an
    /// operation that failed, and so left the solver as it was, are not counted.
    public var pivots = 0
    /// Constraints added through the artificial phase (phase one of the two-phase simplex): rows that
    /// no symbol could be solved for directly, nor by the dual simplex.
    public var artificialPhases = 0

    /// All counts at zero, as a new solver starts.
    public init() {}
}
