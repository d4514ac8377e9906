// The values of the basic symbols solved afresh from the constraints' own equations.

extension Tableau {
    /// The most rows `recomputeBasicValues` solves: its dense elimination costs m³/3 steps (2e7 at 400).
    static let basisSolveLimit = 400

    /// Replaces every row's constant, the value of its basic symbol, by the one the held constraints' own
    /// equations give it with every parametric symbol at zero, solved afresh by Gaussian elimination with
    /// partial pivoting. Returns false, changing nothing, if the equations do not determine the values,
    /// or if there are more than `basisSolveLimit` rows.
    ///
    /// A required equality has no marker, so `refine` cannot move the values along its column; and a
    /// rebuild adds the constraints in the same order, through the same numbers. Next to `-1000·v2 - 0.001·v4
    /// + 1e6 <= 0`, a batch computed through values of 1e12, and a required `2·v3 + 3·v4 + 27 == 0`
    /// was left off by 0.114 at v4 = -41, in a fresh tableau too (the differential test's seed 10, system
    /// 1665). Its basis does not need those numbers at all (v3 follows v4, and v4 a slack), and solved from
    /// the equations it holds to rounding. The rows' coefficients keep what they carry.
    ///
    /// - Parameter equations: every held constraint's expression, relation and markers, as it was added.
    mutating func recomputeBasicValues(_ equations: [(LinearExpression, Relation, ConstraintMarkers)]) -> Bool {
        var column = [Int32](repeating: -1, count: kinds.count)
        var basics: [Int32] = []
        for row in rows.indices where rows[row].basic >= 0 {
            column[Int(rows[row].basic)] = Int32(basics.count)
            basics.append(Int32(row))
        }
        let size = basics.count
        let held = equations.filter { $0.2.hasRow }
        guard size > 0, size <= Self.basisSolveLimit, held.count == size else { return false }

        // Row-major `size × (size + 1)`: the coefficients of the basic symbols, then the right-hand side.
        let width = size + 1
        var matrix = [Double](repeating: 0, count: size * width)
        for (i, (expression, relation, markers)) in held.enumerated() {
            // The row as `add` built it: `±expression - marker + other = 0` (see `appendMarkers`).
            let sign = relation == .lessThanOrEqual ? -1.0 : 1.0
            matrix[i * width + size] = -sign * expression.constant
            for term in expression.terms {
                guard let symbol = existingSymbol(for: term.variable), column[Int(symbol)] >= 0 else { continue }
                matrix[i * width + Int(column[Int(symbol)])] += sign * term.coefficient
            }
            if markers.marker >= 0, column[Int(markers.marker)] >= 0 {
                matrix[i * width + Int(column[Int(markers.marker)])] -= 1
            }
            if markers.other >= 0, column[Int(markers.other)] >= 0 {
                matrix[i * width + Int(column[Int(markers.other)])] += 1
            }
        }
        guard let values = Self.solveDense(&matrix, size: size) else { return false }

        for (index, row) in basics.enumerated() {
            touchRow(row)
            rows[Int(row)].constant = values[index]
            if values[index] < 0 && kinds[Int(rows[Int(row)].basic)].isRestricted {
                infeasibleRows.push(row, basic: rows[Int(row)].basic)
            }
        }
        return true
    }

    /// Solves the augmented `size × (size + 1)` system in place by Gaussian elimination with partial
    /// pivoting; nil if it is singular to rounding or a value is not finite.
    static func solveDense(_ matrix: inout [Double], size: Int) -> [Double]? {
        let width = size + 1
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
            guard abs(matrix[best * width + pivot]) > singular else { return nil }
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
        var values = [Double](repeating: 0, count: size)
        for i in stride(from: size - 1, through: 0, by: -1) {
            var sum = matrix[i * width + size]
            for k in (i + 1)..<size { sum -= matrix[i * width + k] * values[k] }
            values[i] = sum / matrix[i * width + i]
            guard values[i].isFinite else { return nil }
        }
        return values
    }
}
