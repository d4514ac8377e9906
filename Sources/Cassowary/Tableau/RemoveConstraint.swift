// Removing an inequality or a non-required constraint: take its errors out of the objective and its
// marker out of the basis, then drop the marker's row.

extension Tableau {
    /// Removes a constraint that owns a marker symbol. (Required equalities own none; the solver
    /// rebuilds the tableau to remove them.) Does not optimise.
    mutating func remove(_ markers: ConstraintMarkers) throws(InternalFailure) {
        if markers.level >= 0 {
            for error in [markers.marker, markers.other] where error >= 0 && kinds[Int(error)] == .error {
                removeErrorEffect(error, level: markers.level, weight: markers.weight)
            }
        }
        let marker = markers.marker
        let basic = basicRow[Int(marker)]
        if basic >= 0 {
            freeRow(basic)
        } else if !columnIsEmpty(marker) {
            guard let row = markerLeavingRow(marker) else { throw .leavingRowNotFound }
            pivot(row: row, entering: marker)
            freeRow(row)
        }
        if markers.other >= 0 {
            discard(markers.other)
        }
        discard(marker)
    }

    /// Subtracts an error symbol's weighted value from the objective.
    mutating func removeErrorEffect(_ error: Int32, level: Int32, weight: Double) {
        let row = basicRow[Int(error)]
        if row >= 0 {
            levelConstant[Int(level)] -= weight * rows[Int(row)].constant
            var source = scratch.source
            scratch.source = []
            copyTerms(of: row, into: &source)
            for term in source {
                addObjective(
                    term.symbol, level: level, delta: -weight * term.coefficient, scale: abs(weight) * term.scale)
            }
            scratch.source = source
        } else {
            addObjective(error, level: level, delta: -weight, scale: abs(weight))
        }
    }

    /// The row to pivot a marker into before dropping it, as in the paper: the restricted row with a
    /// negative coefficient and the smallest ratio, else the restricted row with a positive
    /// coefficient and the smallest ratio, else any row. Either keeps every restricted row feasible.
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var negative: (row: Int32, ratio: Double, basic: Int32) = (-1, .infinity, .max)
        var positive: (row: Int32, ratio: Double, basic: Int32) = (-1, .infinity, .max)
        var unrestricted: (row: Int32, basic: Int32) = (-1, .max)
        for k in 0..<columnCount(marker) {
            let entry = columnEntry(marker, k)
            let row = rows[Int(entry.row)]
            let coefficient = termPool[Int(row.terms.start + entry.index)].coefficient
            if !kinds[Int(row.basic)].isRestricted {
                if row.basic < unrestricted.basic { unrestricted = (entry.row, row.basic) }
                continue
            }
            let ratio = max(0, row.constant) / abs(coefficient)
            if coefficient < 0 {
                if ratio < negative.ratio || (ratio == negative.ratio && row.basic < negative.basic) {
                    negative = (entry.row, ratio, row.basic)
                }
            } else if ratio < positive.ratio || (ratio == positive.ratio && row.basic < positive.basic) {
                positive = (entry.row, ratio, row.basic)
            }
        }
        if negative.row >= 0 { return negative.row }
        if positive.row >= 0 { return positive.row }
        return unrestricted.row >= 0 ? unrestricted.row : nil
    }

    /// Frees a symbol of a removed constraint, wiping the rounding residue it may have left in rows.
    mutating func discard(_ symbol: Int32) {
        let s = Int(symbol)
        if basicRow[s] >= 0 { freeRow(basicRow[s]) }
        while !columnIsEmpty(symbol) {
            let entry = columnEntry(symbol, columnCount(symbol) - 1)
            touchRow(entry.row)
            removeTerm(entry.row, at: entry.index)
        }
        if !objective[s].isEmpty {
            touchObjective(symbol)
            objective[s] = []
        }
        retireSymbol(symbol)
    }

    /// Moves the constant of a non-required equality by `delta` (the paper's edit step): rows that hold
    /// its positive error shift along that column; rows made negative are repaired by the dual simplex.
    /// Only the rows in the error's column are touched, which on a resize are the rows that depend on
    /// the edited variable.
    mutating func shiftConstant(_ markers: ConstraintMarkers, by delta: Double) throws(InternalFailure) {
        conditioning.largestForcedValue = max(conditioning.largestForcedValue, abs(delta))
        let plus = markers.marker
        let minus = markers.other
        if basicRow[Int(plus)] >= 0 {
            let row = basicRow[Int(plus)]
            let old = rows[Int(row)].constant
            rows[Int(row)].constant = old - delta
            if Tolerance.isNegative(old - delta, max(abs(old), abs(delta))) {
                infeasibleRows.push(row, basic: rows[Int(row)].basic)
            }
        } else if basicRow[Int(minus)] >= 0 {
            let row = basicRow[Int(minus)]
            let old = rows[Int(row)].constant
            rows[Int(row)].constant = old + delta
            if Tolerance.isNegative(old + delta, max(abs(old), abs(delta))) {
                infeasibleRows.push(row, basic: rows[Int(row)].basic)
            }
        } else {
            // Through unsafe buffers: on a resize this loop visits every row that depends on the root's
            // size, and the arrays' uniqueness checks were a tenth of its cost (callgrind).
            let column = columnSpans[Int(plus)]
            var negative: [Int32] = []
            rows.withUnsafeMutableBufferPointer { rows in
                termPool.withUnsafeBufferPointer { terms in
                    columnPool.withUnsafeBufferPointer { entries in
                        for k in Int(column.start)..<Int(column.start + column.count) {
                            let entry = entries[k]
                            let r = Int(entry.row)
                            let old = rows[r].constant
                            let shift = terms[Int(rows[r].terms.start + entry.index)].coefficient * delta
                            rows[r].constant = old + shift
                            if Tolerance.isNegative(old + shift, max(abs(old), abs(shift))) {
                                negative.append(entry.row)
                            }
                        }
                    }
                }
            }
            for row in negative where kinds[Int(rows[Int(row)].basic)].isRestricted {
                infeasibleRows.push(row, basic: rows[Int(row)].basic)
            }
        }
        try dualOptimize()
        try settle()
    }
}
