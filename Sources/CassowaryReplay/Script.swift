// The decoded form of one input line: a system's variable count and its operations.

import Cassowary

/// One system to replay: how many variables and solvers it has and what to do with them.
struct SystemScript: Decodable {
    let id: Int
    let variables: Int
    let solvers: Int
    let ops: [Step]

    enum CodingKeys: String, CodingKey {
        case id, variables, solvers, ops
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        variables = try container.decode(Int.self, forKey: .variables)
        solvers = try container.decodeIfPresent(Int.self, forKey: .solvers) ?? 1
        ops = try container.decode([Step].self, forKey: .ops)
        // Checked here so that replaying can index the arrays without a failure path of its own.
        guard variables >= 0 else { throw MalformedScript("negative variable count \(variables)") }
        guard solvers >= 1 else { throw MalformedScript("solver count \(solvers) below 1") }
        for step in ops {
            guard (0..<solvers).contains(step.solver) else {
                throw MalformedScript("solver \(step.solver) out of range 0..<\(solvers) in system \(id)")
            }
            for index in step.operation.variableIndices where !(0..<variables).contains(index) {
                throw MalformedScript("variable \(index) out of range 0..<\(variables) in system \(id)")
            }
        }
    }
}

/// An operation and the solver it goes to.
struct Step: Decodable {
    let solver: Int
    let operation: Operation

    enum CodingKeys: String, CodingKey {
        case solver
    }

    init(from decoder: any Decoder) throws {
        solver = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .solver) ?? 0
        operation = try Operation(from: decoder)
    }
}

/// A reason an input line cannot be replayed.
struct MalformedScript: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// One solver call.
enum Operation: Decodable {
    case add(ConstraintSpec)
    case addBatch([ConstraintSpec])
    case remove(id: Int)
    case removeBatch(ids: [Int])
    case addEdit(variable: Int, strength: Strength)
    case suggest(variable: Int, value: Double)
    case removeEdit(variable: Int)
    case solve
    case listConstraints
    case reset

    enum CodingKeys: String, CodingKey {
        case op, id, ids, constraints, priority, weight, value
        case variable = "var"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .op)
        switch name {
        case "add":
            self = .add(try ConstraintSpec(from: decoder))
        case "addBatch":
            self = .addBatch(try container.decode([ConstraintSpec].self, forKey: .constraints))
        case "remove":
            self = .remove(id: try container.decode(Int.self, forKey: .id))
        case "removeBatch":
            self = .removeBatch(ids: try container.decode([Int].self, forKey: .ids))
        case "addEdit":
            let priority = try container.decode(JSONNumber.self, forKey: .priority).value
            let weight = try container.decodeIfPresent(JSONNumber.self, forKey: .weight)?.value ?? 1
            self = .addEdit(
                variable: try container.decode(Int.self, forKey: .variable),
                strength: Strength(priority: priority, weight: weight))
        case "suggest":
            self = .suggest(
                variable: try container.decode(Int.self, forKey: .variable),
                value: try container.decode(JSONNumber.self, forKey: .value).value)
        case "removeEdit":
            self = .removeEdit(variable: try container.decode(Int.self, forKey: .variable))
        case "solve":
            self = .solve
        case "constraints":
            self = .listConstraints
        case "reset":
            self = .reset
        default:
            throw MalformedScript("unknown op \"\(name)\"")
        }
    }

    /// Every variable index the operation mentions.
    var variableIndices: [Int] {
        switch self {
        case .add(let spec): spec.terms.map(\.variable)
        case .addBatch(let specs): specs.flatMap { $0.terms.map(\.variable) }
        case .addEdit(let variable, _), .suggest(let variable, _), .removeEdit(let variable): [variable]
        case .remove, .removeBatch, .solve, .listConstraints, .reset: []
        }
    }
}

/// A constraint as written in the script: `Σ coefficient·variable + constant (relation) 0`.
struct ConstraintSpec: Decodable {
    let id: Int
    let terms: [(variable: Int, coefficient: Double)]
    let constant: Double
    let relation: Relation
    let strength: Strength

    enum CodingKeys: String, CodingKey {
        case id, terms, constant, relation, priority, weight
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        let pairs = try container.decode([[JSONNumber]].self, forKey: .terms)
        terms = try pairs.map { pair in
            guard pair.count == 2, let index = Int(exactly: pair[0].value) else {
                throw MalformedScript("a term must be [variableIndex, coefficient]")
            }
            return (index, pair[1].value)
        }
        constant = try container.decode(JSONNumber.self, forKey: .constant).value
        switch try container.decode(String.self, forKey: .relation) {
        case "<=": relation = .lessThanOrEqual
        case "==": relation = .equal
        case ">=": relation = .greaterThanOrEqual
        case let other: throw MalformedScript("unknown relation \"\(other)\"")
        }
        let priority = try container.decode(JSONNumber.self, forKey: .priority).value
        let weight = try container.decodeIfPresent(JSONNumber.self, forKey: .weight)?.value ?? 1
        strength = Strength(priority: priority, weight: weight)
    }
}

/// A number that may also be written as "nan", "inf" or "-inf", which JSON itself cannot express.
struct JSONNumber: Decodable {
    let value: Double

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number
            return
        }
        switch try container.decode(String.self) {
        case "nan": value = .nan
        case "inf": value = .infinity
        case "-inf": value = -.infinity
        case let other: throw MalformedScript("not a number: \"\(other)\"")
        }
    }
}
