// The solver's operations on small classic systems.

import Testing

@testable import Cassowary

@Suite struct SolverTests {
    @Test func simpleEqualities() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(solver, x == 20, y == x + 10)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 30)
        expectHealthy(solver)
    }

    /// The paper's midpoint example: xm is the midpoint of xl and xr, xl + 10 <= xr, all within 0...100.
    @Test func paperMidpoint() throws {
        let solver = Solver()
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        add(solver, mid * 2 == left + right, left + 10 <= right, right <= 100, left >= 0)
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(mid, 90)
        solver.updateVariables()
        #expect(close(mid.value, 90))
        #expect(close(left.value, 80))
        #expect(close(right.value, 100))
        try solver.suggestValue(mid, 30)
        solver.updateVariables()
        #expect(close(mid.value, 30))
        #expect(close(left.value + right.value, 60))
        #expect(left.value + 10 <= right.value + 1e-9)
        try solver.suggestValue(mid, -20)
        solver.updateVariables()
        #expect(close(mid.value, 5))
        #expect(close(left.value, 0))
        #expect(close(right.value, 10))
        expectHealthy(solver)
    }

    @Test func boundedRanges() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, x >= 10, x <= 20, x == 50 ~ .weak)
        solver.updateVariables()
        #expect(close(x.value, 20))
        let low = x == 0 ~ .medium
        add(solver, low)
        solver.updateVariables()
        #expect(close(x.value, 10))
        #expect(throws: Never.self) { try solver.remove(low) }
        solver.updateVariables()
        #expect(close(x.value, 20))
        expectHealthy(solver)
    }

    @Test func higherPriorityWinsAgainstAnyNumberOfLowerOnes() {
        let solver = Solver()
        let x = Variable("x")
        var weak: [Constraint] = []
        for _ in 0..<1000 { weak.append(x == 0 ~ Strength(priority: 250, weight: 1000)) }
        #expect(throws: Never.self) { try solver.add(weak) }
        add(solver, x == 100 ~ Strength(priority: 251))
        solver.updateVariables()
        #expect(close(x.value, 100))
        expectHealthy(solver)
    }

    @Test func weightsTradeWithinOneLevel() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, x == 0 ~ Strength(priority: 500, weight: 3), x == 100 ~ Strength(priority: 500, weight: 2))
        solver.updateVariables()
        #expect(close(x.value, 0))
        add(solver, x == 100 ~ Strength(priority: 500, weight: 2))
        solver.updateVariables()
        #expect(close(x.value, 100))
        expectHealthy(solver)
    }

    @Test func competingStrengths() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(solver, x + y == 100, x == 10 ~ .weak, y == 10 ~ .strong, x <= 200)
        solver.updateVariables()
        #expect(close(y.value, 10))
        #expect(close(x.value, 90))
        expectHealthy(solver)
    }

    @Test func editSuggestRemoveSequence() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        add(solver, half * 2 == width, width >= 0)
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.containsEditVariable(width))
        for value in [100.0, 250, 0, 375, 1e5] {
            try solver.suggestValue(width, value)
            solver.updateVariables()
            #expect(close(width.value, value))
            #expect(close(half.value, value / 2))
        }
        try solver.suggestValue(width, -50)
        solver.updateVariables()
        #expect(close(width.value, 0))
        try solver.removeEditVariable(width)
        #expect(!solver.containsEditVariable(width))
        #expect(throws: SolverError.self) { try solver.suggestValue(width, 10) }
        expectHealthy(solver)
    }

    @Test func editVariableStartsAtItsCurrentValue() throws {
        let solver = Solver()
        let x = Variable("x")
        add(solver, x == 42 ~ .weak)
        solver.updateVariables()
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        #expect(close(x.value, 42))
    }

    @Test func removingARequiredEqualityRebuilds() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let fix = x == 10
        add(solver, fix, y == x * 2, x == 3 ~ .weak)
        solver.updateVariables()
        #expect(y.value == 20)
        #expect(throws: Never.self) { try solver.remove(fix) }
        #expect(!solver.contains(fix))
        solver.updateVariables()
        #expect(close(x.value, 3))
        #expect(close(y.value, 6))
        #expect(solver.statistics.rebuilds == 1)
        add(solver, fix)
        solver.updateVariables()
        #expect(close(y.value, 20))
        expectHealthy(solver)
    }

    @Test func removingARedundantEqualityNeedsNoRebuild() {
        let solver = Solver()
        let x = Variable("x")
        let again = x == 10
        add(solver, x == 10, again)
        #expect(throws: Never.self) { try solver.remove(again) }
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.statistics.rebuilds == 0)
    }

    @Test func addThenRemoveRestoresTheSolution() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(solver, x + y == 50, x >= 5, y >= 5, x == 20 ~ .medium)
        solver.updateVariables()
        let before = (x.value, y.value)
        for extra in [x >= 30, y == 40 ~ .strong, x <= 10 ~ .weak, x + 2 * y <= 200] {
            add(solver, extra)
            #expect(throws: Never.self) { try solver.remove(extra) }
            solver.updateVariables()
            #expect(close(x.value, before.0) && close(y.value, before.1))
            expectHealthy(solver)
        }
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 5
        add(solver, c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.contains(c))
        #expect(!solver.containsEditVariable(x))
        add(solver, c)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func constraintsAreListedInOrder() {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 1, b = x <= 9, c = x == 5 ~ .weak
        add(solver, a, b, c)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    }
}
