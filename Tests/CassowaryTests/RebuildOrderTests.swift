// A rebuild adds the records it refused first, so that rounding lands on a constraint that can take it
// (issue 15; `Solver.RebuildAttempt.refusedFirst`).

import Testing

@testable import Cassowary

@Suite struct RebuildOrderTests {
    /// The solver fuzzer's finding 226edee8, cut down from 94 operations to 11.
    @Test func aRecordRefusedInTheOrderOfAddsIsAddedFirst() {
        let replay = FuzzReplay(variables: 2)
        let required = Strength.required
        replay.run([
            .add(
                .init(
                    id: 4, terms: [(0, 2), (0, 0.3333333333333333), (1, -1)], constant: 0, relation: .lessThanOrEqual,
                    strength: required)),
            .add(
                .init(id: 3, terms: [(1, -1), (0, -1)], constant: -1e6, relation: .lessThanOrEqual, strength: required)),
            .add(
                .init(
                    id: 1, terms: [(0, -1), (1, -1), (0, -1)], constant: 0, relation: .lessThanOrEqual,
                    strength: required)),
            .add(
                .init(id: 6, terms: [(0, -1), (1, -1), (1, -1)], constant: 1e-9, relation: .equal, strength: required)),
            .add(
                .init(
                    id: 9, terms: [(0, 2), (0, 2), (0, 2)], constant: 0, relation: .greaterThanOrEqual,
                    strength: required)),
            .add(
                .init(id: 14, terms: [(0, -1), (1, -1), (1, -1)], constant: 1e-9, relation: .equal, strength: required)),
            .add(.init(id: 20, terms: [(0, 2), (0, -1)], constant: 0, relation: .lessThanOrEqual, strength: required)),
            .addBatch([
                .init(
                    id: 44, terms: [(1, -1), (1, -1)], constant: 0, relation: .greaterThanOrEqual, strength: required),
                .init(
                    id: 45, terms: [(0, -1), (1, -1), (1, -1)], constant: 0, relation: .lessThanOrEqual,
                    strength: required),
                .init(
                    id: 46, terms: [(1, -1), (1, 2)], constant: 1, relation: .greaterThanOrEqual, strength: required),
            ]),
            // `v0 + 2·v1 == 1e-9` next to `v0 <= 0` and `v0 >= 0` holds v1 at 5e-10; `-998·v1 == 0` holds it at 0
            // instead, and v0 takes up the 1e-9, which next to `-v1 - v0 <= 1e6` is rounding.
            .add(.init(id: 47, terms: [(1, 2), (1, -1000)], constant: 0, relation: .equal, strength: required)),
            .remove(1),
            // Removing a required equality rebuilds the tableau. Added in their order, the records end with
            // `-998·v1 == 0`, which then had to take up 5e-7 and was refused (a recovery); added first, it holds.
            .remove(6),
        ])
        let solver = replay.solver
        #expect(solver.statistics.rebuilds == 1 && solver.constraints.count == 9)
        #expect(abs(replay.variables[0].value) <= 1e-8 && abs(replay.variables[1].value) <= 1e-12)
        expectHealthy(solver)
    }
}
