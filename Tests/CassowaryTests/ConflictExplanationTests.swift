// Explanations of unsatisfiable constraints tell the truth, and NaN never reaches the tableau (issue 15, item 10).

import Testing

@testable import Cassowary

@Suite struct ConflictExplanationTests {
    @Test func anEqualityThatHoldsIsNeverSaidToBeImpossible() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let zero = x == 0
        try solver.add(zero)
        try solver.add(y == 0)
        // Holds at 0: accepted, and a fresh explanation finds nothing to blame.
        let holding = x + 2 * y == 0
        let explanation = solver.explainConflict(of: holding, alsoHolding: [])
        #expect(explanation == nil)
        try solver.add(holding)
        // Conflicts with x == 0: named, not "can never hold".
        let moved = x == 1
        let conflicts = conflictSet(solver, moved)
        #expect(conflicts?.count == 1 && conflicts?.first === zero)
        // Only a constraint that cannot hold on its own is said to.
        let impossible = x - x + 1 == 0
        let none = solver.explainConflict(of: impossible, alsoHolding: [])
        #expect(none?.isEmpty == true)
        do {
            try solver.add(impossible)
        } catch {
            #expect(error.description.hasSuffix("it can never hold."))
        }
        expectHealthy(solver)
    }

    /// The conflict set an unsatisfiable add reports, or nil if it reports something else.
    func conflictSet(_ solver: Solver, _ constraint: Constraint) -> [Constraint]? {
        do {
            try solver.add(constraint)
        } catch .unsatisfiableConstraint(_, let conflicts) {
            return conflicts
        } catch {}
        return nil
    }

    @Test func notANumberIsRefusedAtTheDoor() throws {
        let solver = Solver()
        let x = Variable("x")
        let held = x == 0
        try solver.add(held)
        try solver.addEditVariable(x, strength: .weak)
        let bad: [() throws -> Void] = [
            { try solver.add(Double.nan * x == 0) },
            { try solver.add(x == .nan) },
            { try solver.add(x == .infinity ~ .weak) },
            { try solver.add([x >= -1, .infinity * x == 0]) },
            { try solver.add(x == 0 ~ Strength(priority: .nan)) },
            { try solver.add(x == 0 ~ Strength(priority: 500, weight: .nan)) },
            { try solver.suggestValue(x, .nan) },
            { try solver.addEditVariable(Variable(), strength: Strength(priority: 250, weight: .nan)) },
        ]
        for call in bad {
            #expect(throws: SolverError.self) { try call() }
        }
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(solver.constraints.count == 1)
        #expect(!solver.tableau.rows.contains { $0.constant.isNaN })
        #expect(!solver.tableau.termPool.contains { $0.coefficient.isNaN })
        expectHealthy(solver)
    }
}
