// Rows with no subject, added by the dual simplex: the seed's container, a fallback, and the same values
// whatever the path.

import Testing

@testable import Cassowary

@Suite struct DualInsertionTests {
    /// The seed's container: `top >= 0`, `centerY >= root.centerY`, `width == root.width`, a weak
    /// `height == width`, with the root's size suggested; then its content makes it tall. Solved for the
    /// weak error, the last add pushes the container above the top: one dual pivot (the top's slack out)
    /// repairs it. Solved for the root width's error, as before, it put the root width at 15 and the
    /// optimisation walked it back.
    @Test func tallContentPushesTheContainerToTheTop() throws {
        let solver = Solver()
        let (rootWidth, rootHeight) = (Variable("root.width"), Variable("root.height"))
        let (y, width, height) = (Variable("y"), Variable("width"), Variable("height"))
        try solver.addEditVariable(rootWidth, strength: .strong)
        try solver.addEditVariable(rootHeight, strength: .strong)
        try solver.suggestValue(rootWidth, 375)
        try solver.suggestValue(rootHeight, 667)
        add(solver, y >= 0, y + height / 2 >= rootHeight / 2, width == rootWidth, height == width ~ .weak)
        solver.updateVariables()
        #expect(height.value == 375 && y.value == 146)
        let before = solver.statistics
        add(solver, height == 4 * width + 15)
        solver.updateVariables()
        #expect(rootWidth.value == 375 && width.value == 375)
        #expect(height.value == 1515 && y.value == 0)
        #expect(solver.statistics.artificialPhases == 0)
        #expect(solver.statistics.pivots - before.pivots <= 2)
        expectHealthy(solver)
    }

    /// The same system built at once and in every order of its adds, with the suggestion before or after:
    /// the same values, and never the artificial phase.
    @Test(arguments: [false, true]) func sameValuesInEveryOrder(suggestFirst: Bool) throws {
        var results: Set<[Double]> = []
        let orders = [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 4, 0, 3, 1], [1, 4, 3, 0, 2]]
        for order in orders {
            let solver = Solver()
            let (rootWidth, rootHeight) = (Variable("root.width"), Variable("root.height"))
            let (y, width, height) = (Variable("y"), Variable("width"), Variable("height"))
            try solver.addEditVariable(rootWidth, strength: .strong)
            try solver.addEditVariable(rootHeight, strength: .strong)
            if suggestFirst {
                try solver.suggestValue(rootWidth, 375)
                try solver.suggestValue(rootHeight, 667)
            }
            let constraints = [
                y >= 0, y + height / 2 >= rootHeight / 2, width == rootWidth, height == width ~ .weak,
                height == 4 * width + 15,
            ]
            for index in order { add(solver, constraints[index]) }
            try solver.suggestValue(rootWidth, 375)
            try solver.suggestValue(rootHeight, 667)
            solver.updateVariables()
            results.insert([rootWidth.value, rootHeight.value, y.value, width.value, height.value])
            #expect(solver.statistics.artificialPhases == 0, "order \(order)")
            expectHealthy(solver)
        }
        #expect(results == [[375, 667, 0, 375, 1515]])
    }

    /// A required add that cannot hold: the dual simplex meets a row nothing can raise, gives up, and the
    /// artificial phase decides, as before; the solver is left as it was, its statistics included (the
    /// pivots of the failed attempts are not counted), and the conflict is named.
    @Test func anImpossibleAddFallsBackToTheArtificialPhase() throws {
        let solver = Solver()
        let (a, b) = (Variable("a"), Variable("b"))
        let sum = a + b <= 10
        add(solver, a >= 0, b >= 0, sum, a == 3 ~ .weak)
        solver.updateVariables()
        let before = (a.value, b.value, solver.statistics)
        let impossible = a + 2 * b >= 25
        do {
            try solver.add(impossible)
            Issue.record("added \(impossible)")
        } catch .unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.contains { $0 === sum })
        } catch {
            Issue.record("\(error)")
        }
        solver.updateVariables()
        #expect((a.value, b.value) == (before.0, before.1))
        #expect(solver.statistics == before.2)
        expectHealthy(solver)
    }
}
