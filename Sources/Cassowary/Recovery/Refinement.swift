// Refinement: moving the values so that each held constraint's own equation holds at them again.

extension Solver {
    /// Before a required constraint is refused: undoes the failed add, and, inside the open transaction,
    /// refines the values of every record in `held` (see `Tableau.refine`); true if anything moved. A
    /// failure rolls back the refinement with the add, so a refused constraint still leaves the solver as
    /// it was.
    ///
    /// A new constraint is judged against the values at its own precision, but a value can carry the
    /// rounding of much larger numbers it was computed from: next to `v4 - v0 >= 1e6`, two values of 13
    /// carry ulp(1e6) each, and a constraint over their sum that holds only at its own precision is refused
    /// for a residual of 4e-7. Refined, the values hold the constraints exactly, and it is added.
    func refineForRetry(_ held: [ConstraintRecord?]) -> Bool {
        tableau.rollbackTransaction()
        tableau.beginTransaction()
        for case let record? in held {
            tableau.refine(record.expression, record.constraint.relation, record.markers)
        }
        return (try? tableau.settle()) != nil && !tableau.journal.savedRows.isEmpty
    }

    /// Refines the values if the tableau computed with constants far larger than any it holds now and than
    /// any a constraint forces, and a required constraint no longer holds: a value brought back from 1e12
    /// to 77 carries ulp(1e12) (see `Tableau.refine`), and a rebuild would compute through the same numbers.
    /// Costs a pass over the rows when the tableau once held such constants (a long chain of sums does),
    /// and the check of every required constraint only when it still does not hold them now.
    func refineIfValuesShrank() {
        let now = tableau.largestConstant()
        let computed = tableau.conditioning.largestConstantComputed
        tableau.conditioning.largestConstantComputed = now
        guard computed > Tolerance.growth * max(now, tableau.conditioning.largestForcedValue),
            !heldRequiredConstraintsHold()
        else { return }
        refineValues()
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
}

extension Tableau {
    /// One step of iterative refinement for a constraint the tableau holds: computes the residual of its
    /// row equation (the expression and its markers) at the current values, and moves the values so that
    /// it is zero, keeping every other constraint's equation as it was.
    ///
    /// A value is the constant of its row, and a constant computed from numbers of 1e12 carries their
    /// rounding, 1e-4, even once pivots bring it back to 77: a required `v0 - 0.001·v4 >= 77` was off by
    /// 1.6e-4 that way. The residual, computed from the
    /// constraint's own numbers at the current values, has no such history. A basic marker takes it up alone
    /// (no other equation holds it); a parametric marker's column says how every basic value moves with the
    /// constraint's constant, which is how an edit's suggestion moves them. A required equality has no
    /// marker, and keeps its residual.
    mutating func refine(_ expression: LinearExpression, _ relation: Relation, _ markers: ConstraintMarkers) {
        guard markers.hasRow, markers.marker >= 0 else { return }
        var residual = expression.constant
        for term in expression.terms {
            residual += term.coefficient * (existingSymbol(for: term.variable).map { value(of: $0) } ?? 0)
        }
        if relation == .lessThanOrEqual { residual = -residual }
        // The row is `±expression - marker + other = 0` (see `appendMarkers`).
        residual -= value(of: markers.marker)
        if markers.other >= 0 { residual += value(of: markers.other) }
        guard residual != 0, residual.isFinite else { return }

        var candidates = [(markers.marker, -1.0)]
        if markers.other >= 0 { candidates.append((markers.other, 1)) }
        if let (symbol, coefficient) = candidates.first(where: { basicRow[Int($0.0)] >= 0 }) {
            shiftRow(basicRow[Int(symbol)], by: -residual / coefficient)
            return
        }
        let (symbol, coefficient) = candidates[0]
        let step = residual / coefficient
        for k in 0..<columnCount(symbol) {
            let entry = columnEntry(symbol, k)
            shiftRow(entry.row, by: termPool[termPosition(entry.row, Int(entry.index))].coefficient * step)
        }
    }

    /// Adds `shift` to a row's constant, queueing a restricted row it makes negative beyond rounding.
    private mutating func shiftRow(_ row: Int32, by shift: Double) {
        touchRow(row)
        let old = rows[Int(row)].constant
        rows[Int(row)].constant = old + shift
        if Tolerance.isNegative(old + shift, max(abs(old), abs(shift))) && kinds[Int(rows[Int(row)].basic)].isRestricted
        {
            infeasibleRows.push(row, basic: rows[Int(row)].basic)
        }
    }
}
