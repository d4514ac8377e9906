// The supported magnitudes: their limits are accepted, anything beyond is refused by name (issue 15, item 8).

import Testing

@testable import Cassowary

@Suite struct SupportedRangeTests {
    func expectRefused(
        _ constraint: Constraint, naming number: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let solver = Solver()
        let held = Variable("held") == 1
        add(solver, held, sourceLocation: sourceLocation)
        do {
            try solver.add(constraint)
            Issue.record("accepted \(constraint)", sourceLocation: sourceLocation)
        } catch .unsupportedMagnitude(let refused, let described) {
            #expect(refused === constraint, sourceLocation: sourceLocation)
            #expect(described == number, sourceLocation: sourceLocation)
        } catch {
            Issue.record("wrong error \(error)", sourceLocation: sourceLocation)
        }
        #expect(!solver.contains(constraint), sourceLocation: sourceLocation)
        #expect(solver.constraints.count == 1 && solver.contains(held), sourceLocation: sourceLocation)
        expectHealthy(solver, sourceLocation: sourceLocation)
    }

    /// The constraint an add refuses for its magnitude, or nil if the add succeeds or fails otherwise.
    func magnitudeRefusal(_ solver: Solver, _ constraint: Constraint) -> Constraint? {
        do {
            try solver.add(constraint)
        } catch .unsupportedMagnitude(let refused, _) {
            return refused
        } catch {}
        return nil
    }

    @Test func limitsAreAccepted() throws {
        let solver = Solver()
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        try solver.add(1e9 * x == 1e6)
        try solver.add(1e-9 * y == -1e6)
        try solver.add(-1e9 * z + -1e-9 * y <= 1e6)
        try solver.add(z == 3 ~ Strength(priority: 500, weight: 1e3))
        try solver.add(z == 4 ~ Strength(priority: 500, weight: 1e-3))
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, 1e6)
        try solver.suggestValue(x, -1e6)
        solver.updateVariables()
        #expect(x.value == 1e-3)
        #expect(close(y.value, -1e15, 1e-12))
        #expect(close(z.value, 3, 1e-12))
        expectHealthy(solver)
    }

    @Test func numbersBeyondTheLimitsAreRefusedByName() {
        let x = Variable("x")
        expectRefused(1.0000001e9 * x == 1, naming: "the coefficient 1000000100 of `x`")
        expectRefused(9.9e-10 * x == 1, naming: "the coefficient 9.9e-10 of `x`")
        expectRefused(x == 1e6 + 1, naming: "the constant -1000001")
        expectRefused(x + 1e300 <= 0, naming: "the constant 1e+300")
        expectRefused(1e9 * x + x == 0, naming: "the coefficients of `x`, which add up to 1000000001")
        expectRefused(
            x - 0.9999999999 * x == 0,
            naming: "the coefficients of `x`, which add up to \(formatNumber(1 - 0.9999999999))")
    }

    @Test func theMessageStatesTheRange() {
        let x = Variable("x")
        let solver = Solver()
        do {
            try solver.add(1e15 * x >= 0)
        } catch {
            #expect(
                error.description
                    == "The constraint `\(formatNumber(1e15)) * x >= 0` has the coefficient \(formatNumber(1e15)) of `x`, outside"
                    + " the range the solver supports (coefficients 0 or 1e-9...1e9 in magnitude, constants and"
                    + " suggested values within ±1e6, weights 1e-3...1e3); it was not added.")
        }
    }

    @Test func suggestionsAndWeightsBeyondTheLimitsAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 5)
        #expect(throws: SolverError.self) { try solver.suggestValue(x, 1.0000001e6) }
        do {
            try solver.suggestValue(x, -2e6)
        } catch .unsupportedSuggestion(let variable, let value) {
            #expect(variable === x && value == -2e6)
        }
        for weight in [1e300, 2e3, 9e-4, 1e-300] {
            #expect(throws: SolverError.self) {
                try solver.addEditVariable(Variable(), strength: Strength(priority: 250, weight: weight))
            }
            #expect(throws: SolverError.self) { try solver.add(x == 1 ~ Strength(priority: 250, weight: weight)) }
        }
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(solver.constraints.isEmpty)
        expectHealthy(solver)
    }

    /// The reproducer of item 8 with its magnitudes: every call either succeeds or is refused at the door,
    /// and none that succeeds loses a constraint.
    @Test func successfulCallsNeverLoseAConstraint() throws {
        let (v0, v1) = (Variable("v0"), Variable("v1"))
        let solver = Solver()
        try solver.add(v0 == -50)
        #expect(throws: SolverError.self) {
            try solver.add(1e9 * v0 - v1 + v0 + 50 <= 0 ~ Strength(priority: 250.5, weight: 3))
        }
        solver.reset()
        try solver.addEditVariable(v1, strength: .medium)
        let soft = 1e9 * v0 - v1 + 50 <= 0 ~ Strength(priority: 250.5, weight: 3)
        try solver.add(soft)
        try solver.add(v1 + 100 * v0 + 3 == 0)
        #expect(throws: SolverError.self) {
            try solver.addEditVariable(v0, strength: Strength(priority: 250, weight: 1e300))
        }
        try solver.addEditVariable(v0, strength: Strength(priority: 250, weight: 1e3))
        solver.updateVariables()
        try solver.removeEditVariable(v1)
        solver.updateVariables()
        let c4 = 1e9 * v0 == 0
        try solver.add(c4)
        solver.updateVariables()
        #expect(solver.contains(c4) && solver.constraints.count == 3)
        try solver.removeEditVariable(v0)
        solver.updateVariables()
        #expect(solver.contains(c4) && solver.constraints.count == 3)
        do {
            try solver.add(c4)
            Issue.record("added twice")
        } catch .duplicateConstraint(let duplicate) {
            #expect(duplicate === c4)
        }
        #expect(v0.value == 0 && close(v1.value, -3))
        expectHealthy(solver)
    }

    @Test func chainsThatWouldOverflowAreRefused() throws {
        let solver = Solver()
        let chain = (0...40).map { Variable("x\($0)") }
        try solver.add(chain[0] == 1)
        var refused: Constraint?
        for k in 1...40 where refused == nil {
            let link = chain[k] == 1e9 * chain[k - 1]
            refused = magnitudeRefusal(solver, link)
            #expect(refused == nil || refused === link)
        }
        // 1e9^22 = 1e198 is the last link below 1e200.
        #expect(refused != nil)
        #expect(solver.constraints.count == 23)
        solver.updateVariables()
        #expect(chain.allSatisfy { $0.value.isFinite })
        #expect(close(chain[22].value, 1e198, 1e-9))
        expectHealthy(solver)
    }
}
