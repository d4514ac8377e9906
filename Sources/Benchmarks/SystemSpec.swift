// A constraint system described neutrally, so our solver and kiwi get exactly the same one.

import Cassowary
import Foundation

/// A constraint system as data: variables by index, constraints as terms, edit variables, and the
/// suggestions of a build and of the resizes that follow.
struct SystemSpec {
    enum StrengthName: String {
        case required, strong, medium, weak

        var strength: Strength {
            switch self {
            case .required: .required
            case .strong: .strong
            case .medium: .medium
            case .weak: .weak
            }
        }
    }

    struct ConstraintSpec {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var strength: StrengthName
    }

    var name: String
    var variableNames: [String] = []
    var constraints: [ConstraintSpec] = []
    /// Edit variables and their strengths.
    var edits: [(variable: Int, strength: StrengthName)] = []
    /// Whether the edit variables are added before the constraints (else after).
    var editsFirst = true
    /// The suggestions made while building, then one set per resize, cycled.
    var initialSuggestions: [Double] = []
    var resizeSuggestions: [[Double]] = []
    /// A variable and its expected value after the build, to check the solution.
    var check: (variable: Int, value: Double)?
    /// Where the group a Refresh replaces starts (every cell's constraints), if the system has one.
    var refreshFrom: Int?

    mutating func variable(_ name: String) -> Int {
        variableNames.append(name)
        return variableNames.count - 1
    }

    mutating func add(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: StrengthName = .required
    ) {
        constraints.append(
            ConstraintSpec(
                terms: terms.map { ($0.0, $0.1) }, constant: constant, relation: relation, strength: strength))
    }

    var counts: (greater: Int, equal: Int, less: Int, required: Int) {
        (
            constraints.filter { $0.relation == .greaterThanOrEqual }.count,
            constraints.filter { $0.relation == .equal }.count,
            constraints.filter { $0.relation == .lessThanOrEqual }.count,
            constraints.filter { $0.strength == .required }.count
        )
    }

    /// The system as JSON for the kiwi peer script.
    func json(repetitions: Int, resizeRounds: Int, timeLimit: Double) -> Data {
        let object: [String: Any] = [
            "name": name,
            "variables": variableNames.count,
            "constraints": constraints.map { constraint in
                [
                    "terms": constraint.terms.map { [$0.variable, $0.coefficient] as [Any] },
                    "constant": constraint.constant,
                    "op": constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">=",
                    "strength": constraint.strength.rawValue,
                ] as [String: Any]
            },
            "edits": edits.map { ["variable": $0.variable, "strength": $0.strength.rawValue] as [String: Any] },
            "editsFirst": editsFirst,
            "initial": initialSuggestions,
            "resizes": resizeSuggestions,
            "check": check.map { [$0.variable, $0.value] as [Any] } ?? [],
            "repetitions": repetitions,
            "resizeRounds": resizeRounds,
            "timeLimit": timeLimit,
            "refreshFrom": refreshFrom as Any,
        ]
        return try! JSONSerialization.data(withJSONObject: object)
    }
}

extension SystemSpec {
    /// The system as plain text, one item a line, for the native kiwi driver and our first-build probe
    /// (scripts/peers/kiwi_native_driver.cpp documents the format; neither links a JSON parser).
    func plainText(repetitions: Int = 1, warmups: Int = 0, resizeRounds: Int = 0, timeLimit: Double = 20) -> String {
        var lines = ["variables \(variableNames.count)"]
        for constraint in constraints {
            let relation = constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">="
            let terms = constraint.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
            lines.append(
                "constraint \(relation) \(constraint.strength.rawValue) \(constraint.constant) \(constraint.terms.count) \(terms)"
            )
        }
        for edit in edits { lines.append("edit \(edit.variable) \(edit.strength.rawValue)") }
        lines.append("editsFirst \(editsFirst ? 1 : 0)")
        lines.append("initial \(initialSuggestions.count) " + initialSuggestions.map { "\($0)" }.joined(separator: " "))
        for values in resizeSuggestions {
            lines.append("resize \(values.count) " + values.map { "\($0)" }.joined(separator: " "))
        }
        if let check { lines.append("check \(check.variable) \(check.value)") }
        if let refreshFrom { lines.append("refreshFrom \(refreshFrom)") }
        lines += [
            "repetitions \(repetitions)", "warmups \(warmups)", "resizeRounds \(resizeRounds)",
            "timeLimit \(timeLimit)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The system built in our solver, with its variables.
struct BuiltSystem {
    let solver: Solver
    let variables: [Variable]
}

extension SystemSpec {
    /// Our solver's constraint objects, made before timing starts (as the kiwi peer makes its own).
    func makeConstraints(_ variables: [Variable]) -> [Constraint] {
        constraints.map { spec in
            let expression = LinearExpression(
                terms: spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) },
                constant: spec.constant)
            return Constraint(expression, spec.relation, strength: spec.strength.strength)
        }
    }

    /// Builds and solves in a new solver: the timed "build + first solve".
    func build(_ variables: [Variable], _ constraints: [Constraint], batch: Bool = false) throws -> Solver {
        let solver = Solver()
        func addEdits() throws {
            for (index, edit) in edits.enumerated() {
                try solver.addEditVariable(variables[edit.variable], strength: edit.strength.strength)
                try solver.suggestValue(variables[edit.variable], initialSuggestions[index])
            }
        }
        if editsFirst { try addEdits() }
        if batch {
            try solver.add(constraints)
        } else {
            for constraint in constraints { try solver.add(constraint) }
        }
        if !editsFirst { try addEdits() }
        solver.updateVariables()
        return solver
    }

    /// A Refresh: removes the group (from `refreshFrom` on) and adds `replacement` (equal new constraints).
    func refresh(_ solver: Solver, old: [Constraint], replacement: [Constraint]) throws {
        guard let start = refreshFrom else { return }
        try solver.remove(Array(old[start...]))
        try solver.add(replacement)
        solver.updateVariables()
    }

    /// One resize: suggest every edit variable's next value and update.
    func resize(_ solver: Solver, _ variables: [Variable], round: Int) throws {
        let values = resizeSuggestions[round % resizeSuggestions.count]
        for (index, edit) in edits.enumerated() {
            try solver.suggestValue(variables[edit.variable], values[index])
        }
        solver.updateVariables()
    }
}
