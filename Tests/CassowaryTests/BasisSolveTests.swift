// Values solved afresh from the held constraints' own equations when refinement leaves a required
// constraint broken (issue 15; `Tableau.recomputeBasicValues`).

import Testing

@testable import Cassowary

@Suite struct BasisSolveTests: DifferentialRows {
    let v = (0..<6).map { Variable("v\($0)") }

    @Test func aRequiredEqualityComputedThroughHugeValuesHoldsAgain() throws {
        // The differential test's seed 10, system 1665 (its accepted operations). `-1000·v2 - 0.001·v4 + 1e6
        // <= 0` and `0.001·v0 - v5 == 1e6` put v0 and v4 near 1e9, and the last batch computed through values
        // of 1e12: `2·v3 + 3·v4 + 27 == 0` was left off by 0.114, at v3 = 48.057, v4 = -41. A required
        // equality has no marker for `refine` to move, and a rebuild goes through the same numbers.
        let solver = Solver()
        let equality = row([(3, 2), (4, 3)], 27, .equal)
        let removed = row([(5, -1), (0, 0.001)], -1e6, .equal)
        try solver.add(row([(5, -2)], -54, .greaterThanOrEqual))
        try solver.add(row([(2, -1000), (4, -0.001)], 1e6, .lessThanOrEqual))
        solver.updateVariables()
        try solver.add(row([(1, 0.5), (2, -0.001)], 1e6, .greaterThanOrEqual, Strength(priority: 750, weight: 4)))
        try solver.add(row([(4, 0.25), (0, -1)], 51, .greaterThanOrEqual))
        try solver.add(removed)
        solver.updateVariables()
        try solver.add(equality)
        try solver.remove(removed)
        try solver.add(row([(2, 0.25)], 58, .greaterThanOrEqual))
        solver.updateVariables()
        #expect(close(v[4].value, 1.232e9) && close(v[3].value, -1.848e9), "\(v.map(\.value))")
        try solver.add(row([(5, 1000), (2, 1)], -81, .lessThanOrEqual))
        try solver.add([
            row([(4, -2), (1, -1)], 88, .greaterThanOrEqual, Strength(priority: 1, weight: 1)),
            row([(4, 1), (5, -1)], 14, .equal),
        ])
        solver.updateVariables()

        // v5 = -27 (the slack of `-2·v5 >= 54` is parametric), v4 = v5 - 14, and `equality` gives v3.
        #expect(close(v[5].value, -27, 1e-12) && close(v[4].value, -41, 1e-12), "\(v.map(\.value))")
        #expect(close(v[3].value, 48, 1e-12), "v3 = \(v[3].value)")
        #expect(abs(2 * v[3].value + 3 * v[4].value + 27) <= 1e-9, "\(v.map(\.value))")
        #expect(solver.statistics.basisSolves == 1)
        expectHealthy(solver)
    }

    @Test func gaussianEliminationPivotsOnTheLargestEntry() throws {
        // 1e-20·x + y = 1, x + y = 2: without row exchanges the first pivot, 1e-20, gives x = 0.
        var matrix: [Double] = [1e-20, 1, 1, 1, 1, 2]
        let values = try #require(Tableau.solveDense(&matrix, size: 2))
        #expect(close(values[0], 1, 1e-15) && close(values[1], 1, 1e-15), "\(values)")
        var singular: [Double] = [1, 2, 3, 2, 4, 6]
        #expect(Tableau.solveDense(&singular, size: 2) == nil)
    }
}
