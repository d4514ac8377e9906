// Values computed through numbers far larger than the answer are refined from the constraints' own numbers
// (issue 15; `Tableau.refine`).

import Testing

@testable import Cassowary

@Suite struct RefinementTests: DifferentialRows {
    let v = (0..<7).map { Variable("v\($0)") }

    @Test func aValueBroughtBackFromATrillionHoldsItsConstraint() throws {
        // The differential test's limits seed 2, system 2268: `-1000·v5 - 0.001·v0 + … >= 0` with v5 near 1e6
        // put v0 at -1e12; the batch after it pivoted v0 back to 77, carrying ulp(1e12) = 1.2e-4 of rounding,
        // and left `v0 - 0.001·v4 >= 77` off by 1.6e-4 where ten thousand ulps of 77 are allowed.
        let solver = Solver()
        let strength = { (priority: Double, weight: Double) in Strength(priority: priority, weight: weight) }
        try solver.add(row([(3, 1000)], -12, .greaterThanOrEqual, strength(750, 0.001)))
        try solver.add(row([(1, -3), (5, 1)], -1e6, .equal, strength(250, 1000)))
        try solver.add(row([(6, 1.5), (2, 0.001), (4, 1)], -29, .equal))
        try solver.add(row([(1, 1)], 18, .greaterThanOrEqual))
        try solver.add(row([(5, -1000), (0, -0.001), (1, 0.25)], -79, .greaterThanOrEqual))
        let bound = row([(4, -0.001), (0, 1)], -77, .greaterThanOrEqual)
        try solver.add([row([(4, 2), (1, -1), (3, -1)], 0, .equal, strength(250, 1)), bound])
        try solver.add(row([(2, -0.5), (3, -2)], -1e6, .equal, strength(500, 2)))
        solver.updateVariables()

        #expect(solver.statistics.refinements == 1)
        #expect(v[4].value == -8.994)
        let residual = v[0].value - 0.001 * v[4].value - 77
        #expect(residual >= -1e-12 * 77, "v0 = \(v[0].value)")
        #expect(abs(v[0].value - 76.991006) <= 1e-12 * 77)
        expectHealthy(solver)
        // Refined once: nothing is left for the next read to refine.
        solver.updateVariables()
        #expect(solver.statistics.refinements == 1)
    }

    @Test func aLayoutOfOrdinaryNumbersIsNeverRefined() throws {
        // A column of 1,000 rows of 20 points under a root 100 wide: values reach 20,000, 200 times the
        // largest constant, so the check runs once after the adds, finds every constraint held, refines nothing.
        let solver = Solver()
        let tops = (0...1000).map { Variable("top\($0)") }
        let width = Variable("width")
        var constraints = [tops[0] == 0, width == 100]
        for index in 1...1000 { constraints.append(tops[index] == tops[index - 1] + 20) }
        try solver.add(constraints)
        solver.updateVariables()
        #expect(tops[1000].value == 20_000)
        #expect(solver.statistics.refinements == 0)
        expectHealthy(solver)
    }

    @Test func aConstraintThatHoldsAtRefinedValuesIsAdded() throws {
        // The differential test's seed 5, system 1937: next to `v4 - v0 >= 1e6`, v0 = 13.58 and v3 = -13.506
        // carried ulp(1e6) each, so `1000·v0 + 1000·v3 <= 74` stood at -4.4e-7 with its slack at zero, and the
        // same expression `>= 74` was refused for that residual, then reported as a numerical breakdown.
        let solver = Solver()
        try solver.add(row([(4, -2), (0, 3)], -34, .equal, Strength(priority: 750, weight: 4)))
        try solver.add(row([(0, -3), (3, 1.5)], 61, .equal))
        solver.updateVariables()
        try solver.add([row([(4, 1), (0, -1)], -1e6, .greaterThanOrEqual)])
        try solver.add(row([(0, 1000), (3, 1000)], -74, .lessThanOrEqual))
        let atLeast = row([(0, 1000), (3, 1000)], -74, .greaterThanOrEqual)
        try solver.add(atLeast)
        solver.updateVariables()

        #expect(solver.contains(atLeast))
        #expect(solver.statistics.refinements == 1)
        #expect(abs(1000 * v[0].value + 1000 * v[3].value - 74) <= 1e-9, "\(v[0].value), \(v[3].value)")
        expectHealthy(solver)
    }

    @Test func aRefusedConstraintLeavesTheValuesUnrefined() throws {
        // The retry refines inside the add's transaction: a constraint refused even at refined values leaves
        // every value as it was, bit for bit, and counts no refinement.
        let solver = Solver()
        try solver.add(row([(4, -2), (0, 3)], -34, .equal, Strength(priority: 750, weight: 4)))
        try solver.add(row([(0, -3), (3, 1.5)], 61, .equal))
        try solver.add([row([(4, 1), (0, -1)], -1e6, .greaterThanOrEqual)])
        try solver.add(row([(0, 1000), (3, 1000)], -74, .lessThanOrEqual))
        solver.updateVariables()
        let before = v.map(\.value.bitPattern)
        #expect(throws: SolverError.self) {
            try solver.add(self.row([(0, 1000), (3, 1000)], -75, .greaterThanOrEqual))
        }
        solver.updateVariables()
        #expect(v.map(\.value.bitPattern) == before)
        #expect(solver.statistics.refinements == 0)
        expectHealthy(solver)
    }
}
