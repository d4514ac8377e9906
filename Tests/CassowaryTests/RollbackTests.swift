// A failed add leaves the solver answering exactly as a twin that never saw it (issue 15, item 9).

import Testing

@testable import Cassowary

@Suite struct RollbackTests {
    /// The same system in two solvers: a grid of views between two walls with soft preferences, whose
    /// failed adds pivot through many rows before they are rolled back.
    final class System {
        let solver = Solver()
        let xs = (0..<8).map { Variable("x\($0)") }
        let width = Variable("width")
        var constraints: [Constraint] = []

        init() throws {
            try solver.add(xs[0] >= 0)
            for k in 1..<xs.count {
                let gap = xs[k] >= xs[k - 1] + 10
                constraints.append(gap)
                try solver.add(gap)
                try solver.add(xs[k] == Double(k) * 30 ~ Strength(priority: 500, weight: Double(k)))
            }
            try solver.add(xs[xs.count - 1] <= width)
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, 200)
        }

        /// What the solver says: every value, bit for bit, and the constraints held.
        func observe() -> [UInt64] {
            solver.updateVariables()
            return (xs + [width]).map(\.value.bitPattern) + [UInt64(solver.constraints.count)]
        }
    }

    @Test func failedAddsLeaveNoTraceInLaterAnswers() throws {
        let twin = try System()
        let seen = try System()
        // Unsatisfiable through the artificial phase (only slacks left after substitution), and a batch
        // whose second member fails after the first was placed.
        #expect(throws: SolverError.self) { try seen.solver.add(seen.xs[7] - seen.xs[0] <= 60) }
        #expect(throws: SolverError.self) {
            try seen.solver.add([seen.xs[3] <= 95 ~ .strong, seen.xs[6] - seen.xs[2] <= 30])
        }
        #expect(throws: SolverError.self) { try seen.solver.add(seen.xs[4] - seen.xs[1] <= 25) }
        #expect(seen.observe() == twin.observe())
        for (step, value) in [150.0, 400, 95, 260, 70, 1000].enumerated() {
            for system in [twin, seen] {
                try system.solver.suggestValue(system.width, value)
                if step == 2 { try system.solver.remove(system.constraints[3]) }
                if step == 4 { try system.solver.add(system.xs[2] == 45 ~ .strong) }
            }
            #expect(seen.observe() == twin.observe(), "after step \(step)")
        }
        expectHealthy(seen.solver)
        expectHealthy(twin.solver)
    }

    /// The simplex decisions that could see the order of column entries choose by symbol instead.
    @Test func leavingRowDoesNotDependOnColumnOrder() throws {
        let solver = Solver()
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(z >= 0)
        try solver.add(x + y + z <= 30)
        try solver.add(x - y <= 0)
        try solver.add(y - z <= 0)
        var tableau = solver.tableau
        let slack = Int32(
            tableau.kinds.indices.first { k in
                tableau.kinds[k] == .slack && tableau.basicRow[k] < 0 && tableau.columnCount(Int32(k)) >= 2
            }!)
        let before = tableau.leavingRow(for: slack)
        // Reverse the symbol's column in place, fixing the back-references of the terms.
        let span = tableau.columnSpans[Int(slack)]
        let entries = (0..<Int(span.count)).map { tableau.columnEntry(slack, $0) }
        for (k, entry) in entries.reversed().enumerated() {
            tableau.columnPool[Int(span.start) + k] = entry
            tableau.termPool[tableau.termPosition(entry.row, Int(entry.index))].slot = Int32(k)
        }
        #expect(tableau.invariantViolations().isEmpty)
        #expect(
            tableau.leavingRow(for: slack).map { tableau.rows[Int($0)].basic }
                == before.map { solver.tableau.rows[Int($0)].basic })
    }
}
