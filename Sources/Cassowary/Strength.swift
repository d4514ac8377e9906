// How much a constraint matters: required, or a priority level with a weight.

precedencegroup StrengthPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Attaches a strength or priority to a constraint: `x >= 10 ~ .weak`.
infix operator ~ : StrengthPrecedence

/// How strongly the solver tries to satisfy a constraint.
///
/// A strength is a **priority level** and a **weight** within that level.
/// Priority 1000 is `required`: such a constraint always holds, or adding it fails.
/// Lower priorities are preferences, and they are ordered **strictly** (lexicographically):
/// the solver first minimises the weighted error of the highest priority level, then, without
/// giving any of that back, the next level, and so on. So one constraint at priority 251 wins
/// against any number of constraints at priority 250, however many and however large their
/// errors. Weights only trade constraints of the same priority against each other: the error of
/// each constraint counts `weight` times its distance from being satisfied.
///
/// Auto Layout priorities map one to one: priority `p` in 1...1000 is level `p`
/// (`Strength(autoLayoutPriority: 750)` is ``strong``, 1000 is ``required``).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority level, in `0 < priority <= 1000`; 1000 means required.
    public let priority: Double
    /// The weight of the constraint's error within its level, in 1e-3...1e3 (see ``SupportedRange``).
    public let weight: Double

    /// Creates a strength at a priority level with a weight. Out-of-range values are reported
    /// by ``Solver/add(_:)-(Constraint)`` as ``SolverError/invalidStrength(_:)``.
    public init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// The strength of an Auto Layout priority (1...1000, where 1000 is required).
    public init(autoLayoutPriority: Float) {
        self.init(priority: Double(autoLayoutPriority))
    }

    /// Must hold; adding a required constraint that cannot hold fails.
    public static let required = Strength(priority: 1000)
    /// Level 750, Auto Layout's `defaultHigh`.
    public static let strong = Strength(priority: 750)
    /// Level 500.
    public static let medium = Strength(priority: 500)
    /// Level 250, Auto Layout's `defaultLow`.
    public static let weak = Strength(priority: 250)

    /// Whether this is the required strength.
    public var isRequired: Bool { priority == 1000 }

    /// Whether the priority is in `0 < priority <= 1000` and the weight in the supported 1e-3...1e3.
    public var isValid: Bool {
        priority.isFinite && priority > 0 && priority <= 1000 && SupportedRange.contains(weight: weight)
    }

    /// Orders by priority, then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `required`, `strong`, `medium`, `weak`, or `priority 600` / `priority 600 weight 2`.
    public var description: String {
        if weight == 1 {
            switch priority {
            case 1000: return "required"
            case 750: return "strong"
            case 500: return "medium"
            case 250: return "weak"
            default: break
            }
        }
        let level = "priority \(formatNumber(priority))"
        return weight == 1 ? level : "\(level) weight \(formatNumber(weight))"
    }
}

/// The same constraint with another strength: `width == 100 ~ .strong`.
public func ~ (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: strength, label: constraint.label)
}
