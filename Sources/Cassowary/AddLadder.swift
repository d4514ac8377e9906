// The one add path: every add climbs the same ladder of attempts, each a policy, in one transaction.

/// What the ladder adds: a constraint's expression, relation and strength.
struct AddRequest {
    var expression: LinearExpression
    var relation: Relation
    var strength: Strength

    init(_ constraint: Constraint) {
        self.init(constraint.expression, constraint.relation, constraint.strength)
    }

    init(_ expression: LinearExpression, _ relation: Relation, _ strength: Strength) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}

/// The rungs of the add ladder, in order. Each is a policy, reached from the rung before by one outcome.
///
/// | Rung | Policy | Reached when the rung before answered |
/// |---|---|---|
/// | `dualInsertion` | `AddPolicy.dualInsertion` | (every add starts here) |
/// | `artificialPhase` | `AddPolicy.artificialPhase` | `needsArtificialPhase`: the dual insertion gave up |
/// | `artificialPhaseOnRefinedValues` | `AddPolicy.artificialPhase`, after refining the values held | `unsatisfiable` |
///
/// A required constraint is refused only from the last rung, or when refining moved nothing: it is judged
/// against values at their own precision, not carrying the rounding of larger numbers they came from.
enum AddRung {
    case dualInsertion
    case artificialPhase
    case artificialPhaseOnRefinedValues

    /// The rung's policy, with residuals allowed `leniency` times their usual size.
    func policy(leniency: Double) -> AddPolicy {
        AddPolicy(usesDualInsertion: self == .dualInsertion, residualLeniency: leniency)
    }

    /// The rung an add climbs to after this one answered `outcome`; nil if the answer is final.
    func next(after outcome: AddOutcome) -> AddRung? {
        switch (self, outcome) {
        case (.dualInsertion, .needsArtificialPhase): .artificialPhase
        case (.dualInsertion, .unsatisfiable), (.artificialPhase, .unsatisfiable): .artificialPhaseOnRefinedValues
        default: nil
        }
    }
}

/// How a climb of the add ladder ended.
enum AddLadderResult {
    /// Every request was added; `refined` if the values were refined on the way.
    case added(refined: Bool)
    /// The request at `position` cannot hold with the constraints held and the requests before it.
    case refused(position: Int)
}

extension Solver {
    /// Adds `count` requests to the tableau inside the open transaction, climbing the add ladder (see
    /// `AddRung`): a rung that is climbed starts every request over, on a rolled-back tableau, with its policy.
    /// `added(position, markers)` is called for each request added, again from position 0 after a climb.
    /// Refining uses `held`, the records the tableau holds (the solver's, or a rebuild's so far). On
    /// `.refused` the transaction is still open, for the caller to roll back.
    @inline(__always)
    func climbAddLadder(
        _ count: Int, _ request: (Int) -> AddRequest, held: [ConstraintRecord?]? = nil, leniency: Double = 1,
        added: (Int, ConstraintMarkers) -> Void
    ) throws(InternalFailure) -> AddLadderResult {
        var rung = AddRung.dualInsertion
        var position = 0
        while position < count {
            let item = request(position)
            let policy = rung.policy(leniency: leniency)
            let outcome = try tableau.add(item.expression, item.relation, item.strength, policy)
            if case .added(let markers) = outcome {
                added(position, markers)
                position += 1
                continue
            }
            guard let next = rung.next(after: outcome) else { return .refused(position: position) }
            if next == .artificialPhaseOnRefinedValues {
                guard recover(at: .beforeRetryingRefused(held: held ?? records)) else {
                    return .refused(position: position)
                }
            } else {
                tableau.rollbackTransaction()
                tableau.beginTransaction()
            }
            rung = next
            position = 0
        }
        return .added(refined: rung == .artificialPhaseOnRefinedValues)
    }

    /// The one add path of the solver's public adds: `count` requests in one transaction, up the add ladder
    /// (`climbAddLadder`), then optimised and checked to stay bounded; committed, or rolled back whole
    /// (the solver is then exactly as it was) with the error `refused(position)` or `brokeDown(error)`.
    /// `last` and `context` describe a refusal for unbounded numbers (see `refuseUnbounded`).
    @inline(__always)
    func addToTableau(
        _ count: Int, _ request: (Int) -> AddRequest, last: Constraint, context: String = "with the constraints held",
        added: (Int, ConstraintMarkers) -> Void, refused: (Int) -> SolverError,
        brokeDown: (any Error) -> SolverError
    ) throws(SolverError) {
        recover(at: .beforeUse)
        tableau.beginTransaction()
        var refined = false
        do {
            switch try climbAddLadder(count, request, added: added) {
            case .added(let didRefine): refined = didRefine
            case .refused(let position):
                tableau.rollbackTransaction()
                throw refused(position)
            }
            try tableau.settle()
            try refuseUnbounded(last, context)
        } catch let error as SolverError {
            throw error
        } catch {
            // The rollback restores the tableau exactly, so there is nothing to rebuild.
            tableau.rollbackTransaction()
            counts.recoveries += 1
            throw brokeDown(error)
        }
        tableau.commitTransaction()
        if refined { counts.refinements += 1 }
    }
}
