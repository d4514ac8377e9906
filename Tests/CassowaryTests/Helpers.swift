// Shared helpers for the solver tests.

import Testing

@testable import Cassowary

/// Adds constraints and fails the test on the first error.
func add(_ solver: Solver, _ constraints: Constraint..., sourceLocation: SourceLocation = #_sourceLocation) {
    for constraint in constraints {
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try solver.add(constraint) }
    }
}

/// Checks the tableau's invariants.
func expectHealthy(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.invariantViolations()
    #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
    #expect(solver.statistics.recoveries == 0, sourceLocation: sourceLocation)
}

/// Whether two doubles agree to within a tolerance suited to layout coordinates.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// A suite whose constraints are written as the differential test writes them, over its variables `v`.
protocol DifferentialRows {
    var v: [Variable] { get }
}

extension DifferentialRows {
    /// `Σ coefficient·v[index] + constant (relation) 0`.
    func row(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength = .required
    ) -> Constraint {
        Constraint(
            LinearExpression(terms: terms.map { Term(v[$0.0], coefficient: $0.1) }, constant: constant), relation,
            strength: strength)
    }
}
