// The magnitudes the solver accepts: inside them it keeps its promises, outside them it refuses the input.

/// The range of numbers the solver handles, checked when a constraint, an edit variable or a suggestion
/// comes in; anything outside is refused with ``SolverError/unsupportedMagnitude(_:_:)``,
/// ``SolverError/unsupportedSuggestion(_:_:)`` or ``SolverError/invalidStrength(_:)``, and the solver
/// stays as it was.
///
/// | What | Supported |
/// |---|---|
/// | a coefficient (each term, and each variable's terms added up) | 0, or 1e-3 ... 1e3 in magnitude |
/// | a constant | 0, or 1e-200 ... 1e6 in magnitude |
/// | a suggested value | 0, or 1e-200 ... 1e6 in magnitude |
/// | a weight | 1e-3 ... 1e3 |
/// | a priority | 0 < priority <= 1000 |
///
/// Why these: the tableau works in doubles (about 16 significant digits), and substitution multiplies
/// coefficients: a row built from constraints with 1e-9 and 1e9 in them holds products of 1e18, next to
/// which every term of ordinary size is rounding. Measured with the differential test (1,000 random
/// systems judged in exact rational arithmetic where HiGHS disagrees): coefficients up to 1e-9...1e9
/// gave 16 systems with wrong answers, 1e-6...1e6 gave 14, 1e-4...1e4 gave 4, 1e-3...1e3 gave 2. Layout
/// needs multipliers from about 0.001 to 1000 (a third, a golden ratio, a 1/1000 fine tune) and
/// coordinates up to about 1e6 (100,000 cells of 10 points), so the range is what layout uses.
/// Constants and suggestions closer to zero than 1e-200 would leave the normal doubles after a few
/// products (8e-317 carries 5 significant digits, too few for a removal to pivot on), and the tableau
/// refuses numbers beyond 1e200 at the other end.
/// Weights only trade constraints of the same priority, and a trade of a million to one between two
/// constraints is more than any layout asks for; wider weights make objective coefficients lose their
/// small terms to rounding.
///
/// ```swift
/// try solver.add(1e-4 * x == 1)   // throws unsupportedMagnitude: 1e-4 is below 1e-3
/// ```
public enum SupportedRange {
    /// The smallest magnitude of a non-zero coefficient.
    public static let smallestCoefficient = 1e-3
    /// The largest magnitude of a coefficient.
    public static let largestCoefficient = 1e3
    /// The smallest magnitude of a non-zero constant or suggested value.
    public static let smallestConstant = 1e-200
    /// The largest magnitude of a constraint's constant.
    public static let largestConstant = 1e6
    /// The largest magnitude of a suggested value.
    public static let largestSuggestion = 1e6
    /// The smallest weight.
    public static let smallestWeight = 1e-3
    /// The largest weight.
    public static let largestWeight = 1e3

    /// Whether a coefficient is 0 or within the supported magnitudes.
    public static func contains(coefficient: Double) -> Bool {
        coefficient == 0 || (abs(coefficient) >= smallestCoefficient && abs(coefficient) <= largestCoefficient)
    }

    /// Whether a constant is within the supported magnitudes.
    public static func contains(constant: Double) -> Bool {
        constant == 0 || (abs(constant) >= smallestConstant && abs(constant) <= largestConstant)
    }

    /// Whether a suggested value is within the supported magnitudes.
    public static func contains(suggestion: Double) -> Bool {
        suggestion == 0 || (abs(suggestion) >= smallestConstant && abs(suggestion) <= largestSuggestion)
    }

    /// Whether a weight is within the supported magnitudes.
    public static func contains(weight: Double) -> Bool {
        weight >= smallestWeight && weight <= largestWeight
    }

    /// The first number of a finite expression outside the range, described for an error message
    /// (`the coefficient 1e+15 of v1`), or nil if every number is supported.
    static func firstViolation(in expression: LinearExpression) -> String? {
        for term in expression.terms where !contains(coefficient: term.coefficient) {
            return "the coefficient \(formatNumber(term.coefficient)) of `\(term.variable)`"
        }
        if let term = firstUnsupportedSum(in: expression.terms) {
            return "the coefficients of `\(term.variable)`, which add up to \(formatNumber(term.coefficient))"
        }
        if !contains(constant: expression.constant) {
            return "the constant \(formatNumber(expression.constant))"
        }
        return nil
    }

    /// The first variable whose coefficients add up to an unsupported number. Short expressions (all of
    /// a layout's) are summed in place: `simplified()` hashed every term into a dictionary on every add,
    /// 11 % of the DSL's build of 100 labels (callgrind), and its generic dictionary was metadata the
    /// runtime instantiated on a process's first add.
    static func firstUnsupportedSum(in terms: [Term]) -> Term? {
        guard terms.count <= 16 else {
            return LinearExpression(terms: terms, constant: 0).simplified().terms.first {
                !contains(coefficient: $0.coefficient)
            }
        }
        for i in terms.indices {
            let variable = terms[i].variable
            guard !terms[..<i].contains(where: { $0.variable === variable }) else { continue }
            var sum = terms[i].coefficient
            var repeated = false
            for j in (i + 1)..<terms.count where terms[j].variable === variable {
                sum += terms[j].coefficient
                repeated = true
            }
            // A lone term was checked as it is; a sum of zero drops out, as `simplified()` drops it.
            if repeated, sum != 0, !contains(coefficient: sum) { return Term(variable, coefficient: sum) }
        }
        return nil
    }

    /// The range, as error messages state it.
    static let summary =
        "coefficients 0 or 1e-3...1e3 in magnitude, constants and suggested values 0 or 1e-200...1e6,"
        + " weights 1e-3...1e3"
}
