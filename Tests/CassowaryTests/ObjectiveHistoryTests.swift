// Objective coefficients carry the history of the numbers they were summed from (issue 15;
// `Tableau.addObjective`).

import Testing

@testable import Cassowary

@Suite struct ObjectiveHistoryTests: DifferentialRows {
    let v = (0..<3).map { Variable("v\($0)") }

    @Test func aSmallCostLeftByLargeOnesIsStillACost() throws {
        // The differential test's seed 6, system 2869: errors of weight 1000 on rows of 2e6 put costs of 2e9
        // and -2e9 on one symbol; what they left at priority 500, 0.002, was the real cost of `0.001·v1 + 100
        // == 0` (weight 1). Dropped at 1e-9 of its operands, that error looked free, and the solver gave it
        // up (v1 = -64, not -100,000) for `0.5·v1 + 0.001·v0 + 31 == 0` at priority 250.
        let solver = Solver()
        let bound = row([(1, -2), (0, 1000), (2, 1)], -1e6, .lessThanOrEqual, Strength(priority: 500, weight: 3))
        try solver.add([bound, row([(1, 0.5), (0, 0.001)], 31, .equal, Strength(priority: 250, weight: 1000))])
        solver.updateVariables()
        try solver.add([row([(1, 0.001)], 100, .equal, Strength(priority: 500, weight: 1))])
        solver.updateVariables()
        try solver.add(row([(2, -2)], 21, .equal, Strength(priority: 500, weight: 1000)))
        solver.updateVariables()

        // Priority 500 can hold all three of its constraints; only then does 250 get what is left.
        #expect(abs(v[1].value + 100_000) <= 1e-6, "v1 = \(v[1].value)")
        #expect(abs(v[2].value - 10.5) <= 1e-9, "v2 = \(v[2].value)")
        #expect(-2 * v[1].value + 1000 * v[0].value + v[2].value - 1e6 <= 1e-9 * 1e6, "v0 = \(v[0].value)")
        expectHealthy(solver)
    }
}
