// Values carry the rounding of the largest numbers the tableau computed with, up to the growth at which
// they are refined instead (issue 15; `Tableau.noiseScale`).

import Testing

@testable import Cassowary

@Suite struct NoiseScaleTests {
    @Test func fuzzerFindingB9e8fa2a() {
        // A zero computed from values of 2,500 (next to constraints that force at most 5) stood at -2e-16,
        // `0.75·v1 <= 1000·v0` made v1 -2.6e-13 from it, and against a noise floor of 5e-14 the held
        // `2·v1 + 2·v0 == 0` looked broken: `-v1 <= 0` and three more that hold at v0 = v1 = 0 were refused,
        // one as a numerical breakdown, and removing a soft constraint made a rebuild lose one (a recovery).
        let replay = FuzzReplay(variables: 2)
        replay.run([
            .add(
                .init(
                    id: 0, terms: [(0, 2.0)], constant: 10.0, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 2))),
            .add(
                .init(
                    id: 1, terms: [(0, 1.0), (0, 2.0), (0, 0.3333333333333333)], constant: 0.0,
                    relation: .lessThanOrEqual, strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 2, terms: [(1, -1.0), (1, -1.0)], constant: 1.0, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 2))),
            .add(
                .init(
                    id: 0, terms: [(0, 2.0)], constant: 10.0, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 2))),
            .remove(2),
            .removeEdit(1),
            .add(
                .init(
                    id: 3, terms: [(1, 2.0), (0, -1000.0)], constant: -1.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 2))),
            .removeEdit(0),
            .add(
                .init(
                    id: 4, terms: [(1, 1.0), (1, -1.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 2))),
            .add(
                .init(
                    id: 5, terms: [(0, 0.3333333333333333), (1, 2.0), (0, 2.0)], constant: .nan,
                    relation: .lessThanOrEqual, strength: Strength(priority: -1, weight: 2))),
            .add(
                .init(
                    id: 6, terms: [(0, 2.0), (0, 2.0), (0, 2.0)], constant: .nan, relation: .lessThanOrEqual,
                    strength: Strength(priority: -1, weight: 0.0009))),
            .removeEdit(0),
            .removeEdit(0),
            .removeEdit(0),
            .removeEdit(0),
            .removeEdit(1),
            .add(
                .init(
                    id: 7, terms: [(1, -1.0), (1, -1.0)], constant: 1000000.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 8, terms: [(1, 2.0), (0, 2.0)], constant: 0.0, relation: .equal,
                    strength: Strength(priority: 1000, weight: 1000))),
            .addBatch([]),
            .add(
                .init(
                    id: 9, terms: [(1, 1.0), (0, -1000.0), (1, -0.25)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 1, terms: [(0, 1.0), (0, 2.0), (0, 0.3333333333333333)], constant: 0.0,
                    relation: .lessThanOrEqual, strength: Strength(priority: 1000, weight: 1))),
            .removeBatch([]),
            .add(
                .init(
                    id: 0, terms: [(0, 2.0)], constant: 10.0, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 2))),
            .add(
                .init(
                    id: 10, terms: [(0, 0.3333333333333333), (1, -1.0), (0, -1.0)], constant: 0.0,
                    relation: .lessThanOrEqual, strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 11, terms: [(1, 2.0), (0, -1.0), (1, -1.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 12, terms: [(1, 0.5), (1, -1.0)], constant: 0.0, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 13, terms: [(1, -1.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 14, terms: [(0, 2.0), (0, 0.3333333333333333), (1, -1.0)], constant: 0.0,
                    relation: .lessThanOrEqual, strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 15, terms: [(1, -1.0), (1, 2.0)], constant: 1.0, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1000))),
            .add(
                .init(
                    id: 16, terms: [(1, 2.0), (0, 2.0), (0, -1.0)], constant: 0.0, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 17, terms: [(1, -1.0), (0, -1.7976931348623157e+308)], constant: 37.25,
                    relation: .greaterThanOrEqual, strength: Strength(priority: 500, weight: 1))),
            .add(
                .init(
                    id: 18, terms: [(1, -1.0), (1, 2.0)], constant: -.infinity, relation: .equal,
                    strength: Strength(priority: 750, weight: 2))),
            .addBatch([
                .init(
                    id: 19, terms: [(1, 7.0)], constant: -1.0, relation: .equal,
                    strength: Strength(priority: 999.5, weight: 0.001)),
                .init(
                    id: 20, terms: [(1, 7.0)], constant: -1.0, relation: .equal,
                    strength: Strength(priority: 999.5, weight: 0.001)),
                .init(
                    id: 21, terms: [(1, 7.0)], constant: -1.0, relation: .equal,
                    strength: Strength(priority: 999.5, weight: 0.001)),
            ]),
            .addBatch([
                .init(
                    id: 22, terms: [(1, 7.0)], constant: -1.0, relation: .equal,
                    strength: Strength(priority: 999.5, weight: 0.001)),
                .init(
                    id: 23, terms: [(1, 7.0)], constant: -1.0, relation: .equal,
                    strength: Strength(priority: 999.5, weight: 0.001)),
                .init(
                    id: 24, terms: [(1, 7.0)], constant: -1.0, relation: .equal,
                    strength: Strength(priority: 999.5, weight: 1)),
            ]),
            .remove(24),
        ])
        #expect(replay.solver.constraints.count == 18)
    }

    @Test func fuzzerFindingA5e0998f() {
        // Values of 2.9e-7 next to a largest constant of 1e-9: removing two bounds on v1 left it at -5.3e-23,
        // `-4·v1 <= 0` looked broken by 1.05 times its floor, and the rebuild that followed refused it (it
        // holds at v0 = v1 = 0) and kept it without a row (a recovery).
        let replay = FuzzReplay(variables: 2)
        replay.run([
            .add(
                .init(
                    id: 0, terms: [(1, -1.0), (1, -1.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 1, terms: [(0, 7.0), (1, 0.0)], constant: 1e-09, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 2, terms: [(1, 0.001), (0, 2.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 1, terms: [(0, 7.0), (1, 0.0)], constant: 1e-09, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .addEdit(1, Strength(priority: 1000, weight: 0.0009)),
            .addEdit(1, Strength(priority: 1000, weight: 0.0009)),
            .add(
                .init(
                    id: 1, terms: [(0, 7.0), (1, 0.0)], constant: 1e-09, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 3, terms: [(1, -1.0), (0, -1.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 4, terms: [(1, 1000000000.0), (1, 2.0)], constant: 26256359488.25098,
                    relation: .lessThanOrEqual, strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 5, terms: [(0, 3.0), (1, -1.0), (0, -1.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 6, terms: [(0, -2.0)], constant: 1.0, relation: .equal,
                    strength: Strength(priority: 1000, weight: 1))),
            .removeBatch([0, 0]),
            .removeBatch([3, 3]),
            .suggest(1, 1500000.0),
            .suggest(1, Double(bitPattern: 1785)),  // 8.82e-321, a denormal
            .suggest(1, 100.0),
            .suggest(0, 1500000.0),
            .suggest(1, 1500000.0),
            .suggest(1, 1000000.0),
            .add(
                .init(
                    id: 7, terms: [(1, -2.0), (1, -2.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 999.5, weight: 1000))),
            .add(
                .init(
                    id: 8, terms: [(1, -2.0), (1, -2.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 999.5, weight: 1000))),
            .add(
                .init(
                    id: 9, terms: [(1, -1.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 0, weight: 1000))),
            .add(
                .init(
                    id: 10, terms: [(1, -2.0), (1, -2.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 999.5, weight: 1000))),
            .add(
                .init(
                    id: 11, terms: [(1, -2.0), (1, -2.0)], constant: 1.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 0.5, weight: 2000))),
            .removeEdit(0),
            .removeEdit(0),
            .removeEdit(0),
            .addBatch([]),
            .add(
                .init(
                    id: 12, terms: [(1, -1.0), (1, -1.0)], constant: 0.0, relation: .greaterThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 13, terms: [(0, -2.0)], constant: 0.0, relation: .equal,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 0, terms: [(1, -1.0), (1, -1.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .add(
                .init(
                    id: 14, terms: [(1, -2.0), (1, -2.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 999.5, weight: 1000))),
            .add(
                .init(
                    id: 15, terms: [(1, -2.0), (1, -2.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 999.5, weight: 1000))),
            .add(
                .init(
                    id: 16, terms: [(1, -2.0), (1, -2.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 999.5, weight: 1000))),
            .add(
                .init(
                    id: 17, terms: [(1, -2.0), (1, -2.0)], constant: 0.0, relation: .lessThanOrEqual,
                    strength: Strength(priority: 1000, weight: 1))),
            .removeBatch([0, 12]),
        ])
        #expect(replay.solver.constraints.count == 11)
    }
}
