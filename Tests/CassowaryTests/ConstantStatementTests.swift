// A constraint whose variables all cancel is a statement about numbers: it holds or not whatever the
// tableau holds, and whatever rounding the tableau's rows would add to its constant (issue 15).

import Testing

@testable import Cassowary

@Suite struct ConstantStatementTests {
    /// Adds `-2·v + 2·v + constant (relation) 0` as required after `setUp`; returns whether it was accepted.
    func addsCancelledStatement(
        _ constant: Double, _ relation: Relation, after setUp: (Solver, Variable) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let solver = Solver()
        let v = Variable("v")
        setUp(solver, v)
        let statement = Constraint(
            LinearExpression(terms: [Term(v, coefficient: -2), Term(v, coefficient: 2)], constant: constant),
            relation)
        defer { expectHealthy(solver, sourceLocation: sourceLocation) }
        do {
            try solver.add(statement)
            return true
        } catch .unsatisfiableConstraint(let failing, let conflicts) {
            // No conflict: it "can never hold".
            #expect(failing === statement && conflicts.isEmpty, sourceLocation: sourceLocation)
            return false
        } catch {
            Issue.record("wrong error \(error)", sourceLocation: sourceLocation)
            return false
        }
    }

    @Test func judgedExactlyWhetherOrNotItsVariableIsBasic() {
        let free: (Solver, Variable) -> Void = { _, _ in }
        // With `v == -20` held, `-2·v + 2·v` is built from the rows as `-7.4e-155 + 40 - 40`, which rounds to 0.
        let basic: (Solver, Variable) -> Void = { solver, v in add(solver, 0.5 * v + 10 <= 0 ~ .strong) }
        for setUp in [free, basic] {
            #expect(!addsCancelledStatement(-7.379143587068456e-155, .greaterThanOrEqual, after: setUp))
            #expect(!addsCancelledStatement(1e-150, .equal, after: setUp))
            #expect(addsCancelledStatement(-1e-150, .lessThanOrEqual, after: setUp))
            #expect(addsCancelledStatement(0, .equal, after: setUp))
        }
    }

    @Test func fuzzerFinding4d64450f() {
        // Solver fuzzer finding 4d64450f: the statement `0 >= 7.4e-155` was refused alone, then accepted next
        // to `0.5·v0 + 10 <= 0` (its constant lost to rounding in the row), and removing that constraint made
        // the residue check rebuild, which refused it and kept it without a row (a recovery).
        let replay = FuzzReplay(variables: 2)
        replay.run([
            .add(
                .init(
                    id: 0, terms: [(0, -2.0), (0, 2.0)], constant: -7.379143587068456e-155,
                    relation: .greaterThanOrEqual, strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 1, terms: [(0, 1.0)], constant: -.infinity, relation: .equal,
                    strength: Strength(priority: 250, weight: 2))),
            .add(
                .init(
                    id: 2, terms: [(0, 0.5)], constant: 10.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 750, weight: 1))),
            .remove(0),
            .add(
                .init(
                    id: 0, terms: [(0, -2.0), (0, 2.0)], constant: -7.379143587068456e-155,
                    relation: .greaterThanOrEqual, strength: Strength(priority: 1000, weight: 1))),
            .remove(2),
        ])
        #expect(replay.solver.constraints.isEmpty)
    }
}
