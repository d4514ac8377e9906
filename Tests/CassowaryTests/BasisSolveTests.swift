// Rows and values solved afresh from the held constraints' own equations when refinement leaves a required
// constraint broken (issue 15; `Tableau.reinvert`).

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

    /// Reinverting a tableau whose rows are right gives the same rows, values and objective, to rounding.
    @Test func reinvertingAWellConditionedTableauChangesNothing() throws {
        let solver = Solver()
        try solver.add(row([(0, 1)], 0, .equal))
        try solver.add(row([(1, 1), (0, -1), (2, -1)], -8, .equal))
        try solver.add(row([(2, 1)], -100, .greaterThanOrEqual))
        try solver.add(row([(2, 2), (3, -1)], 0, .equal, Strength(priority: 750, weight: 2)))
        try solver.add(row([(3, 1)], -150, .lessThanOrEqual, Strength(priority: 500, weight: 1)))
        try solver.add(row([(4, 1), (1, -0.5)], 0, .equal, .weak))
        try solver.addEditVariable(v[5], strength: .strong)
        try solver.add(row([(5, 1), (2, -1)], 0, .lessThanOrEqual))
        try solver.suggestValue(v[5], 300)
        solver.updateVariables()
        let before = solver.tableau
        var after = solver.tableau
        let equations = solver.records.compactMap { record in
            record.map { ($0.expression, $0.constraint.relation, $0.markers) }
        }
        let reinverted = after.reinvert(equations)
        #expect(reinverted)
        for row in before.rows.indices where before.rows[row].basic >= 0 {
            #expect(after.rows[row].basic == before.rows[row].basic)
            #expect(close(after.rows[row].constant, before.rows[row].constant, 1e-12))
            let old = before.terms(of: Int32(row)).sorted { $0.symbol < $1.symbol }
            let new = after.terms(of: Int32(row)).sorted { $0.symbol < $1.symbol }
            #expect(old.map(\.symbol) == new.map(\.symbol), "row \(row)")
            for (a, b) in zip(old, new) { #expect(close(a.coefficient, b.coefficient, 1e-12), "row \(row)") }
        }
        for symbol in before.objective.indices {
            let old = before.objective[symbol].filter { $0.level > 0 }
            let new = after.objective[symbol]
            #expect(old.map(\.level) == new.map(\.level), "symbol \(symbol)")
            for (a, b) in zip(old, new) { #expect(close(a.value, b.value, 1e-12), "symbol \(symbol)") }
        }
        for level in before.levelConstant.indices {
            #expect(close(before.levelConstant[level], after.levelConstant[level], 1e-12), "level \(level)")
        }
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
