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
    /// Set when the tableau no longer stands for the records: it is rebuilt before it is next used (see
    /// `Solver.recover(at:)`).
    var needsRebuild = false
    /// Set when the next `updateVariables` is to check that every required constraint holds (see
    /// `repairResidueIfNeeded`).
    var needsResidualCheck = false
    let serial: UInt64

    /// What this solver has done so far, but for the current tableau's pivots and artificial phases.
    var counts = SolverStatistics()

    /// What this solver has done so far.
    public var statistics: SolverStatistics {
        var statistics = counts
        statistics.pivots += tableau.work.pivots
        statistics.artificialPhases += tableau.work.artificialPhases
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
        var markers = ConstraintMarkers()
        try addToTableau(
            1, { _ in AddRequest(constraint) }, last: constraint, added: { _, added in markers = added },
            refused: { _ in unsatisfiable(constraint, alsoHolding: []) },
            brokeDown: { .internalError("numerical breakdown while adding `\(constraint)` (\($0)); it was not added") })
        register(ConstraintRecord(constraint: constraint, markers: markers))
        tableau.retainVariables(of: constraint.expression)
        counts.constraintsAdded += 1
        recover(at: .afterChange)
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
        var added: [ConstraintMarkers] = []
        added.reserveCapacity(constraints.count)
        try addToTableau(
            constraints.count, { AddRequest(constraints[$0]) }, last: constraints[constraints.count - 1],
            context: "with the rest of its batch and the constraints held",
            added: { position, markers in
                // A rung that starts the batch over starts the list over.
                added.removeLast(added.count - position)
                added.append(markers)
            },
            refused: { unsatisfiable(constraints[$0], alsoHolding: Array(constraints[..<$0])) },
            brokeDown: { .internalError("numerical breakdown while adding constraints (\($0)); nothing was added") })
        for (constraint, markers) in zip(constraints, added) {
            register(ConstraintRecord(constraint: constraint, markers: markers))
            tableau.retainVariables(of: constraint.expression)
        }
        counts.constraintsAdded += constraints.count
        recover(at: .afterChange)
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
        func breakdown(_: Any) -> SolverError {
            .internalError("numerical breakdown while adding the edit variable `\(variable)`; it was not added")
        }
        var markers = ConstraintMarkers()
        // A non-required constraint always has a subject (its own error), so the ladder never refuses it.
        try addToTableau(
            1, { _ in AddRequest(constraint) }, last: constraint, added: { _, added in markers = added },
            refused: breakdown, brokeDown: breakdown)
        var record = ConstraintRecord(constraint: constraint, markers: markers)
        record.editVariable = variable
        record.editConstant = start
        registerEdit(variable, at: Int32(records.count))
        records.append(record)
        liveRecordCount += 1
        tableau.retainVariables(of: constraint.expression)
        counts.constraintsAdded += 1
        recover(at: .afterChange)
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
        guard delta != 0, recover(at: .beforeIncrementalStep) else { return }
        guard records[Int(index)]!.markers.hasRow else {
            // Only after a breakdown left the edit out of a rebuild: the next rebuild tries it again.
            recover(at: .rebuildDue)
            return
        }
        do {
            try tableau.shiftConstant(records[Int(index)]!.markers, by: delta)
            recover(at: .afterChange)
        } catch {
            recover(at: .afterBreakdown)
        }
    }

    // MARK: Solving

    /// Writes the current solution into every variable's ``Variable/value``.
    public func updateVariables() {
        recover(at: .beforeRead)
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
        guard recover(at: .beforeIncrementalStep) else { return }
        guard record.markers.hasRow else {
            tableau.releaseVariables(of: record.expression)
            return
        }
        if record.isRequiredEquality {
            recover(at: .rebuildDue)
            return
        }
        do {
            try tableau.remove(record.markers)
            try tableau.settle()
            tableau.releaseVariables(of: record.expression)
            recover(at: .afterIncrementalRemoval)
        } catch {
            recover(at: .afterBreakdown)
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

    /// Rolls back and throws if the open transaction made a tableau number too large to stay finite.
    func refuseUnbounded(_ constraint: Constraint, _ context: String = "with the constraints held") throws(SolverError)
    {
        guard !tableau.changesAreBounded() else { return }
        tableau.rollbackTransaction()
        throw .unsupportedMagnitude(constraint, "coefficients or values beyond 1e200 \(context)")
    }

    /// Adds the pivots and artificial phases of a tableau about to be replaced to the solver's counts.
    func keepCounts(of tableau: Tableau) {
        counts.pivots += tableau.work.pivots
        counts.artificialPhases += tableau.work.artificialPhases
    }
}
