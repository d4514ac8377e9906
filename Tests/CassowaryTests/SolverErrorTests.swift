// Every error the solver reports, and that it leaves the solver unchanged and working.

import Testing

@testable import Cassowary

@Suite struct SolverErrorTests {
    /// A solver holding x in 0...100 pulled to 40, and a snapshot of what it says.
    func makeSolver() -> (Solver, Variable, [Constraint]) {
        let solver = Solver()
        let x = Variable("x")
        let constraints = [x >= 0, x <= 100, x == 40 ~ .medium]
        add(solver, constraints[0], constraints[1], constraints[2])
        return (solver, x, constraints)
    }

    func expectUnchanged(
        _ solver: Solver, _ x: Variable, _ constraints: [Constraint], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        solver.updateVariables()
        #expect(close(x.value, 40), sourceLocation: sourceLocation)
        #expect(solver.constraints.count == constraints.count, sourceLocation: sourceLocation)
        expectHealthy(solver, sourceLocation: sourceLocation)
        // And it keeps working.
        let probe = x == 70 ~ .strong
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try solver.add(probe) }
        solver.updateVariables()
        #expect(close(x.value, 70), sourceLocation: sourceLocation)
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try solver.remove(probe) }
    }

    @Test func unsatisfiableNamesTheConflictingConstraints() {
        let (solver, x, constraints) = makeSolver()
        let impossible = x >= 150
        do {
            try solver.add(impossible)
            Issue.record("expected an error")
        } catch .unsatisfiableConstraint(let constraint, let conflicts) {
            #expect(constraint === impossible)
            #expect(conflicts.count == 1 && conflicts[0] === constraints[1])
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(!solver.contains(impossible))
        expectUnchanged(solver, x, constraints)
    }

    @Test func unsatisfiableMessageIsReadable() {
        let (solver, x, _) = makeSolver()
        do {
            try solver.add((x == 120).labeled("x.pinned"))
        } catch {
            #expect(
                error.description
                    == "Unable to satisfy the required constraint `x.pinned`: it conflicts with `x <= 100`. Removing any one of these would resolve the conflict."
            )
        }
    }

    @Test func contradictionOnItsOwn() {
        let (solver, x, constraints) = makeSolver()
        let never = x + 1 == x
        #expect {
            try solver.add(never)
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(_, let conflicts) = error else { return false }
            return conflicts.isEmpty
        }
        expectUnchanged(solver, x, constraints)
    }

    @Test func duplicateConstraint() {
        let (solver, x, constraints) = makeSolver()
        #expect {
            try solver.add(constraints[0])
        } throws: { error in
            guard case SolverError.duplicateConstraint(let c) = error else { return false }
            return c === constraints[0]
        }
        expectUnchanged(solver, x, constraints)
    }

    @Test func unknownConstraint() {
        let (solver, x, constraints) = makeSolver()
        let stranger = x >= 1
        #expect {
            try solver.remove(stranger)
        } throws: { error in
            guard case SolverError.unknownConstraint(let c) = error else { return false }
            return c === stranger
        }
        expectUnchanged(solver, x, constraints)
    }

    @Test func editVariableErrors() throws {
        let (solver, x, constraints) = makeSolver()
        let y = Variable("y")
        #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: .required) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: Strength(priority: -3)) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.self) { try solver.suggestValue(y, 3) }
        try solver.addEditVariable(y, strength: .weak)
        #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.suggestValue(y, .nan) }
        #expect(throws: SolverError.self) { try solver.suggestValue(y, .infinity) }
        try solver.removeEditVariable(y)
        expectUnchanged(solver, x, constraints)
    }

    @Test func nonFiniteAndInvalidStrengthAreRejected() {
        let (solver, x, constraints) = makeSolver()
        for bad in [
            x == .nan, x / 0 >= 1, x <= .infinity, x * .nan == 3, x == 3 ~ Strength(priority: 0),
            x == 3 ~ Strength(priority: 10, weight: 0),
        ] {
            #expect(throws: SolverError.self) { try solver.add(bad) }
        }
        expectUnchanged(solver, x, constraints)
    }

    @Test func batchIsAllOrNothing() {
        let (solver, x, constraints) = makeSolver()
        let y = Variable("y")
        let good1 = y == x + 10, good2 = y <= 500
        let bad = y >= 200
        do {
            try solver.add([good1, good2, bad])
            Issue.record("expected an error")
        } catch .unsatisfiableConstraint(let constraint, let conflicts) {
            #expect(constraint === bad)
            // x <= 100 and y == x + 10 make y >= 200 impossible.
            #expect(
                Set(conflicts.map(ObjectIdentifier.init)) == Set([constraints[1], good1].map(ObjectIdentifier.init)))
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(!solver.contains(good1) && !solver.contains(good2))
        expectUnchanged(solver, x, constraints)
        #expect(throws: SolverError.self) { try solver.add([good1, good1]) }
    }

    /// A required inequality that is violated when added takes the artificial-variable path;
    /// when it fails there, the rollback must restore every row it pivoted.
    @Test func failedArtificialPhaseRollsBack() {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let base = [a >= 0, b >= 0, c >= 0, a + b <= 10, b + c <= 10, a == 3 ~ .weak, c == 4 ~ .weak]
        add(solver, base[0], base[1], base[2], base[3], base[4], base[5], base[6])
        solver.updateVariables()
        let before = [a.value, b.value, c.value]
        let impossible = a + 2 * b + c >= 25
        #expect(throws: SolverError.self) { try solver.add(impossible) }
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == before)
        expectHealthy(solver)
        add(solver, a + 2 * b + c >= 15)
        solver.updateVariables()
        #expect(a.value + 2 * b.value + c.value >= 15 - 1e-9)
        expectHealthy(solver)
    }
}

@Suite struct BatchRemovalTests {
    /// Found by the differential test: a constraint listed twice used to be removed and then reported
    /// as unknown, breaking "an error leaves the solver unchanged".
    @Test func aConstraintListedTwiceIsRemovedOnce() throws {
        let solver = Solver()
        let x = Variable("x")
        let pinned = x == 73
        let floor = x >= 10
        try solver.add([pinned, floor])
        try solver.remove([pinned, pinned])
        #expect(!solver.contains(pinned) && solver.contains(floor))
        let stranger = x <= 5
        #expect(throws: SolverError.self) { try solver.remove([floor, stranger]) }
        #expect(solver.contains(floor))
        expectHealthy(solver)
    }
}
