// The simplex steps: substitution, pivoting, primal optimisation and the dual simplex for edits.

/// A numerical breakdown that the solver recovers from by rebuilding the tableau.
enum InternalFailure: Error {
    case unbounded
    case dualInfeasible
    case leavingRowNotFound
}

/// What a tableau's steps have done: pivots and artificial phases for `SolverStatistics`, and the objective
/// coefficients `optimize` dropped as rounding residue because no row limited them.
struct WorkCounts {
    var pivots = 0
    var artificialPhases = 0
    var unboundedResidue = 0
}

extension Tableau {
    /// Replaces `symbol`, which just became basic in `row`, by that row's expression everywhere else:
    /// in every row of its column and in the objective.
    mutating func substituteOut(_ symbol: Int32, usingRow row: Int32) {
        var source = scratch.source
        scratch.source = []
        copyTerms(of: row, into: &source)
        let constant = rows[Int(row)].constant
        var marks = scratch.marks
        scratch.marks = SourceMarks()
        let byColumns = marksSourceColumns(source, replacing: symbol, in: &marks)
        while !columnIsEmpty(symbol) {
            let entry = columnEntry(symbol, columnCount(symbol) - 1)
            let target = entry.row
            let t = Int(target)
            touchRow(target)
            let coefficient = termPool[termPosition(target, Int(entry.index))].coefficient
            let coefficientScale = termPool[termPosition(target, Int(entry.index))].scale
            removeTerm(target, at: entry.index)
            let old = rows[t].constant
            let shift = coefficient * constant
            rows[t].constant = old + shift
            noteConstant(old + shift)
            if byColumns {
                // The removal moved the row's last term into the freed index: if it is a source symbol, its
                // mark moves with it.
                let slot = Int(marks.rowSlot[t])
                if slot >= 0 && entry.index < rows[t].terms.count {
                    let moved = Int(scratch.index[Int(term(target, Int(entry.index)).symbol)])
                    if moved >= 0 { marks.positions[slot * source.count + moved] = entry.index }
                }
                addScaled(
                    source, factor: coefficient, factorScale: coefficientScale, into: target, marks: marks, slot: slot)
                marks.rowSlot[t] = -1
            } else {
                addScaled(source, factor: coefficient, factorScale: coefficientScale, into: target)
            }
            if Tolerance.isNegative(old + shift, max(abs(old), abs(shift))) && kinds[Int(rows[t].basic)].isRestricted {
                infeasibleRows.push(target, basic: rows[t].basic)
            }
        }
        if byColumns {
            for term in source {
                scratch.index[Int(term.symbol)] = -1
                for j in 0..<columnCount(term.symbol) { marks.rowSlot[Int(columnEntry(term.symbol, j).row)] = -1 }
            }
            marks.positions.removeAll(keepingCapacity: true)
        }
        scratch.marks = marks
        substituteInObjective(symbol, source, constant: constant)
        scratch.source = source
    }

    /// Whether to find the source's symbols in the rows that hold `symbol` through the source symbols'
    /// columns rather than by indexing each such row: true when the columns are shorter than the rows
    /// (a short row substituted into long ones). Then `marks` holds, for each row of those columns, the index
    /// of every source symbol in it (see `SourceMarks`), and `scratch.index` maps each source symbol to its
    /// place in `source`.
    ///
    /// Both ways do the same arithmetic in the same order, so the tableau comes out bit for bit the same.
    private mutating func marksSourceColumns(
        _ source: [SourceTerm], replacing symbol: Int32, in marks: inout SourceMarks
    )
        -> Bool
    {
        guard source.count <= 8, columnCount(symbol) > 1 else { return false }
        var rowCost = 0
        for k in 0..<columnCount(symbol) { rowCost += termCount(columnEntry(symbol, k).row) }
        var columnCost = columnCount(symbol) * source.count
        for term in source { columnCost += columnCount(term.symbol) }
        guard columnCost < rowCost else { return false }
        if marks.rowSlot.count < rows.count {
            marks.rowSlot.append(contentsOf: repeatElement(-1, count: rows.count - marks.rowSlot.count))
        }
        for k in source.indices {
            let symbol = source[k].symbol
            scratch.index[Int(symbol)] = Int32(k)
            for j in 0..<columnCount(symbol) {
                let entry = columnEntry(symbol, j)
                var slot = Int(marks.rowSlot[Int(entry.row)])
                if slot < 0 {
                    slot = marks.positions.count / source.count
                    marks.rowSlot[Int(entry.row)] = Int32(slot)
                    marks.positions.append(contentsOf: repeatElement(-1, count: source.count))
                }
                marks.positions[slot * source.count + k] = entry.index
            }
        }
        return true
    }

