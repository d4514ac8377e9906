// Runs one system's operations on a fresh solver and writes its output line.

import Cassowary
import Foundation

/// One system being replayed: its solvers, the variables they share, and the constraint object behind each id.
final class Session {
    let script: SystemScript
    let solvers: [Solver]
    let variables: [Variable]
    /// The object each constraint id names; kept after removal so that re-adding uses the same object.
    var constraints: [Int: Constraint] = [:]
    /// The id of each constraint object, to name the members of a conflict set.
    var ids: [ObjectIdentifier: Int] = [:]

    init(_ script: SystemScript) {
        self.script = script
        variables = (0..<script.variables).map { Variable("v\($0)") }
        solvers = (0..<script.solvers).map { _ in Solver() }
    }

    /// Performs every operation and returns the system's output line.
    func run() -> String {
        let results = script.ops.map { perform($0.operation, on: solvers[$0.solver]) }.joined(separator: ",")
        let recoveries = solvers.reduce(0) { $0 + $1.statistics.recoveries }
        let rebuilds = solvers.reduce(0) { $0 + $1.statistics.rebuilds }
        return "{\"id\":\(script.id),\"results\":[\(results)],\"recoveries\":\(recoveries),\"rebuilds\":\(rebuilds)}"
    }

    /// Performs one operation and returns its result as JSON.
    func perform(_ operation: Operation, on solver: Solver) -> String {
        do {
            switch operation {
            case .add(let spec):
                try solver.add(constraint(for: spec))
            case .addBatch(let specs):
                try solver.add(specs.map(constraint(for:)))
            case .remove(let id):
                try solver.remove(constraint(id: id))
            case .removeBatch(let ids):
                try solver.remove(ids.map(constraint(id:)))
            case .addEdit(let variable, let strength):
                try solver.addEditVariable(variables[variable], strength: strength)
            case .suggest(let variable, let value):
                try solver.suggestValue(variables[variable], value)
            case .removeEdit(let variable):
                try solver.removeEditVariable(variables[variable])
            case .solve:
                solver.updateVariables()
                return "{\"values\":[\(variables.map { jsonNumber($0.value) }.joined(separator: ","))]}"
            case .listConstraints:
                return "{\"ids\":[\(solver.constraints.map { id(of: $0) }.joined(separator: ","))]}"
            case .reset:
                solver.reset()
            }
            return "\"ok\""
        } catch {
            return describe(error)
        }
    }

    /// The constraint object for an id, created from the spec the first time the id is seen.
    func constraint(for spec: ConstraintSpec) -> Constraint {
        if let existing = constraints[spec.id] { return existing }
        let terms = spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }
        let constraint = Constraint(
            LinearExpression(terms: terms, constant: spec.constant), spec.relation, strength: spec.strength)
        constraints[spec.id] = constraint
        ids[ObjectIdentifier(constraint)] = spec.id
        return constraint
    }

    /// The constraint object an id names, or a fresh `0 == 0` for an id never created (no solver holds that).
    func constraint(id: Int) -> Constraint {
        constraints[id] ?? Constraint(LinearExpression(), .equal)
    }

    /// An error as the protocol names it.
    func describe(_ error: SolverError) -> String {
        switch error {
        case .unsatisfiableConstraint(let constraint, let conflicts):
            let members = conflicts.map { id(of: $0) }.joined(separator: ",")
            return "{\"error\":\"unsatisfiable\",\"constraint\":\(id(of: constraint)),\"conflicts\":[\(members)]}"
        case .duplicateConstraint: return "\"duplicateConstraint\""
        case .unknownConstraint: return "\"unknownConstraint\""
        case .duplicateEditVariable: return "\"duplicateEditVariable\""
        case .unknownEditVariable: return "\"unknownEditVariable\""
        case .requiredEditStrength: return "\"requiredEditStrength\""
        case .invalidStrength: return "\"invalidStrength\""
        case .nonFiniteConstraint, .nonFiniteSuggestion: return "\"nonFinite\""
        case .unsupportedMagnitude, .unsupportedSuggestion: return "\"unsupportedMagnitude\""
        case .internalError: return "\"internalError\""
        }
    }

    /// A constraint's id, or null for an object the script never named (which would be a solver bug).
    func id(of constraint: Constraint) -> String {
        ids[ObjectIdentifier(constraint)].map(String.init) ?? "null"
    }
}

/// A double with `%.17g`, which round-trips exactly; non-finite values as the strings JSON lacks.
func jsonNumber(_ value: Double) -> String {
    if value.isNaN { return "\"nan\"" }
    if value.isInfinite { return value > 0 ? "\"inf\"" : "\"-inf\"" }
    return String(format: "%.17g", value)
}

/// A string as a JSON string literal.
func jsonString(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped + "\""
}
