// A tableau whose rounding bounds outgrew their limit is rebuilt before it drops a real term as rounding
// (issue 15; `Tolerance.historyLimit`).

import Testing

@testable import Cassowary

@Suite struct HistoryRebuildTests: DifferentialRows {
    let v = (0..<3).map { Variable("v\($0)") }

    /// The solver fuzzer's finding 1ba2396d, cut down from 38 operations to the 11 that matter.
    @Test func suggestionsBackAndForthKeepEveryRequiredConstraint() throws {
        let solver = Solver()
        let weakest = Strength(priority: 1e-300, weight: 1)
        let limit = row([(1, -1000), (2, 2)], 1, .lessThanOrEqual)
        let upper = row([(1, 1), (2, 2)], 1, .lessThanOrEqual)
        try solver.addEditVariable(v[0], strength: weakest)
        try solver.suggestValue(v[0], 375)
        try solver.add(row([(1, 1), (0, 0.75)], -100, .equal, Strength(priority: 1e-300, weight: 0.5)))
        try solver.add(upper)
        try solver.add(limit)
        try solver.add(row([(2, 3), (0, 1)], -100, .equal))
        // Each suggestion below moves the basis through pivots of 0.001 and 0.002 and back, and each such
        // turn multiplied the histories the rows carry by about 1,000. The last one dropped v1's term of
        // -2/3000 in v0's error as a cancellation, and v1's row then no longer followed v0: at 0.5, `limit`
        // was off by 67 (v = [0.5, 0, 33.17]).
        try solver.suggestValue(v[0], 0.5)
        try solver.remove(upper)
        try solver.add(row([(1, -2)], 0, .greaterThanOrEqual))
        try solver.suggestValue(v[0], 375)
        solver.updateVariables()
        #expect(close(v[0].value, 375) && close(v[1].value, -0.18233333333333), "\(v.map(\.value))")
        try solver.suggestValue(v[0], 0.5)
        solver.updateVariables()

        // v1 <= 0 makes `limit` put v2 at -0.5 or below, and `3·v2 + v0 == 100` then puts v0 at 101.5 at
        // least: as near to 0.5 as it can be.
        #expect(close(v[0].value, 101.5, 1e-10) && close(v[2].value, -0.5, 1e-10), "\(v.map(\.value))")
        #expect(abs(v[1].value) <= 1e-12, "v1 = \(v[1].value)")
        #expect(-1000 * v[1].value + 2 * v[2].value + 1 <= 1e-9, "\(v.map(\.value))")
        #expect(solver.statistics.historyRebuilds == 2)
        expectHealthy(solver)
    }

    @Test func aLayoutsCancellationsNeverOutgrowTheLimit() throws {
        // Two columns at a third and two thirds of a width, a gap of 8, suggested back and forth 200 times
        // as a live resize does: exact cancellations leave no history to grow.
        let solver = Solver()
        let width = v[0]
        try solver.add([
            row([(1, 3), (0, -1)], 0, .equal), row([(2, 1), (1, 1), (0, -1)], 8, .equal),
            row([(1, 1)], -10, .greaterThanOrEqual, .strong),
        ])
        try solver.addEditVariable(width, strength: .strong)
        for step in 0..<200 {
            try solver.suggestValue(width, step.isMultiple(of: 2) ? 320 : 1024.5)
            solver.updateVariables()
        }
        #expect(close(v[1].value, 1024.5 / 3) && close(v[2].value, 1024.5 * 2 / 3 - 8), "\(v.map(\.value))")
        #expect(solver.statistics.historyRebuilds == 0)
        #expect(solver.statistics.rebuilds == 0)
    }

    /// The solver fuzzer's finding 76005c57, cut down to 8 operations: the only point these required
    /// constraints leave is v = (0, 0), and a suggestion of -50 leaves values of 1e-12 there.
    @Test func aRebuildThatRefusesARecordAddsThemOneAtATime() throws {
        let replay = FuzzReplay(variables: 2)
        let soft = Strength(priority: 999.5, weight: 0.001)
        replay.run([
            .addEdit(1, .strong),
            .add(
                .init(
                    id: 3, terms: [(0, 7), (1, 7), (1, 7)], constant: -1, relation: .lessThanOrEqual,
                    strength: .required)),
            .add(
                .init(
                    id: 4, terms: [(0, 0.001), (1, 3), (1, -1)], constant: 0, relation: .lessThanOrEqual,
                    strength: .required)),
            .add(.init(id: 5, terms: [(1, -1)], constant: 0, relation: .lessThanOrEqual, strength: .required)),
            .add(
                .init(
                    id: 6, terms: [(0, 2), (0, 0.3333333333333333), (1, -1)], constant: 0, relation: .lessThanOrEqual,
                    strength: .required)),
            .add(
                .init(
                    id: 8, terms: [(1, 2), (0, 2), (0, 2)], constant: 0, relation: .greaterThanOrEqual,
                    strength: .required)),
            .suggest(1, -50),
            // The batch's rows outgrow the history limit. Rebuilt in one batch, optimised only at the end,
            // the fresh tableau refused `2·v1 + 4·v0 >= 0` for a residual of 1e-12 (a recovery); added one at
            // a time as they first were, every record holds.
            .addBatch([
                .init(id: 37, terms: [(1, 7)], constant: -1, relation: .equal, strength: soft),
                .init(id: 38, terms: [(0, -0.25)], constant: 0.5, relation: .equal, strength: soft),
                .init(id: 39, terms: [(1, 7)], constant: -1, relation: .equal, strength: soft),
            ]),
        ])
        let solver = replay.solver
        #expect(solver.statistics.historyRebuilds == 1 && solver.statistics.rebuilds == 1)
        #expect(solver.constraints.count == 8)
        #expect(abs(replay.variables[0].value) <= 1e-12 && abs(replay.variables[1].value) <= 1e-12)
        expectHealthy(solver)
    }
}
