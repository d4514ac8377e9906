// Every row and the objective solved afresh for the current basis from the constraints' own equations.

extension Tableau {
    /// The most rows `reinvert` solves: its dense elimination costs m²·(m + parametric symbols) steps.
    static let basisSolveLimit = 400

    /// Rewrites every row, `basic = constant + Σ coefficient·parametric`, and the objective, from the held
    /// constraints' own equations, for the basis the tableau has: the basic symbols solved for by Gaussian
    /// elimination with partial pivoting, all at once (what a simplex code calls reinverting its basis).
    /// Returns false, changing nothing, if the equations do not determine the basic symbols or there are more
    /// than `basisSolveLimit` rows. Restricted rows left negative are queued for the dual simplex; the caller
    /// settles.
    ///
    /// A required equality has no marker, so `refine` cannot move the values along its column, and a rebuild
    /// adds the constraints in the same order, through the same numbers. Next to `-1000·v2 - 0.001·v4 + 1e6
    /// <= 0`, a batch computes through values of 1e12, and a required `2·v3 + 3·v4 + 27 == 0` can be left off
    /// by 0.1, in a fresh tableau too, though its basis does not need those numbers at all (v3 follows v4,
    /// and v4 a slack). And rows computed through nearly parallel constraints carry the rounding of every
    /// step, the cancellation rule then drops real terms, and a fresh build goes through the same steps.
    /// Solved afresh from the equations, each row holds to rounding of its own numbers however
    /// ill-conditioned the basis, and every coefficient starts without a history.
    ///
    /// - Parameter equations: every held constraint's expression, relation and markers, as it was added.
    mutating func reinvert(_ equations: [(LinearExpression, Relation, ConstraintMarkers)]) -> Bool {
        var basics: [Int32] = []
        var column = [Int32](repeating: -1, count: kinds.count)
        for row in rows.indices where rows[row].basic >= 0 {
            column[Int(rows[row].basic)] = Int32(basics.count)
            basics.append(Int32(row))
        }
        let size = basics.count
        let held = equations.filter { $0.2.hasRow }
        guard size > 0, size <= Self.basisSolveLimit, held.count == size else { return false }

        // The parametric symbols the equations hold, each a right-hand-side column after the constants.
        var parametric: [Int32] = []
        func place(_ symbol: Int32) {
            if column[Int(symbol)] < 0 {
                column[Int(symbol)] = Int32(size + 1 + parametric.count)
                parametric.append(symbol)
            }
        }
        for (expression, _, markers) in held {
            for term in expression.terms {
                guard let symbol = existingSymbol(for: term.variable) else { return false }
                if basicRow[Int(symbol)] < 0 { place(symbol) }
            }
            for marker in [markers.marker, markers.other] where marker >= 0 && basicRow[Int(marker)] < 0 {
                place(marker)
            }
        }

        // Row-major `size × width`: each equation `Σ a·symbol + c = 0` as the basic symbols' coefficients,
        // then `-c`, then `-a` of each parametric symbol, so that the solution's columns are the new rows.
        let width = size + 1 + parametric.count
        var matrix = [Double](repeating: 0, count: size * width)
        for (i, (expression, relation, markers)) in held.enumerated() {
            // The row as `add` built it: `±expression - marker + other = 0` (see `appendMarkers`).
            let sign = relation == .lessThanOrEqual ? -1.0 : 1.0
            func enter(_ symbol: Int32, _ coefficient: Double) {
                let k = Int(column[Int(symbol)])
                matrix[i * width + k] += k < size ? coefficient : -coefficient
            }
            matrix[i * width + size] = -sign * expression.constant
            for term in expression.terms { enter(existingSymbol(for: term.variable)!, sign * term.coefficient) }
            if markers.marker >= 0 { enter(markers.marker, -1) }
            if markers.other >= 0 { enter(markers.other, 1) }
        }
        guard Self.solveDense(&matrix, size: size, width: width) else { return false }

        for (index, row) in basics.enumerated() {
            touchRow(row)
            while rows[Int(row)].terms.count > 0 { removeTerm(row, at: rows[Int(row)].terms.count - 1) }
            let solution = matrix[(index * width + size)..<(index * width + width)]
            let constant = solution[solution.startIndex]
            var largest = abs(constant)
            for value in solution { largest = max(largest, abs(value)) }
            rows[Int(row)].constant = constant
            noteConstant(constant)
            for (offset, symbol) in parametric.enumerated() {
                let coefficient = solution[solution.startIndex + 1 + offset]
                // What elimination leaves of an exact zero is rounding of the row's largest number.
                guard abs(coefficient) > Tolerance.reinversionResidue * largest else { continue }
                appendTerm(row, symbol, coefficient, scale: abs(coefficient))
            }
            if constant < 0 && kinds[Int(rows[Int(row)].basic)].isRestricted {
                infeasibleRows.push(row, basic: rows[Int(row)].basic)
            }
        }
        rebuildObjective(held)
        return true
    }

