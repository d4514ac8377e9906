// Removing constraints leaves no rounding residue that breaks a held required constraint (issue 15, item 7).

import Testing

@testable import Cassowary

@Suite struct RemovalResidueTests {
    /// The reproducer of item 7, with numbers inside the supported range: after the large constraints
    /// leave, the small required equality holds to its own scale.
    @Test func smallEqualityHoldsAfterLargeConstraintsLeave() throws {
        let v = (0..<4).map { Variable("v\($0)") }
        let solver = Solver()
        let huge = -2.0 * v[3] + 3.0 * v[2] + 1e6 <= 0 ~ .strong
        let c4 = 2e-9 * v[0] + 0.001 * v[3] - 2.0 * v[3] + 1 == 0
        let weak = 0.1 * v[3] + 10 == 0 ~ .weak
        let c7 = 1e9 * v[3] + 1e9 * v[1] + 0.001 * v[0] + 1e6 >= 0
        let required = 0.001 * v[2] + 0.5 * v[0] + 10 == 0
        try solver.add(huge)
        try solver.add(c4)
        try solver.addEditVariable(v[1], strength: .strong)
        try solver.add(weak)
        try solver.add(c7)
        try solver.remove(c4)
        try solver.removeEditVariable(v[1])
        try solver.add(required)
        try solver.remove([huge, c7])
        solver.updateVariables()
        let residual = required.expression.value
        let scale = max(10, abs(0.001 * v[2].value), abs(0.5 * v[0].value))
        #expect(abs(residual) <= 1e-9 * scale, "residual \(residual) at scale \(scale)")
        #expect(solver.constraints.count == 2 && solver.contains(required) && solver.contains(weak))
        expectHealthy(solver)
    }

    @Test func theOriginalMagnitudesAreRefusedAtTheDoor() {
        let v = (0..<4).map { Variable("v\($0)") }
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(-2.0 * v[3] + 3.0 * v[2] + 1e300 <= 0 ~ .strong) }
        #expect(throws: SolverError.self) { try solver.add(1e9 * v[3] + 1e15 * v[1] + 0.001 * v[0] + 1e6 >= 0) }
        #expect(solver.constraints.isEmpty)
    }

    /// Residue that breaks a required constraint after a removal is found and repaired by a rebuild from
    /// the original constraints. (The residue is planted: the point is that the check sees it.)
    @Test func residueFoundAfterARemovalIsRepairedByARebuild() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let sum = x + y == 10
        let bound = x <= 4
        let pull = x == 8 ~ .weak
        try solver.add(sum)
        try solver.add(bound)
        try solver.add(pull)
        let row = solver.tableau.basicRow[Int(solver.tableau.existingSymbol(for: y)!)]
        try #require(row >= 0)
        solver.tableau.rows[Int(row)].constant += 0.5  // what a removal's rounding could leave behind
        try solver.remove(pull)
        solver.updateVariables()
        #expect(x.value == 4 && y.value == 6)
        #expect(solver.statistics.residueRepairs == 1)
        #expect(solver.constraints.count == 2)
        expectHealthy(solver)
        // No removal since: the next update checks nothing and rebuilds nothing.
        let rebuilds = solver.statistics.rebuilds
        solver.updateVariables()
        #expect(solver.statistics.rebuilds == rebuilds)
    }
}
