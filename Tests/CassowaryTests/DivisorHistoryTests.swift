// A quotient carries the rounding of its divisor too (issue 15; `Tolerance.quotientScale`).

import Testing

@testable import Cassowary

@Suite struct DivisorHistoryTests: DifferentialRows {
    let v = (0..<4).map { Variable("v\($0)") }

    @Test func aResidueOfDividingByACancellationIsNotAPivot() throws {
        // The differential test's limits seed 2, system 2909: `v0 - 50 == 0` was solved for an error whose
        // coefficient, 2 - 1.9995, carried 4e-13 of relative rounding; the row's coefficients of 1000 kept a
        // history of 1000, so `-0.5 + 0.5 · 1.0000000000005` left a term of 2.5e-13 in v2's row, the edit
        // on v2 pivoted on it, and the suggestion put v1 at 7.6e14 and v2 at the edit's -120.5 against
        // `v0 - v2 + 23 == 0` a thousand times heavier at the same priority.
        let solver = Solver()
        try solver.addEditVariable(v[3], strength: Strength(priority: 500, weight: 1000))
        try solver.suggestValue(v[3], -1e6)
        try solver.add(row([(1, -1000), (0, 0.5)], -1e6, .equal, Strength(priority: 250, weight: 0.5)))
        let temporary = row([(3, -0.5), (0, -0.001)], 91, .equal, Strength(priority: 500, weight: 1))
        try solver.add(temporary)
        let alsoTemporary = row([(1, -3)], -65, .greaterThanOrEqual, Strength(priority: 250, weight: 0.5))
        try solver.add([
            alsoTemporary, row([(2, -2), (1, -1)], 0, .lessThanOrEqual, Strength(priority: 500, weight: 2)),
        ])
        try solver.remove(temporary)
        try solver.remove(alsoTemporary)
        try solver.add([row([(0, 1), (2, -1)], 23, .equal, Strength(priority: 500, weight: 1000))])
        try solver.add(row([(0, 1)], -50, .equal))
        try solver.add(row([(2, 3), (0, 1)], 1e6, .lessThanOrEqual, Strength(priority: 250, weight: 2)))
        try solver.addEditVariable(v[2], strength: Strength(priority: 500, weight: 1))
        try solver.suggestValue(v[2], -120.5)
        solver.updateVariables()

        #expect(v[0].value == 50)
        #expect(abs(v[2].value - 73) <= 1e-9, "v2 = \(v[2].value)")
        #expect(abs(v[1].value + 146) <= 1e-9, "v1 = \(v[1].value)")
        expectHealthy(solver)
    }
}