    /// Exchanges the basic symbol of `row` with `entering`, a symbol of that row.
    mutating func pivot(row: Int32, entering: Int32) {
        work.pivots &+= 1
        let r = Int(row)
        touchRow(row)
        let leaving = rows[r].basic
        let index = termIndex(row, entering)
        let coefficient = term(row, Int(index)).coefficient
        // leaving = c + a·entering + rest  ⇒  entering = -c/a + leaving/a - rest/a
        let factor = -1 / coefficient
        let divisorHistory = Tolerance.divisorHistory(coefficient, term(row, Int(index)).scale, factor: factor)
        noteHistory(divisorHistory)
        removeTerm(row, at: index)
        rows[r].constant *= factor
        noteConstant(rows[r].constant)
        let start = termPosition(row, 0)
        for i in 0..<termCount(row) {
            let quotient = termPool[start + i].coefficient * factor
            termPool[start + i].scale = Tolerance.quotientScale(
                termPool[start + i].coefficient, termPool[start + i].scale, divisorHistory, factor, quotient)
            termPool[start + i].coefficient = quotient
        }
        appendTerm(row, leaving, 1 / coefficient, scale: abs(1 / coefficient) * divisorHistory)
        basicRow[Int(leaving)] = -1
        rows[r].basic = entering
        basicRow[Int(entering)] = row
        substituteOut(entering, usingRow: row)
    }

    /// Primal simplex: pivots while some symbol would lower the objective.
    ///
    /// The entering symbol is the steepest one (Dantzig's rule, lexicographically: the highest priority
    /// level first, then the most negative coefficient there), which takes fewer pivots than Bland's rule
    /// (building the enaml-like form: 128 pivots instead of 142). Degenerate pivots can cycle under
    /// Dantzig's rule, so after a run of them the loop falls back to Bland's rule (lowest improving id
    /// enters, lowest basic id leaves among ties), which cannot cycle.
    mutating func optimize() throws(InternalFailure) {
        var degenerateRun = 0
        while true {
            let useBland = degenerateRun >= 50
            var entering: Int32 = -1
            var bestPriority = -Double.infinity
            var bestValue = 0.0
            var kept = 0
            for k in dirty.symbols.indices {
                let symbol = dirty.symbols[k]
                let s = Int(symbol)
                guard basicRow[s] < 0 && kinds[s].isRestricted && isImproving(symbol) else {
                    dirty.flags[s] = false
                    continue
                }
                dirty.symbols[kept] = symbol
                kept += 1
                let lead = objective[s][0]
                let priority = levelPriority[Int(lead.level)]
                let better: Bool
                if entering < 0 {
                    better = true
                } else if useBland {
                    better = symbol < entering
                } else if priority != bestPriority {
                    better = priority > bestPriority
                } else if lead.value != bestValue {
                    better = lead.value < bestValue
                } else {
                    better = symbol < entering
                }
                if better {
                    entering = symbol
                    bestPriority = priority
                    bestValue = lead.value
                }
            }
            dirty.symbols.removeLast(dirty.symbols.count - kept)
            if entering < 0 { return }
            guard let row = leavingRow(for: entering) else {
                // Every objective is a weighted sum of errors, bounded below by zero, so no direction can
                // improve it forever: an improving symbol that no row limits only has rounding residue for
                // a coefficient (sums of large products that should cancel). Drop it and go on.
                touchObjective(entering)
                objective[Int(entering)].removeFirst()
                markDirty(entering)
                work.unboundedResidue += 1
                guard work.unboundedResidue < 10_000 else { throw .unbounded }
                continue
            }
            degenerateRun = rows[Int(row)].constant <= Tolerance.feasibility ? degenerateRun + 1 : 0
            pivot(row: row, entering: entering)
        }
    }

    /// Optimises, then repairs every restricted row left on the infeasible-row queue, so that no public
    /// operation leaves the queue holding anything.
    ///
    /// A substitution during an add or a removal queues a row it made negative beyond rounding; left on the
    /// queue, such a row would be repaired only by the next suggestion, and a rolled-back add (which empties
    /// the queue) would make the next suggestion pivot differently from a solver that never saw that add:
    /// every error must leave the solver exactly as it was, to the last bit.
    mutating func settle() throws(InternalFailure) {
        try optimize()
        guard !infeasibleRows.isEmpty else { return }
        try dualOptimize()
        try optimize()
    }

