// libFuzzer entry for the solver: bytes decode into solver operations, checked after each one.

import Cassowary
import Glibc

/// Whether to print every operation (`FUZZ_TRACE=1 .build/fuzz/solver-fuzz crash-file`), to turn a crash
/// into a regression test.
let tracing = getenv("FUZZ_TRACE") != nil

func trace(_ line: @autoclosure () -> String) {
    guard tracing else { return }
    // Unbuffered, so that the last lines before a trap are not lost.
    let text = line() + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

/// What a failed check does with its message: traps, so that libFuzzer saves the input. The regression test
/// (Tests/CassowaryTests/SolverFuzzRegressionTests.swift) collects the messages instead.
nonisolated(unsafe) public var solverFuzzFailure: (String) -> Void = { message in fatalError(message) }

/// Runs one input: up to 64 operations on a solver and on its twin (see `SolverSession`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var reader = ByteReader(data, count: count)
    let session = SolverSession(variableCount: 2 + reader.below(5))
    var operations = 0
    while !reader.isAtEnd && operations < 64 {
        session.step(&reader)
        session.check()
        operations += 1
    }
    return 0
}

/// One constraint as the fuzzer made it, as two objects: one for the solver, one for the twin.
final class ConstraintPair {
    let main: Constraint
    let twin: Constraint

    init(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength,
        _ session: SolverSession
    ) {
        func build(_ variables: [Variable]) -> Constraint {
            let expression = LinearExpression(
                terms: terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: constant)
            return Constraint(expression, relation, strength: strength)
        }
        main = build(session.variables)
        twin = build(session.twinVariables)
    }

    var isRequired: Bool { main.strength.isRequired }
}

/// A solver and a twin that gets only the operations the solver accepted, with a model of what the
/// solver holds.
///
/// Checked after every operation (a failed check traps, which libFuzzer reports with the input):
/// - an operation that throws leaves the solver as the twin, which never saw it: the same values bit for
///   bit, the same constraints in the same order, the same edit variables, ambiguity and statistics;
/// - an operation the solver accepts, the twin accepts too;
/// - `contains`, `constraints` and `containsEditVariable` agree with the model, and the errors it
///   predicts (duplicate, unknown) are the ones thrown;
/// - every held required constraint holds, to a tolerance that follows its scale;
/// - no numerical breakdown was recovered from (`statistics.recoveries` stays 0).
final class SolverSession {
    let solver = Solver()
    let twin = Solver()
    let variables: [Variable]
    let twinVariables: [Variable]
    /// Every constraint made so far; `held` lists those the solver holds, in the order added.
    var pairs: [ConstraintPair] = []
    var held: [Int] = []
    var edits: Set<Int> = []
    /// The largest magnitude of a value the solver has given or been suggested so far (see
    /// `checkRequiredConstraints`).
    var largestValue = 0.0

    init(variableCount: Int) {
        variables = (0..<variableCount).map { Variable("v\($0)") }
        twinVariables = (0..<variableCount).map { Variable("v\($0)") }
    }

    // MARK: Operations

    func step(_ reader: inout ByteReader) {
        switch reader.below(12) {
        case 0, 1, 2: addOne(&reader)
        case 3: addBatch(&reader)
        case 4, 5: removeOne(&reader)
        case 6: removeBatch(&reader)
        case 7: addEdit(&reader)
        case 8, 9: suggest(&reader)
        case 10: removeEdit(&reader)
        default:
            if reader.below(8) == 0 {
                trace("reset")
                solver.reset()
                twin.reset()
                held = []
                edits = []
            }
        }
    }

    func makeConstraint(_ reader: inout ByteReader) -> Int {
        var terms: [(Int, Double)] = []
        for _ in 0..<(1 + reader.below(3)) {
            terms.append((reader.below(variables.count), reader.number(from: Numbers.coefficients)))
        }
        let constant = reader.number(from: Numbers.constants)
        let relation = reader.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        pairs.append(ConstraintPair(terms, constant, relation, strength(&reader), self))
        return pairs.count - 1
    }

    func strength(_ reader: inout ByteReader) -> Strength {
        Strength(priority: reader.pick(Numbers.priorities), weight: reader.pick(Numbers.weights))
    }

    /// A new constraint, or (one time in four) one made before: held (a duplicate) or removed (a re-add).
    func someConstraint(_ reader: inout ByteReader) -> Int {
        if !pairs.isEmpty && reader.below(4) == 0 { return reader.below(pairs.count) }
        return makeConstraint(&reader)
    }

    func addOne(_ reader: inout ByteReader) {
        let index = someConstraint(&reader)
        let pair = pairs[index]
        do {
            trace("add " + describe(index))
            try solver.add(pair.main)
        } catch {
            trace("  -> \(error)")
            if held.contains(index) { expectKind(error, "duplicateConstraint") }
            return
        }
        require(!held.contains(index), "added a constraint it already held")
        mustSucceed("add") { try twin.add(pair.twin) }
        held.append(index)
    }

