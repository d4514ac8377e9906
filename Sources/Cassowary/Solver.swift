// The public face of the incremental Cassowary solver.

/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey, 2001).
///
/// Add and remove constraints one at a time or in batches; required constraints always hold, the others
/// are satisfied as well as their strengths allow (see ``Strength`` for the strict priority order).
/// Edit variables let a value be suggested repeatedly, as during an interactive resize; each suggestion
/// re-solves only the rows that depend on the variable.
///
/// ```swift
/// let solver = Solver()
/// let (left, mid, right) = (Variable("left"), Variable("mid"), Variable("right"))
/// try solver.add(mid == (left + right) / 2)
/// try solver.add(right <= 100)
/// try solver.add(left >= 0)
/// try solver.addEditVariable(mid, strength: .strong)
/// try solver.suggestValue(mid, 90)
/// solver.updateVariables()  // left 80, mid 90, right 100
/// ```
///
/// Every error leaves the solver exactly as it was. Same constraints in the same order give the same
/// values in every process: nothing depends on hashing order or addresses.
public final class Solver {
    // The solver is used from one thread at a time and never re-entered, so the runtime's dynamic
    // exclusivity checks on these properties only cost time (10-20 % of a small build, measured).
    @exclusivity(unchecked) var tableau: Tableau
    /// Every constraint held, in the order added; nil marks a removed one until the next compaction.
    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    var liveRecordCount = 0
    /// Record index of edit variables whose own slot belongs to another solver (see `editRecordIndex`).
    var sharedEditRecords: [ObjectIdentifier: Int32] = [:]
    /// Record index of constraints whose own slot belongs to another solver.
    var sharedConstraints: [ObjectIdentifier: Int32] = [:]
    /// Set when a required equality was removed: the tableau is rebuilt before it is next needed.
    var needsRebuild = false
    /// Set when a constraint left the tableau incrementally: the next `updateVariables` checks that the
    /// rounding residue of the rows it left behind does not break a required constraint.
    var needsResidualCheck = false
    let serial: UInt64

    /// What this solver has done so far, but for the current tableau's pivots and artificial phases.
    var counts = SolverStatistics()

    /// What this solver has done so far.
    public var statistics: SolverStatistics {
        var statistics = counts
        statistics.pivots += tableau.pivotCount
        statistics.artificialPhases += tableau.artificialPhases
        return statistics
    }

    /// Creates an empty solver.
    public init() {
        serial = tableauSerials.add(1, ordering: .relaxed).newValue
        tableau = Tableau(serial: tableauSerials.add(1, ordering: .relaxed).newValue, usesVariableSlots: true)
    }