    /// The objective afresh from the rows: each error symbol's weight at its level, its row substituted
    /// where it is basic.
    private mutating func rebuildObjective(_ held: [(LinearExpression, Relation, ConstraintMarkers)]) {
        for symbol in objective.indices where !objective[symbol].isEmpty {
            touchObjective(Int32(symbol))
            objective[symbol] = []
            markDirty(Int32(symbol))
        }
        for level in levelConstant.indices { levelConstant[level] = 0 }
        for (_, relation, markers) in held where markers.level >= 0 {
            let errors = relation == .equal ? [markers.marker, markers.other] : [markers.other]
            for error in errors where error >= 0 {
                let row = basicRow[Int(error)]
                guard row >= 0 else {
                    addObjective(error, level: markers.level, delta: markers.weight, scale: markers.weight)
                    continue
                }
                levelConstant[Int(markers.level)] += markers.weight * rows[Int(row)].constant
                for term in terms(of: row) {
                    let delta = markers.weight * term.coefficient
                    addObjective(term.symbol, level: markers.level, delta: delta, scale: abs(delta))
                }
            }
        }
    }

    /// Solves the augmented `size × (size + 1)` system in place (see `solveDense(_:size:width:)`); nil if it
    /// is singular to rounding or a value is not finite.
    static func solveDense(_ matrix: inout [Double], size: Int) -> [Double]? {
        guard solveDense(&matrix, size: size, width: size + 1) else { return nil }
        return (0..<size).map { matrix[$0 * (size + 1) + size] }
    }

    /// Solves the augmented `size × width` system in place by Gaussian elimination with partial pivoting:
    /// the first `size` columns are the coefficients, the others right-hand sides, which end as the
    /// solutions. False if it is singular to rounding or a value is not finite.
    static func solveDense(_ matrix: inout [Double], size: Int, width: Int) -> Bool {
        var largest = 0.0
        for i in 0..<size {
            for k in 0..<size { largest = max(largest, abs(matrix[i * width + k])) }
        }
        // Only an exact or near-exact zero is singular: the caller keeps the result only if every required
        // constraint then holds.
        let singular = Tolerance.negligible * largest
        for pivot in 0..<size {
            var best = pivot
            for candidate in (pivot + 1)..<size
            where abs(matrix[candidate * width + pivot]) > abs(matrix[best * width + pivot]) {
                best = candidate
            }
            guard abs(matrix[best * width + pivot]) > singular else { return false }
            if best != pivot {
                for k in pivot..<width { matrix.swapAt(pivot * width + k, best * width + k) }
            }
            let divisor = matrix[pivot * width + pivot]
            for below in (pivot + 1)..<size {
                let factor = matrix[below * width + pivot] / divisor
                guard factor != 0 else { continue }
                for k in pivot..<width { matrix[below * width + k] -= factor * matrix[pivot * width + k] }
            }
        }
        for i in stride(from: size - 1, through: 0, by: -1) {
            let divisor = matrix[i * width + i]
            for k in size..<width {
                var sum = matrix[i * width + k]
                for j in (i + 1)..<size { sum -= matrix[i * width + j] * matrix[j * width + k] }
                let value = sum / divisor
                guard value.isFinite else { return false }
                matrix[i * width + k] = value
            }
        }
        // Row i now holds the solution for the i-th basic symbol in columns size..<width.
        return true
    }
}