    /// The restricted row that limits how far `entering` can grow (minimum ratio), or nil if none does.
    ///
    /// Two passes: the minimum ratio, then the lowest basic symbol among the rows within rounding of it.
    /// The answer depends only on the rows, not on the order of the column's entries, which a rolled-back
    /// add may have changed (one pass that compares each ratio with the best so far is not: near-ties
    /// are not transitive).
    func leavingRow(for entering: Int32) -> Int32? {
        var minimum = Double.infinity
        for k in 0..<columnCount(entering) {
            guard let ratio = leavingRatio(columnEntry(entering, k)) else { continue }
            minimum = min(minimum, ratio)
        }
        guard minimum < .infinity else { return nil }
        // Only exact ties: any tolerance lets the pivot step past the row with the smallest ratio and leave
        // it negative. An absolute floor makes every ratio of tiny values a tie; a relative one lets the
        // artificial phase step to a ratio of 1.00000000000002 past a slack's 1, leaving the slack at -2e-14
        // and an infeasible constraint "added". Equality is transitive, so the choice
        // still does not depend on the order of the column's entries.
        let limit = minimum
        var best: Int32 = -1
        var bestBasic = Int32.max
        for k in 0..<columnCount(entering) {
            let entry = columnEntry(entering, k)
            guard let ratio = leavingRatio(entry), ratio <= limit, rows[Int(entry.row)].basic < bestBasic else {
                continue
            }
            best = entry.row
            bestBasic = rows[Int(entry.row)].basic
        }
        return best
    }

    /// The ratio test's value for a column entry: how far the entering symbol can grow before the row's
    /// basic symbol reaches zero; nil if the row does not limit it.
    @inline(__always)
    func leavingRatio(_ entry: ColumnEntry) -> Double? {
        let row = rows[Int(entry.row)]
        guard kinds[Int(row.basic)].isRestricted else { return nil }
        let coefficient = termPool[Int(row.terms.start + entry.index)].coefficient
        guard coefficient < 0 else { return nil }
        return max(0, row.constant) / -coefficient
    }

    /// Dual simplex: restores feasibility of the rows a suggestion made negative while keeping the
    /// objective optimal.
    mutating func dualOptimize() throws(InternalFailure) {
        while let row = nextInfeasibleRow() {
            guard let entering = dualEntering(row) else {
                // No symbol can raise the row: it would make the system infeasible, which a suggestion (a
                // non-required edit) never can, so its negative constant is rounding residue.
                touchRow(row)
                rows[Int(row)].constant = 0
                continue
            }
            pivot(row: row, entering: entering)
        }
    }

    /// The dual simplex after a dual insertion (see `chooseDualSubject`): true once no restricted row is
    /// negative. False if a negative row has no symbol that could raise it (the constraint may not hold,
    /// or the row is rounding residue) or the pivots run past a bound (degenerate cycling): the caller
    /// rolls back and lets the artificial phase decide, which, unlike this, tells the two apart.
    mutating func restoreFeasibility() -> Bool {
        var budget = 2 * rows.count + 100
        while let row = nextInfeasibleRow() {
            guard budget > 0, let entering = dualEntering(row) else { return false }
            budget -= 1
            pivot(row: row, entering: entering)
        }
        return true
    }

    /// The dual simplex's entering symbol for a negative row: among the symbols that raise it, the one
    /// whose objective cost per unit is least (lexicographically), lowest id among ties; nil if none does.
    func dualEntering(_ row: Int32) -> Int32? {
        var entering: Int32 = -1
        var enteringCoefficient = 0.0
        let start = termPosition(row, 0)
        for i in 0..<termCount(row) {
            let term = termPool[start + i]
            guard term.coefficient >= Tolerance.negligible else { continue }
            if entering < 0 {
                entering = term.symbol
                enteringCoefficient = term.coefficient
                continue
            }
            let order = compareScaled(
                objective[Int(term.symbol)], term.coefficient, objective[Int(entering)], enteringCoefficient)
            if order < 0 || (order == 0 && term.symbol < entering) {
                entering = term.symbol
                enteringCoefficient = term.coefficient
            }
        }
        return entering >= 0 ? entering : nil
    }

    /// Takes the infeasible row with the lowest basic symbol off the queue, dropping rows that are
    /// feasible again; nil when none is left. Choosing by symbol rather than by queue position makes the
    /// pivots independent of the order in which rows were queued, which follows the order of column
    /// entries (see `leavingRow`).
    mutating func nextInfeasibleRow() -> Int32? {
        while let (row, queuedBasic) = infeasibleRows.popMin() {
            let basic = rows[Int(row)].basic
            guard basic >= 0, kinds[Int(basic)].isRestricted, rows[Int(row)].constant < 0 else { continue }
            // A row whose basic symbol changed since it was queued goes back under its present one.
            guard basic == queuedBasic else {
                infeasibleRows.push(row, basic: basic)
                continue
            }
            return row
        }
        return nil
    }
}
