// Replaying a solver fuzzer finding (Fuzz/Solver) as a test: the same operations on a solver and on a twin
// that gets only the operations the solver accepted, as the fuzzer runs them.

import Testing

@testable import Cassowary

/// One operation of a fuzzer input, as `FUZZ_TRACE=1 .build/fuzz/solver-fuzz FILE` prints it.
enum FuzzOperation {
    /// A constraint the fuzzer made: its number, terms (variable index, coefficient), constant,
    /// relation and strength. A number seen before means the same constraint object again.
    struct Spec {
        let id: Int
        let terms: [(Int, Double)]
        let constant: Double
        let relation: Relation
        let strength: Strength
    }

    case add(Spec)
    case addBatch([Spec])
    case remove(Int)
    case removeBatch([Int])
    case addEdit(Int, Strength)
    case suggest(Int, Double)
    case removeEdit(Int)
    case reset
}

/// A solver and its twin, with one constraint object per fuzzer number for each.
final class FuzzReplay {
    let solver = Solver()
    let twin = Solver()
    let variables: [Variable]
    let twinVariables: [Variable]
    private var mains: [Int: Constraint] = [:]
    private var twins: [Int: Constraint] = [:]

    init(variables count: Int) {
        variables = (0..<count).map { Variable("v\($0)") }
        twinVariables = (0..<count).map { Variable("v\($0)") }
    }

    private func constraints(_ spec: FuzzOperation.Spec) -> (Constraint, Constraint) {
        if let main = mains[spec.id], let twin = twins[spec.id] { return (main, twin) }
        func make(_ variables: [Variable]) -> Constraint {
            let terms = spec.terms.map { Term(variables[$0.0], coefficient: $0.1) }
            return Constraint(
                LinearExpression(terms: terms, constant: spec.constant), spec.relation, strength: spec.strength)
        }
        let pair = (make(variables), make(twinVariables))
        mains[spec.id] = pair.0
        twins[spec.id] = pair.1
        return pair
    }

    /// Runs the operation on the solver, and on the twin if the solver accepted it; returns whether it did.
    @discardableResult
    func perform(_ operation: FuzzOperation) -> Bool {
        func both(_ body: (Solver, Bool) throws(SolverError) -> Void) -> Bool {
            do throws(SolverError) {
                try body(solver, true)
            } catch {
                return false
            }
            #expect(throws: Never.self) { try body(self.twin, false) }
            return true
        }
        switch operation {
        case .add(let spec):
            let (main, twin) = constraints(spec)
            return both { solver, isMain throws(SolverError) in try solver.add(isMain ? main : twin) }
        case .addBatch(let specs):
            let pairs = specs.map(constraints)
            return both { solver, isMain throws(SolverError) in try solver.add(pairs.map { isMain ? $0.0 : $0.1 }) }
        case .remove(let id):
            guard let main = mains[id], let twin = twins[id] else { return false }
            return both { solver, isMain throws(SolverError) in try solver.remove(isMain ? main : twin) }
        case .removeBatch(let ids):
            guard ids.allSatisfy({ mains[$0] != nil }) else { return false }
            return both { solver, isMain throws(SolverError) in
                try solver.remove(ids.map { isMain ? self.mains[$0]! : self.twins[$0]! })
            }
        case .addEdit(let index, let strength):
            return both { solver, isMain throws(SolverError) in
                try solver.addEditVariable((isMain ? variables : twinVariables)[index], strength: strength)
            }
        case .suggest(let index, let value):
            return both { solver, isMain throws(SolverError) in
                try solver.suggestValue((isMain ? variables : twinVariables)[index], value)
            }
        case .removeEdit(let index):
            return both { solver, isMain throws(SolverError) in
                try solver.removeEditVariable((isMain ? variables : twinVariables)[index])
            }
        case .reset:
            solver.reset()
            twin.reset()
            return true
        }
    }

    /// Runs every operation, checking after each what the fuzzer checks first: the same values bit for bit
    /// as the twin, and no recovery from a numerical breakdown. (Not `invariantViolations()`: its bound on
    /// a restricted row, -1e-7, is absolute, and rows computed from values of 5e8 are negative by more
    /// than that through rounding alone.)
    func run(_ operations: [FuzzOperation], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, operation) in operations.enumerated() {
            perform(operation)
            solver.updateVariables()
            let values = variables.map(\.value)
            twin.updateVariables()
            let twinValues = twinVariables.map(\.value)
            #expect(
                values.map(\.bitPattern) == twinValues.map(\.bitPattern),
                "after operation \(index): \(values) vs the twin's \(twinValues)", sourceLocation: sourceLocation)
            #expect(solver.statistics.recoveries == 0, "after operation \(index)", sourceLocation: sourceLocation)
        }
    }
}
