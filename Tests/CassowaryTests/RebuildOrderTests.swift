// A rebuild adds the records it refused first, so that rounding lands on a constraint that can take it
// (issue 15; `RebuildAttempt.ladder`).

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

    /// The solver fuzzer's finding ee8a4ed7 (CI's seeded run), cut down from 43 operations to 4.
    @Test func aRebuildAllowsTheResidualsItsRecordsWereHeldWith() {
        let replay = FuzzReplay(variables: 2)
        let soft = Strength(priority: 999.5, weight: 0.001)
        replay.run([
            .addBatch([
                .init(id: 21, terms: [(1, 7)], constant: -1, relation: .equal, strength: soft),
                .init(id: 22, terms: [(1, 7)], constant: -1, relation: .equal, strength: soft),
                .init(id: 23, terms: [(1, 7)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
            ]),
            // v1 = -2.9e-15 leaves `7·v1 >= 0` at -2e-14: rounding of the 1 its slack was computed from.
            .add(
                .init(
                    id: 25, terms: [(1, -1000)], constant: -2.9032497538809517e-12, relation: .equal,
                    strength: .required)),
            .remove(21),
            // Without `7·v1 == 1`, a fresh tableau judged the pair against numbers of 1e-15 and refused the
            // second in either order (a recovery); its last attempt allows them a thousand times the residual.
            .remove(22),
        ])
        let solver = replay.solver
        #expect(solver.constraints.count == 2 && solver.statistics.rebuilds == 2)
        // Either constraint may take up the 2.9e-15 between them: both hold to rounding.
        let v1 = replay.variables[1].value
        #expect(v1 >= -2.9032497538809517e-15 && v1 <= 0, "v1 = \(v1)")
        expectHealthy(solver)
    }
}
