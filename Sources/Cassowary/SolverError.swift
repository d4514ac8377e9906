// Everything that can go wrong when talking to the solver, each with a message saying exactly what.

/// A misuse of the solver or a system that cannot hold. After any of these errors the solver is
/// exactly as it was before the call, and keeps working.
///
/// The payloads are the very constraint and variable objects involved, so that callers can compare
/// them by identity. They are not thread-safe objects: inspect them on the thread that owns the solver.
public enum SolverError: Error, CustomStringConvertible, @unchecked Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicts` is a minimal set of those: removing any one of them would let the constraint hold.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint has already been added to this solver.
    case duplicateConstraint(Constraint)
    /// The constraint was never added to this solver, or has been removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggestion must be able to lose against required constraints.
    case requiredEditStrength(Variable)
    /// A strength outside `0 < priority <= 1000` or with a weight outside ``SupportedRange`` (1e-3...1e3).
    case invalidStrength(Strength)
    /// The constraint has a NaN or infinite coefficient or constant.
    case nonFiniteConstraint(Constraint)
    /// A suggested value is NaN or infinite.
    case nonFiniteSuggestion(Variable, Double)
    /// A finite constraint with a coefficient or constant outside ``SupportedRange``; the string names
    /// the number (`the coefficient 1e+15 of v1`).
    case unsupportedMagnitude(Constraint, String)
    /// A finite suggested value outside ``SupportedRange`` (±1e6).
    case unsupportedSuggestion(Variable, Double)
    /// A numerical failure inside the solver; the solver rebuilt itself from its constraints.
    case internalError(String)

    /// A sentence saying what is wrong, naming the constraints and variables involved.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let conflicts):
            if conflicts.isEmpty {
                return "Unable to satisfy the required constraint `\(constraint)`: it can never hold."
            }
            let list = conflicts.map { "`\($0)`" }.joined(separator: ", ")
            return "Unable to satisfy the required constraint `\(constraint)`: it conflicts with \(list)."
                + " Removing any one of these would resolve the conflict."
        case .duplicateConstraint(let constraint):
            return "The constraint `\(constraint)` has already been added to this solver."
        case .unknownConstraint(let constraint):
            return "The constraint `\(constraint)` is not in this solver."
        case .duplicateEditVariable(let variable):
            return "`\(variable)` is already an edit variable of this solver."
        case .unknownEditVariable(let variable):
            return "`\(variable)` is not an edit variable of this solver; add it with addEditVariable first."
        case .requiredEditStrength(let variable):
            return "The edit variable `\(variable)` cannot be required; use a strength below 1000, such as .strong."
        case .invalidStrength(let strength):
            return "Invalid strength (priority \(strength.priority), weight \(strength.weight)):"
                + " the priority must be in 0 < p <= 1000 and the weight within 1e-3...1e3."
        case .nonFiniteConstraint(let constraint):
            return "The constraint `\(constraint)` has a NaN or infinite coefficient or constant."
        case .nonFiniteSuggestion(let variable, let value):
            return "Cannot suggest \(value) for `\(variable)`: suggestions must be finite numbers."
        case .unsupportedMagnitude(let constraint, let number):
            return "The constraint `\(constraint)` has \(number), outside the range the solver supports"
                + " (\(SupportedRange.summary)); it was not added."
        case .unsupportedSuggestion(let variable, let value):
            return "Cannot suggest \(formatNumber(value)) for `\(variable)`: outside the range the solver supports"
                + " (\(SupportedRange.summary))."
        case .internalError(let detail):
            return "Internal solver error: \(detail)"
        }
    }
}
