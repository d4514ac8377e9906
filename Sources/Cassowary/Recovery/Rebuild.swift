// Rebuilding the tableau from the records: when due, and the ladder of attempts a rebuild climbs.

/// One attempt of `Solver.rebuild`: how the records are added back to a fresh tableau.
struct RebuildAttempt {
    /// Every record added in one batch with this policy, optimised once at the end, with no transaction (a
    /// record the dual insertion gives up on ends the attempt); nil: each record climbs the add ladder in a
    /// transaction of its own, optimised after each, as it was first added.
    var batchPolicy: AddPolicy?
    /// Whether the records the attempt before refused are added first: constraints may hold together only
    /// to rounding, and the one added last takes up the residual, which one with large coefficients cannot.
    var refusedFirst: Bool
    /// How many times their usual size residuals may be (`Tolerance.rebuildLeniency` at the last attempt:
    /// every record held, judged against numbers the fresh tableau no longer has).
    var leniency: Double

    /// The attempts in order; a rebuild stops at the first that every record and the final optimisation pass.
    static let ladder: [RebuildAttempt] = [
        RebuildAttempt(batchPolicy: .dualInsertion, refusedFirst: false, leniency: 1),
        RebuildAttempt(batchPolicy: .artificialPhase, refusedFirst: false, leniency: 1),
        RebuildAttempt(batchPolicy: nil, refusedFirst: false, leniency: 1),
        RebuildAttempt(batchPolicy: nil, refusedFirst: true, leniency: 1),
        RebuildAttempt(batchPolicy: nil, refusedFirst: true, leniency: Tolerance.rebuildLeniency),
    ]
}

/// What one attempt at `Solver.rebuild` could not do.
struct RebuildResult {
    /// Positions, in the rebuilt `records`, of the records the fresh tableau refused (kept without a row).
    var refused: [Int] = []
    /// Whether the final optimisation broke down.
    var settleFailed = false
    var failures: Int { refused.count + (settleFailed ? 1 : 0) }
}

extension Solver {
    /// Schedules a rebuild if a coefficient's rounding bound outgrew its limit (see `Tolerance.historyLimit`):
    /// before the next step computes with it, not after one has dropped a real term as its rounding.
    func scheduleRebuildIfHistoryOutgrown() {
        guard !needsRebuild, tableau.hasOutgrownHistory else { return }
        needsRebuild = true
        counts.historyRebuilds += 1
    }

    /// Rebuilds the tableau from the live records, in their order, dropping removed records, climbing
    /// `RebuildAttempt.ladder`. A record a fresh build refuses is a numerical breakdown, since every live
    /// record held before; only a record that every attempt refuses is kept without a row, and counted in
    /// `recoveries`.
    func rebuild() {
        var result: RebuildResult?
        for attempt in RebuildAttempt.ladder {
            result = rebuild(attempt, first: result?.refused ?? [])
            if let result, result.failures == 0 { break }
        }
        counts.recoveries += result?.failures ?? 0
        needsRebuild = false
        needsResidualCheck = false
        counts.rebuilds += 1
    }

    /// One attempt at `rebuild`; nil, with nothing of the solver changed but the tableau, if the dual
    /// insertion gave up on an add of a batch. `first`, positions in `records`, are added before the others
    /// if the attempt says so; `records` keeps its order whatever the order of the adds.
    private func rebuild(_ attempt: RebuildAttempt, first: [Int]) -> RebuildResult? {
        // The noise floor carries over: every record held was accepted next to the numbers this solver has
        // computed with, and judged again without them, one that holds at a point of 1e-113 was refused.
        let carried = tableau.conditioning
        tableau.releaseAllVariables()
        keepCounts(of: tableau)
        tableau = Tableau(serial: tableauSerials.add(1, ordering: .relaxed).newValue, usesVariableSlots: true)
        tableau.conditioning.largestForcedValue = carried.largestForcedValue
        tableau.conditioning.largestConstantHeld = carried.largestConstantHeld
        let live = records.indices.filter { records[$0] != nil }
        var position = [Int](repeating: -1, count: records.count)
        for (index, recordIndex) in live.enumerated() { position[recordIndex] = index }
        let firstSet = Set(attempt.refusedFirst ? first : [])
        let order = live.filter { firstSet.contains($0) } + live.filter { !firstSet.contains($0) }
        var compacted = [ConstraintRecord?](repeating: nil, count: live.count)
        var result = RebuildResult()
        for recordIndex in order {
            var record = records[recordIndex]!
            let request = AddRequest(record.expression, record.constraint.relation, record.constraint.strength)
            var markers: ConstraintMarkers?
            if let policy = attempt.batchPolicy {
                let outcome = try? tableau.add(request.expression, request.relation, request.strength, policy)
                if case .needsArtificialPhase = outcome { return nil }
                if case .added(let added) = outcome { markers = added }
            } else {
                markers = addAlone(request, held: compacted, leniency: attempt.leniency)
            }
            if let markers {
                record.markers = markers
            } else {
                result.refused.append(position[recordIndex])
                record.markers = ConstraintMarkers(hasRow: false)
            }
            tableau.retainVariables(of: request.expression)
            compacted[position[recordIndex]] = record
        }
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
        tableau.conditioning.historyLimit = max(Tolerance.historyLimit, 100 * tableau.conditioning.worstHistory)
        return result
    }

    /// Adds one record to the tableau being rebuilt and settles it, as `add` would have: in a transaction of
    /// its own, up the add ladder, refining over the records rebuilt so far (`held`). Its markers, or nil if
    /// it is refused all the same (the transaction rolled back).
    private func addAlone(_ request: AddRequest, held: [ConstraintRecord?], leniency: Double) -> ConstraintMarkers? {
        tableau.beginTransaction()
        var markers = ConstraintMarkers()
        let result = try? climbAddLadder(1, { _ in request }, held: held, leniency: leniency) { _, added in
            markers = added
        }
        guard case .added = result, (try? tableau.settle()) != nil else {
            tableau.rollbackTransaction()
            return nil
        }
        tableau.commitTransaction()
        return markers
    }
}
