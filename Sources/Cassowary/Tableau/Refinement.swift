// Refining the values after a system computed with numbers far larger than its answer.

extension Tableau {
    /// Counts a constant a row was just given in `largestConstantComputed` and `largestConstantHeld`.
    @inline(__always)
    mutating func noteConstant(_ constant: Double) {
        largestConstantComputed = max(largestConstantComputed, abs(constant))
        largestConstantHeld = max(largestConstantHeld, abs(constant))
    }

    /// The size of the numbers every value may carry the rounding of: the largest value a constraint can
    /// force, or the largest constant the tableau computed with, up to `Tolerance.heldNoise` times the first.
    /// With the forced value
    /// alone, a zero computed from values of 2,500 next to constraints forcing 5 stood at -2e-16, a
    /// coefficient of 1,333 made it -2.6e-13 in the next variable, and `2·v1 + 2·v0 == 0` looked broken,
    /// so that constraints holding at zero were refused, and a rebuild lost one (a recovery; solver fuzzer
    /// finding b9e8fa2a).
    var noiseScale: Double {
        max(largestForcedValue, min(largestConstantHeld, Tolerance.heldNoise * largestForcedValue))
    }

    /// The largest constant any row holds now.
    func largestConstant() -> Double {
        var largest = 0.0
        for row in rows where row.basic >= 0 { largest = max(largest, abs(row.constant)) }
        return largest
    }

    /// One step of iterative refinement for a constraint the tableau holds: computes the residual of its
    /// row equation (the expression and its markers) at the current values, and moves the values so that
    /// it is zero, keeping every other constraint's equation as it was.
    ///
    /// A value is the constant of its row, and a constant computed from numbers of 1e12 carries their
    /// rounding, 1e-4, even once pivots bring it back to 77: a required `v0 - 0.001·v4 >= 77` was off by
    /// 1.6e-4 that way (the differential test's limits seed 2, system 2268). The residual, computed from the
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
