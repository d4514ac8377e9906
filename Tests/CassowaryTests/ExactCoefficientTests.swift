// A constraint's own coefficients are exact, and a step that does not round adds no rounding to the bound a
// row coefficient carries (issue 15; `Tolerance.sumScale`).

import Testing

@testable import Cassowary

@Suite struct ExactCoefficientTests: DifferentialRows {
    let v = (0..<5).map { Variable("v\($0)") }

    /// Two nearly parallel required constraints: `2·v0 - v2 - v3 <= 0` and `2.000000588625085·v0 - v2 + v1
    /// <= 0`.
    func nearlyParallelPair() -> [Constraint] {
        [
            row([(0, 2), (2, -1), (3, -1)], 0, .lessThanOrEqual),
            row([(2, -1), (1, 1), (0, 2.000000588625085)], 0, .lessThanOrEqual),
        ]
    }

    /// The solver fuzzer's finding ab0451e6, cut down from 97 operations to 7.
    @Test func nearlyParallelConstraintsKeepTheRealTermsTheyLeave() throws {
        let solver = Solver()
        let soft = Strength(priority: 750, weight: 0.001)
        try solver.add(row([(1, -1), (3, -1)], 0, .lessThanOrEqual))
        for constraint in nearlyParallelPair() { try solver.add(constraint) }
        try solver.add(row([(2, 3), (4, 1)], -100, .equal))
        try solver.add(row([(1, 2), (0, 2)], 37.25, .equal))
        try solver.add(row([(3, 3)], -100, .greaterThanOrEqual, soft))
        // Their difference, 5.886e-7·v0, is exact, and the rows divide by it: coefficients of 1.7e6. Counted
        // as carrying an ulp of 2, each got a history of 1e13, and this batch then dropped a real -1 that two
        // of them left in v2's row as rounding: `3·v2 + v4 == 100` ended off by 262 (v4 = 361.5).
        try solver.add([
            row([(2, 7)], -1, .equal, Strength(priority: 999.5, weight: 2)),
            row([(2, 1), (1, 2)], -100, .equal, soft),
            row([(3, 3)], -100, .equal, soft),
        ])
        solver.updateVariables()
        // Every soft constraint can hold, and then every value is determined.
        let expected = [-18.625 - (100 - 1.0 / 7) / 2, (100 - 1.0 / 7) / 2, 1.0 / 7, 100.0 / 3, 100 - 3.0 / 7]
        for (variable, value) in zip(v, expected) {
            #expect(close(variable.value, value, 1e-12), "\(v.map(\.value))")
        }
        expectHealthy(solver)
    }

    /// The pair alone: its quotients of 1.7e6 carry about an ulp of their own (a relative history near 1, see
    /// `Tolerance.relativeHistory`), not 3.4 million ulps of 2.
    @Test func anExactDifferenceCarriesNoRounding() throws {
        let solver = Solver()
        try solver.add(row([(1, -1), (3, -1)], 0, .lessThanOrEqual))
        try solver.add(row([(2, 1)], -1, .greaterThanOrEqual))
        try solver.add(nearlyParallelPair())
        let tableau = solver.tableau
        var largest = 0.0
        var worst = 1.0
        for row in tableau.rows.indices where tableau.rows[row].basic >= 0 {
            for term in tableau.terms(of: Int32(row)) {
                largest = max(largest, abs(term.coefficient))
                worst = max(worst, Tolerance.relativeHistory(term.coefficient, term.scale))
            }
        }
        #expect(largest > 1e6 && worst < 2, "largest coefficient \(largest), worst relative history \(worst)")
        solver.updateVariables()
        expectHealthy(solver)
    }

    /// A step that rounds still carries its rounding: `0.1 · 3` is not 0.3, but 0.1 of `v0 == 3·v1` less
    /// 0.3 of v1 is nothing but that rounding, and the required `0.1·v0 - 0.3·v1 == 1` cannot hold.
    @Test func aSumThatRoundedStillCancels() throws {
        let solver = Solver()
        try solver.add(row([(0, 1), (1, -3)], 0, .equal))
        #expect(throws: SolverError.self) { try solver.add(row([(0, 0.1), (1, -0.3)], -1, .equal)) }
        try solver.add(row([(1, 1)], -2, .equal))
        solver.updateVariables()
        #expect(v[0].value == 6 && v[1].value == 2)
        expectHealthy(solver)
    }
}