    deinit {
        tableau.releaseAllVariables()
        for case let record? in records {
            if let variable = record.editVariable, variable.editSolver == serial { unregisterEdit(variable) }
        }
        for case let record? in records where record.constraint.registeredSolver == serial {
            record.constraint.registeredSolver = 0
            record.constraint.registeredIndex = -1
        }
    }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already here;
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot hold;
    ///   ``SolverError/nonFiniteConstraint(_:)``, ``SolverError/unsupportedMagnitude(_:_:)`` (a number
    ///   outside ``SupportedRange``) or ``SolverError/invalidStrength(_:)`` for bad input.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        rebuildIfNeeded()
        tableau.beginTransaction()
        let markers: ConstraintMarkers
        do {
            var outcome = try tableau.add(constraint.expression, constraint.relation, constraint.strength)
            if case .needsArtificialPhase = outcome {
                tableau.rollbackTransaction()
                tableau.beginTransaction()
                outcome = try tableau.addWithoutDualInsertion(
                    constraint.expression, constraint.relation, constraint.strength)
            }
            var refined = false
            if case .unsatisfiable = outcome, refineForRetry() {
                refined = true
                outcome = try tableau.addWithoutDualInsertion(
                    constraint.expression, constraint.relation, constraint.strength)
            }
            guard case .added(let added) = outcome else {
                tableau.rollbackTransaction()
                throw unsatisfiable(constraint, alsoHolding: [])
            }
            if refined { counts.refinements += 1 }
            markers = added
            try tableau.settle()
            try refuseUnbounded(constraint)
        } catch let error as SolverError {
            throw error
        } catch {
            // The rollback restores the tableau exactly, so there is nothing to rebuild.
            tableau.rollbackTransaction()
            counts.recoveries += 1
            throw .internalError("numerical breakdown while adding `\(constraint)` (\(error)); it was not added")
        }
        tableau.commitTransaction()
        register(ConstraintRecord(constraint: constraint, markers: markers))
        tableau.retainVariables(of: constraint.expression)
        counts.constraintsAdded += 1
        checkIfIllConditioned()
    }

    /// Adds several constraints at once: all of them, or, if one fails, none.
    ///
    /// Faster than adding them one by one: the tableau is optimised once, at the end.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        // A stamp per batch finds a constraint listed twice without hashing 10,000 identities.
        let batch = tableauSerials.add(1, ordering: .relaxed).newValue
        for constraint in constraints {
            try validate(constraint)
            if constraint.batchStamp == batch { throw .duplicateConstraint(constraint) }
            constraint.batchStamp = batch
        }
        guard !constraints.isEmpty else { return }
        rebuildIfNeeded()
        tableau.beginTransaction()
        var added: [ConstraintMarkers] = []
        added.reserveCapacity(constraints.count)
        var refined = false
        do {
            var position = 0
            while position < constraints.count {
                let constraint = constraints[position]
                let outcome = try tableau.add(constraint.expression, constraint.relation, constraint.strength)
                if case .needsArtificialPhase = outcome {
                    // The whole batch again, every row without a subject through the artificial phase.
                    tableau.rollbackTransaction()
                    tableau.beginTransaction()
                    tableau.usesDualInsertion = false
                    added.removeAll(keepingCapacity: true)
                    position = 0
                    continue
                }
                if case .unsatisfiable = outcome, !refined, refineForRetry() {
                    // The whole batch again on refined values (see `refineForRetry`).
                    refined = true
                    tableau.usesDualInsertion = false
                    added.removeAll(keepingCapacity: true)
                    position = 0
                    continue
                }
                guard case .added(let markers) = outcome else {
                    tableau.usesDualInsertion = true
                    tableau.rollbackTransaction()
                    throw unsatisfiable(constraint, alsoHolding: Array(constraints[..<position]))
                }
                added.append(markers)
                position += 1
            }
            tableau.usesDualInsertion = true
            try tableau.settle()
            try refuseUnbounded(
                constraints[constraints.count - 1], "with the rest of its batch and the constraints held")
        } catch let error as SolverError {
            throw error
        } catch {
            tableau.usesDualInsertion = true
            tableau.rollbackTransaction()
            counts.recoveries += 1
            throw .internalError("numerical breakdown while adding constraints (\(error)); nothing was added")
        }
        tableau.commitTransaction()
        if refined { counts.refinements += 1 }
        for (constraint, markers) in zip(constraints, added) {
            register(ConstraintRecord(constraint: constraint, markers: markers))
            tableau.retainVariables(of: constraint.expression)
        }
        counts.constraintsAdded += constraints.count
        checkIfIllConditioned()
    }

    /// Removes a constraint.
    ///
    /// Removing an inequality or a non-required constraint is incremental. Removing a required equality
    /// marks the tableau to be rebuilt from the remaining constraints the next time it is needed, so that
    /// removing many at once (a whole group of views) costs one rebuild.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if this solver does not hold it.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex(of: constraint) else { throw .unknownConstraint(constraint) }
        unregister(constraint, at: index)
        let record = records[Int(index)]!
        dropRecord(at: index)
        counts.constraintsRemoved += 1
        removeFromTableau(record)
    }

    /// Removes several constraints (a constraint listed twice is removed once); throws without removing
    /// any if one of them is not here.
    public func remove(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints where !contains(constraint) {
            throw .unknownConstraint(constraint)
        }
        var seen = Set<ObjectIdentifier>()
        for constraint in constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
            try remove(constraint)
        }
    }

    /// Whether the solver holds this constraint.
    public func contains(_ constraint: Constraint) -> Bool {
        recordIndex(of: constraint) != nil
    }

    /// The constraints the solver holds, in the order they were added (edit variables not included).
    public var constraints: [Constraint] {
        records.compactMap { record in
            guard let record, record.editVariable == nil else { return nil }
            return record.constraint
        }
    }

    // MARK: Edit variables

    /// Makes a variable editable with ``suggestValue(_:_:)``. It starts at its current ``Variable/value``,
    /// so adding an edit variable does not move anything.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditStrength(_:)``
    ///   or ``SolverError/invalidStrength(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editRecordIndex(of: variable) == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        let start = variable.value.isFinite ? variable.value : 0
        let constraint = Constraint(LinearExpression(variable) - start, .equal, strength: strength)
        rebuildIfNeeded()
        tableau.beginTransaction()
        let markers: ConstraintMarkers
        do {
            var outcome = try tableau.add(constraint.expression, .equal, strength)
            if case .needsArtificialPhase = outcome {
                tableau.rollbackTransaction()
                tableau.beginTransaction()
                outcome = try tableau.addWithoutDualInsertion(constraint.expression, .equal, strength)
            }
            guard case .added(let added) = outcome else { throw InternalFailure.dualInfeasible }
            markers = added
            try tableau.settle()
            try refuseUnbounded(constraint)
        } catch let error as SolverError {
            throw error
        } catch {
            tableau.rollbackTransaction()
            counts.recoveries += 1
            throw .internalError("numerical breakdown while adding the edit variable `\(variable)`; it was not added")
        }
        tableau.commitTransaction()
        var record = ConstraintRecord(constraint: constraint, markers: markers)
        record.editVariable = variable
        record.editConstant = start
        registerEdit(variable, at: Int32(records.count))
        records.append(record)
        liveRecordCount += 1
        tableau.retainVariables(of: constraint.expression)
        counts.constraintsAdded += 1
        checkIfIllConditioned()
    }

    /// Stops editing a variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable here.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editRecordIndex(of: variable) else { throw .unknownEditVariable(variable) }
        unregisterEdit(variable)
        let record = records[Int(index)]!
        dropRecord(at: index)
        counts.constraintsRemoved += 1
        removeFromTableau(record)
    }

    /// Whether the variable is an edit variable of this solver.
    public func containsEditVariable(_ variable: Variable) -> Bool {
        editRecordIndex(of: variable) != nil
    }

    /// Suggests a value for an edit variable and re-solves. Only the rows that depend on the variable
    /// are touched; read the results with ``updateVariables()``.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteSuggestion(_:_:)``, or
    ///   ``SolverError/unsupportedSuggestion(_:_:)`` for a value outside ``SupportedRange`` (beyond ±1e6, or
    ///   nearer zero than 1e-200 but not zero).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = editRecordIndex(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        guard SupportedRange.contains(suggestion: value) else { throw .unsupportedSuggestion(variable, value) }
        counts.suggestions += 1
        let delta = value - records[Int(index)]!.editConstant
        records[Int(index)]!.editConstant = value
        guard delta != 0 else { return }
        scheduleRebuildIfHistoryOutgrown()
        guard !needsRebuild else { return }
        guard records[Int(index)]!.markers.hasRow else {
            // Only after a breakdown left the edit out of a rebuild: the next rebuild tries it again.
            needsRebuild = true
            return
        }
        do {
            try tableau.shiftConstant(records[Int(index)]!.markers, by: delta)
            checkIfIllConditioned()
        } catch {
            counts.recoveries += 1
            rebuild()
        }
    }

    // MARK: Solving

    /// Writes the current solution into every variable's ``Variable/value``.
    public func updateVariables() {
        rebuildIfNeeded()
        if needsResidualCheck {
            repairResidueIfNeeded()
        } else if tableau.largestConstantComputed > Tolerance.growth * tableau.largestForcedValue {
            refineIfValuesShrank()
        }
        tableau.writeValues()
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        for case let record? in records {
            if let variable = record.editVariable, variable.editSolver == serial { unregisterEdit(variable) }
            if record.constraint.registeredSolver == serial {
                record.constraint.registeredSolver = 0
                record.constraint.registeredIndex = -1
            }
        }
        tableau.releaseAllVariables()
        keepCounts(of: tableau)
        tableau = Tableau(serial: tableauSerials.add(1, ordering: .relaxed).newValue, usesVariableSlots: true)
        records = []
        liveRecordCount = 0
        sharedEditRecords = [:]
        sharedConstraints = [:]
        needsRebuild = false
        needsResidualCheck = false
    }

    // MARK: Internals

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        if let number = SupportedRange.firstViolation(in: constraint.expression) {
            throw .unsupportedMagnitude(constraint, number)
        }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
    }

    func recordIndex(of constraint: Constraint) -> Int32? {
        if constraint.registeredSolver == serial { return constraint.registeredIndex }
        if sharedConstraints.isEmpty { return nil }
        return sharedConstraints[ObjectIdentifier(constraint)]
    }

    /// The record index of an edit variable. Kept in the variable's own slot, as a constraint's is: the
    /// dictionary it was kept in was, with its first insert in `addEditVariable`, the first generic
    /// metadata a process instantiated on its first layout (callgrind: 100k instructions of a 3.6M-instruction
    /// process that builds the nine-grid).
    func editRecordIndex(of variable: Variable) -> Int32? {
        if variable.editSolver == serial { return variable.editRecordIndex }
        if sharedEditRecords.isEmpty { return nil }
        return sharedEditRecords[ObjectIdentifier(variable)]
    }

    func registerEdit(_ variable: Variable, at index: Int32) {
        if variable.editSolver == 0 {
            variable.editSolver = serial
            variable.editRecordIndex = index
        } else {
            sharedEditRecords[ObjectIdentifier(variable)] = index
        }
    }

    func unregisterEdit(_ variable: Variable) {
        if variable.editSolver == serial {
            variable.editSolver = 0
            variable.editRecordIndex = -1
        } else {
            sharedEditRecords[ObjectIdentifier(variable)] = nil
        }
    }

    func register(_ record: ConstraintRecord) {
        let index = Int32(records.count)
        records.append(record)
        liveRecordCount += 1
        let constraint = record.constraint
        if constraint.registeredSolver == 0 {
            constraint.registeredSolver = serial
            constraint.registeredIndex = index
        } else {
            sharedConstraints[ObjectIdentifier(constraint)] = index
        }
    }

    func unregister(_ constraint: Constraint, at index: Int32) {
        if constraint.registeredSolver == serial {
            constraint.registeredSolver = 0
            constraint.registeredIndex = -1
        } else {
            sharedConstraints[ObjectIdentifier(constraint)] = nil
        }
    }

    func dropRecord(at index: Int32) {
        records[Int(index)] = nil
        liveRecordCount -= 1
    }

    /// Takes a record's constraint out of the tableau, incrementally or by scheduling a rebuild.
    func removeFromTableau(_ record: ConstraintRecord) {
        scheduleRebuildIfHistoryOutgrown()
        if needsRebuild { return }
        guard record.markers.hasRow else {
            tableau.releaseVariables(of: record.expression)
            return
        }
        if record.isRequiredEquality {
            needsRebuild = true
            return
        }
        do {
            try tableau.remove(record.markers)
            try tableau.settle()
            tableau.releaseVariables(of: record.expression)
            needsResidualCheck = true
        } catch {
            counts.recoveries += 1
            rebuild()
        }
    }

    /// The error for a required constraint the tableau could not add. If a fresh tableau finds that it holds
    /// together with the required constraints held, the tableau was numerically wrong: that is reported as
    /// such, never as a conflict, and never as a constraint that "can never hold".
    func unsatisfiable(_ constraint: Constraint, alsoHolding extra: [Constraint]) -> SolverError {
        guard let conflicts = explainConflict(of: constraint, alsoHolding: extra) else {
            // Nothing to recover from: the failed add was rolled back, the solver is as it was.
            return .internalError(
                "`\(constraint)` holds together with the required constraints, but the tableau could not add it"
                    + " (a numerical breakdown); it was not added")
        }
        return .unsatisfiableConstraint(constraint, conflicts: conflicts)
    }

    /// Checks, after constraints left the tableau incrementally, that every held required constraint still
    /// holds; if the rounding residue of the rows they left behind broke one, rebuilds the tableau from
    /// the original constraints, which leaves no residue.
    ///
    /// Removing a constraint pivots its marker out through rows that were computed with its numbers; when
    /// those were much larger than the rest (a constant of 1e6 against coefficients of 1e-3), what they
    /// leave in the other rows' constants can exceed the small constraints' own size. Checking costs one
    /// pass over the required constraints' terms, and only after a removal, never on a resize.
    /// If the rebuilt tableau still breaks one (its own adds computed with large values), the values are
    /// refined (see `refineValues`).
    func repairResidueIfNeeded() {
        needsResidualCheck = false
        guard !heldRequiredConstraintsHold() else { return }
        counts.residueRepairs += 1
        rebuild()
        tableau.largestConstantComputed = tableau.largestConstant()
        if !heldRequiredConstraintsHold() { refineValues() }
    }

    /// Has the next `updateVariables` check every held required constraint (see `repairResidueIfNeeded`) if
    /// the tableau is ill-conditioned: if it kept a coefficient whose history outgrew `Tolerance.historyLimit`,
    /// as a fresh build of nearly parallel constraints does. Its rows carry real errors of a millionth of their
    /// operands, and the cancellation rule (a thousand ulps of the history) can drop a real term: next to
    /// `2·v0 - v2 - v3 <= 0` and `2.000000588625085·v0 - v2 + v1 <= 0`, whose rows computed through
    /// quotients of 1.7e6, a suggestion's two pivots dropped terms of 2.5e-7 whose errors were 1e-9, and left
    /// the required `-v1 - v3 <= 0` off by 1.05e-5 (solver fuzzer finding c9c64eb3). Costs a pass over the
    /// required constraints' terms per read, and only for such a tableau: a layout's never is.
    func checkIfIllConditioned() {
        if tableau.worstHistory > Tolerance.historyLimit { needsResidualCheck = true }
    }

    /// Refines the values if the tableau computed with constants far larger than any it holds now and than
    /// any a constraint forces, and a required constraint no longer holds: a value brought back from 1e12
    /// to 77 carries ulp(1e12) (see `Tableau.refine`), and a rebuild would compute through the same numbers.
    /// Costs a pass over the rows when the tableau once held such constants (a long chain of sums does),
    /// and the check of every required constraint only when it still does not hold them now.
    func refineIfValuesShrank() {
        let now = tableau.largestConstant()
        let computed = tableau.largestConstantComputed
        tableau.largestConstantComputed = now
        guard computed > Tolerance.growth * max(now, tableau.largestForcedValue), !heldRequiredConstraintsHold()
        else { return }
        refineValues()
    }

    /// Before a required constraint is refused: undoes the failed add, and, inside the open transaction,
    /// refines the values of every held constraint (see `Tableau.refine`); true if anything moved, and the
    /// add is then tried again on the refined values, through the artificial phase. A failure rolls back the
    /// refinement with the add, so a refused constraint still leaves the solver as it was. `held` are the
    /// records the tableau holds, if not the solver's (a rebuild's, so far).
    ///
    /// A new constraint is judged against the values at its own precision, but a value can carry the
    /// rounding of much larger numbers it was computed from: next to `v4 - v0 >= 1e6`, v0 = 13.58 and
    /// v3 = -13.506 carried ulp(1e6) each, `1000·v0 + 1000·v3 <= 74` stood at -4.4e-7 with its slack at zero,
    /// and the same expression `>= 74` was refused for that residual (the differential test's seed 5,
    /// system 1937). Refined, the first holds exactly and the second is added.
    func refineForRetry(of held: [ConstraintRecord?]? = nil) -> Bool {
        tableau.rollbackTransaction()
        tableau.beginTransaction()
        for case let record? in held ?? records {
            tableau.refine(record.expression, record.constraint.relation, record.markers)
        }
        return (try? tableau.settle()) != nil && !tableau.journal.savedRows.isEmpty
    }

    /// One step of iterative refinement over every record (see `Tableau.refine`), then, if a required
    /// constraint still does not hold, every row and the objective solved afresh from the records' own
    /// equations for the current basis (see `Tableau.reinvert`), kept only if every required constraint then
    /// holds.
    func refineValues() {
        counts.refinements += 1
        for case let record? in records {
            tableau.refine(record.expression, record.constraint.relation, record.markers)
        }
        if (try? tableau.settle()) == nil {
            counts.recoveries += 1
            rebuild()
        }
        guard !heldRequiredConstraintsHold() else { return }
        let equations = records.compactMap { record in
            record.map { ($0.expression, $0.constraint.relation, $0.markers) }
        }
        tableau.beginTransaction()
        if tableau.reinvert(equations), (try? tableau.settle()) != nil, heldRequiredConstraintsHold() {
            tableau.commitTransaction()
            counts.basisSolves += 1
        } else {
            tableau.rollbackTransaction()
        }
    }

    /// Whether every held required constraint holds at the tableau's current values, to a relative residual.
    func heldRequiredConstraintsHold() -> Bool {
        for case let record? in records where record.constraint.strength.isRequired && record.markers.hasRow {
            if !tableau.satisfies(record.constraint.expression, record.constraint.relation) { return false }
        }
        return true
    }

    /// Rolls back and throws if the open transaction made a tableau number too large to stay finite.
    func refuseUnbounded(_ constraint: Constraint, _ context: String = "with the constraints held") throws(SolverError)
    {
        guard !tableau.changesAreBounded() else { return }
        tableau.rollbackTransaction()
        throw .unsupportedMagnitude(constraint, "coefficients or values beyond 1e200 \(context)")
    }

    /// Adds the pivots and artificial phases of a tableau about to be replaced to the solver's counts.
    func keepCounts(of tableau: Tableau) {
        counts.pivots += tableau.pivotCount
        counts.artificialPhases += tableau.artificialPhases
    }

    func rebuildIfNeeded() {
        scheduleRebuildIfHistoryOutgrown()
        if needsRebuild { rebuild() }
    }

    /// Schedules a rebuild if a coefficient's rounding bound outgrew its limit (see `Tolerance.historyLimit`):
    /// before the next step computes with it, not after one has dropped a real term as its rounding.
    func scheduleRebuildIfHistoryOutgrown() {
        guard !needsRebuild, tableau.hasOutgrownHistory else { return }
        needsRebuild = true
        counts.historyRebuilds += 1
    }

    /// Rebuilds the tableau from the live records, in their order, dropping removed records.
    ///
    /// The first attempt adds every record and optimises once, at the end, with the dual insertion. Without
    /// a transaction, an add the dual insertion gave up on cannot be rolled back alone: the rebuild then
    /// starts over with the artificial phase for every row without a subject. A record that a fresh build
    /// refuses is a numerical breakdown, since every live record held before: the next attempt adds the
    /// records as they were first added, one at a time, optimising after each, and a required one the
    /// tableau refuses is tried once more on refined values (as `add` does). Only a record that every
    /// attempt refuses is kept without a row, and counted in `recoveries`.
    func rebuild() {
        var attempt = RebuildAttempt.batchWithDualInsertion
        var result = rebuild(attempt)
        while result.map({ $0.failures > 0 }) ?? true, let next = attempt.fallback {
            attempt = next
            result = rebuild(attempt, first: result?.refused ?? [])
        }
        counts.recoveries += result?.failures ?? 0
        needsRebuild = false
        needsResidualCheck = false
        counts.rebuilds += 1
    }

    /// How `rebuild` adds the records back.
    enum RebuildAttempt {
        case batchWithDualInsertion
        case batchWithArtificialPhase
        case oneAtATime
        /// One at a time, the records the last attempt refused first: the constraints may hold together
        /// only to rounding, and the one added last takes up the residual, which a record with large
        /// coefficients cannot (`v0 + 2·v1 == 1e-9` next to `v0 <= 0`, `v0 >= 0` and `-998·v1 == 0`: held
        /// with v0 at 1e-9, refused in the order they were added; found by the solver fuzzer).
        case refusedFirst
        /// As `refusedFirst`, with residuals allowed `Tolerance.rebuildLeniency` times their usual size: every
        /// record held, and an add judges a slack against the numbers it computed with, which a fresh tableau
        /// no longer has. `7·v1 >= 0` held next to `-1000·v1 == 2.9e-12` (v1 = -2.9e-15) once `7·v1 == 1` had
        /// put v1 at 1/7: its slack stood at -2e-14, rounding of 1. Without that constraint, a rebuild judged
        /// the pair against numbers of 1e-15 and refused one (found by the solver fuzzer).
        case lenient

        var fallback: RebuildAttempt? {
            switch self {
            case .batchWithDualInsertion: .batchWithArtificialPhase
            case .batchWithArtificialPhase: .oneAtATime
            case .oneAtATime: .refusedFirst
            case .refusedFirst: .lenient
            case .lenient: nil
            }
        }
    }

    /// What one attempt at `rebuild` could not do.
    struct RebuildResult {
        /// Positions, in the rebuilt `records`, of the records the fresh tableau refused (kept without a row).
        var refused: [Int] = []
        /// Whether the final optimisation broke down.
        var settleFailed = false
        var failures: Int { refused.count + (settleFailed ? 1 : 0) }
    }

    /// One attempt at `rebuild`; nil, with nothing of the solver changed but the tableau, if the dual
    /// insertion gave up on an add. `first`, positions in `records`, are added before the others; `records`
    /// keeps its order whatever the order of the adds.
    private func rebuild(_ attempt: RebuildAttempt, first: [Int] = []) -> RebuildResult? {
        // The noise floor carries over: every record held was accepted next to the numbers this solver has
        // computed with, and judging them again without those refused `v1 / 3 == 8e-113` next to `v1 <= 0`
        // once `2·v2 + 1e-9 == 0`, which had set the floor, was removed (found by the solver fuzzer).
        let largestForcedValue = tableau.largestForcedValue
        let largestConstantHeld = tableau.largestConstantHeld
        tableau.releaseAllVariables()
        keepCounts(of: tableau)
        tableau = Tableau(serial: tableauSerials.add(1, ordering: .relaxed).newValue, usesVariableSlots: true)
        tableau.usesDualInsertion = attempt != .batchWithArtificialPhase
        tableau.largestForcedValue = largestForcedValue
        tableau.largestConstantHeld = largestConstantHeld
        let live = records.indices.filter { records[$0] != nil }
        var position = [Int](repeating: -1, count: records.count)
        for (index, recordIndex) in live.enumerated() { position[recordIndex] = index }
        let firstSet = Set(attempt == .refusedFirst || attempt == .lenient ? first : [])
        tableau.residualLeniency = attempt == .lenient ? Tolerance.rebuildLeniency : 1
        let order = live.filter { firstSet.contains($0) } + live.filter { !firstSet.contains($0) }
        var compacted = [ConstraintRecord?](repeating: nil, count: live.count)
        var result = RebuildResult()
        for recordIndex in order {
            var record = records[recordIndex]!
            let expression = record.expression
            let relation = record.constraint.relation
            let strength = record.constraint.strength
            let outcome: AddOutcome?
            if attempt == .oneAtATime || attempt == .refusedFirst || attempt == .lenient {
                outcome = addAlone(expression, relation, strength, after: compacted)
            } else {
                outcome = try? tableau.add(expression, relation, strength)
                if case .needsArtificialPhase = outcome { return nil }
            }
            if case .added(let markers) = outcome {
                record.markers = markers
            } else {
                result.refused.append(position[recordIndex])
                record.markers = ConstraintMarkers(hasRow: false)
            }
            tableau.retainVariables(of: expression)
            compacted[position[recordIndex]] = record
        }
        tableau.usesDualInsertion = true
        tableau.residualLeniency = 1
        sharedConstraints = [:]
        sharedEditRecords = [:]
        for (index, record) in compacted.enumerated() {
            guard let record else { continue }
            if let variable = record.editVariable {
                if variable.editSolver == serial {
                    variable.editRecordIndex = Int32(index)
                } else {
                    sharedEditRecords[ObjectIdentifier(variable)] = Int32(index)
                }
            } else if record.constraint.registeredSolver == serial {
                record.constraint.registeredIndex = Int32(index)
            } else {
                sharedConstraints[ObjectIdentifier(record.constraint)] = Int32(index)
            }
        }
        records = compacted
        liveRecordCount = compacted.count
        result.settleFailed = (try? tableau.settle()) == nil
        // A system whose fresh rows already keep such a history is rebuilt again only once it grew a
        // hundredfold more, not before every step.
        tableau.historyLimit = max(Tolerance.historyLimit, 100 * tableau.worstHistory)
        return result
    }

    /// Adds one record to the tableau being rebuilt and settles it, as `add` would have: in a transaction,
    /// with the artificial phase if the dual insertion gives up, and a required add the tableau refuses tried
    /// again on refined values. Nil if it is refused all the same (the transaction rolled back).
    private func addAlone(
        _ expression: LinearExpression, _ relation: Relation, _ strength: Strength, after held: [ConstraintRecord?]
    ) -> AddOutcome? {
        tableau.beginTransaction()
        var outcome = try? tableau.add(expression, relation, strength)
        if case .needsArtificialPhase = outcome {
            tableau.rollbackTransaction()
            tableau.beginTransaction()
            outcome = try? tableau.addWithoutDualInsertion(expression, relation, strength)
        }
        if case .unsatisfiable = outcome, refineForRetry(of: held) {
            outcome = try? tableau.addWithoutDualInsertion(expression, relation, strength)
        }
        guard case .added = outcome, (try? tableau.settle()) != nil else {
            tableau.rollbackTransaction()
            return nil
        }
        tableau.commitTransaction()
        return outcome
    }
}