    func addBatch(_ reader: inout ByteReader) {
        let indices = (0..<reader.below(4)).map { _ in someConstraint(&reader) }
        trace("add batch \(indices)")
        for index in indices { trace("  member " + describe(index)) }
        do {
            try solver.add(indices.map { pairs[$0].main })
        } catch {
            return
        }
        require(Set(indices).count == indices.count, "accepted a batch listing a constraint twice")
        require(indices.allSatisfy { !held.contains($0) }, "accepted a batch with a constraint it held")
        mustSucceed("batch add") { try twin.add(indices.map { pairs[$0].twin }) }
        held += indices
    }

    /// `c3: ["2.0 * v1", "-1.0 * v0"] + 1.0 <= 0 ~ strong`: every number as Swift prints it back exactly.
    func describe(_ index: Int) -> String {
        let expression = pairs[index].main.expression
        let terms = expression.terms.map { "\($0.coefficient) * \($0.variable)" }
        return "c\(index): \(terms) + \(expression.constant) \(pairs[index].main.relation) 0 ~ \(pairs[index].main.strength)"
    }

    /// A held constraint (mostly), or one that is not held.
    func someHeldOrNot(_ reader: inout ByteReader) -> Int? {
        if !held.isEmpty && reader.below(4) != 0 { return reader.pick(held) }
        return pairs.isEmpty ? nil : reader.below(pairs.count)
    }

    func removeOne(_ reader: inout ByteReader) {
        guard let index = someHeldOrNot(&reader) else { return }
        trace("remove c\(index)")
        do {
            try solver.remove(pairs[index].main)
        } catch {
            require(!held.contains(index), "could not remove a held constraint: \(error)")
            expectKind(error, "unknownConstraint")
            return
        }
        require(held.contains(index), "removed a constraint it did not hold")
        mustSucceed("remove") { try twin.remove(pairs[index].twin) }
        held.removeAll { $0 == index }
    }

    func removeBatch(_ reader: inout ByteReader) {
        let indices = (0..<reader.below(4)).compactMap { _ in someHeldOrNot(&reader) }
        trace("remove batch \(indices)")
        do {
            try solver.remove(indices.map { pairs[$0].main })
        } catch {
            require(!indices.allSatisfy(held.contains), "could not remove held constraints: \(error)")
            expectKind(error, "unknownConstraint")
            return
        }
        require(indices.allSatisfy(held.contains), "removed constraints it did not hold")
        mustSucceed("batch remove") { try twin.remove(indices.map { pairs[$0].twin }) }
        held.removeAll { indices.contains($0) }
    }

    func addEdit(_ reader: inout ByteReader) {
        let index = reader.below(variables.count)
        let strength = strength(&reader)
        trace("addEditVariable v\(index) \(strength)")
        do {
            try solver.addEditVariable(variables[index], strength: strength)
        } catch {
            if edits.contains(index) { expectKind(error, "duplicateEditVariable") }
            return
        }
        require(!edits.contains(index), "added an edit variable twice")
        mustSucceed("addEditVariable") { try twin.addEditVariable(twinVariables[index], strength: strength) }
        edits.insert(index)
    }

    func suggest(_ reader: inout ByteReader) {
        let index = reader.below(variables.count)
        let value = reader.number(from: Numbers.suggestions)
        trace("suggestValue v\(index) \(value)")
        do {
            try solver.suggestValue(variables[index], value)
        } catch {
            if !edits.contains(index) { expectKind(error, "unknownEditVariable") }
            return
        }
        require(edits.contains(index), "accepted a suggestion for a variable that is not an edit variable")
        mustSucceed("suggestValue") { try twin.suggestValue(twinVariables[index], value) }
        // The tableau computes with the suggestion even where a required constraint keeps the variable
        // from taking it, so its rounding is part of every value's noise (as in the differential test's
        // `value_scale`): suggesting 100 to a variable held at 0 leaves it at 1.4e-14.
        largestValue = max(largestValue, abs(value))
    }

    func removeEdit(_ reader: inout ByteReader) {
        let index = reader.below(variables.count)
        trace("removeEditVariable v\(index)")
        do {
            try solver.removeEditVariable(variables[index])
        } catch {
            require(!edits.contains(index), "could not remove an edit variable: \(error)")
            expectKind(error, "unknownEditVariable")
            return
        }
        require(edits.contains(index), "removed an edit variable it did not have")
        mustSucceed("removeEditVariable") { try twin.removeEditVariable(twinVariables[index]) }
        edits.remove(index)
    }

    // MARK: Checks

    func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { solverFuzzFailure("solver fuzzer: \(message())") }
    }

    func mustSucceed(_ what: String, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            solverFuzzFailure("solver fuzzer: the twin refused a \(what) the solver accepted: \(error)")
        }
    }

    /// The error's case name must be `kind`.
    func expectKind(_ error: any Error, _ kind: String) {
        let name = String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)")
        require(name == kind, "expected \(kind), got \(error)")
    }
}
