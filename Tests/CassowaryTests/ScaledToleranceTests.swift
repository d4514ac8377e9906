// Tolerances follow the scale of each constraint: tiny coefficients are neither noise nor slack (issue 15, item 6).

import Testing

@testable import Cassowary

@Suite struct ScaledToleranceTests {
    /// `x >= 0`, then an equality whose only solution is negative: it must be refused, not "almost" held.
    func expectRefusedAgainstNonNegative(
        _ coefficient: Double, _ constant: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let solver = Solver()
        let x = Variable("x")
        let bound = x >= 0
        add(solver, bound, sourceLocation: sourceLocation)
        let equality = coefficient * x + constant == 0
        do {
            try solver.add(equality)
            Issue.record("accepted; x = \(x.value)", sourceLocation: sourceLocation)
        } catch .unsatisfiableConstraint(let failing, let conflicts) {
            #expect(failing === equality, sourceLocation: sourceLocation)
            #expect(conflicts.count == 1 && conflicts.first === bound, sourceLocation: sourceLocation)
        } catch {
            Issue.record("wrong error \(error)", sourceLocation: sourceLocation)
        }
        solver.updateVariables()
        #expect(x.value == 0, sourceLocation: sourceLocation)
        #expect(solver.constraints.count == 1, sourceLocation: sourceLocation)
        expectHealthy(solver, sourceLocation: sourceLocation)
    }

    @Test func tinyEqualityBelowAZeroBoundIsUnsatisfiable() {
        expectRefusedAgainstNonNegative(1.1e-9, 1e-9)  // x = -0.909 was accepted
        expectRefusedAgainstNonNegative(0.001, 1e-9)  // x = -1e-6 was accepted
        expectRefusedAgainstNonNegative(2e-9, 1e-9)  // x = -0.5 was accepted
    }

    @Test func tinyEqualityOnTheRightSideOfTheBoundHolds() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, x <= 0, 2e-9 * x + 1e-9 == 0)
        solver.updateVariables()
        #expect(close(x.value, -0.5, 1e-12))
        expectHealthy(solver)
    }

    @Test func smallProductsOfCoefficientsAreKept() {
        // Substituting x = 0.5·y into 1e-9·x makes a term of 5e-10: a real term, not a rounding zero.
        let solver = Solver()
        let (x, y, w) = (Variable("x"), Variable("y"), Variable("w"))
        add(solver, x == 0.5 * y, 1e-9 * x - 1e-9 * w == 0, y == 2)
        solver.updateVariables()
        #expect(close(w.value, 1, 1e-12))
        #expect(close(x.value, 1, 1e-12))
        expectHealthy(solver)
    }

    @Test func redundantCopyAtTinyScaleIsImplied() {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        add(solver, 1e-9 * x + 3e-9 * y == 4e-9, x == 1, 2e-9 * x + 6e-9 * y == 8e-9)
        solver.updateVariables()
        #expect(close(y.value, 1, 1e-12))
        // A copy off by its own size is not implied.
        #expect(throws: SolverError.self) { try solver.add(2e-9 * x + 6e-9 * y == 1e-8) }
        expectHealthy(solver)
    }
}
