// The kinds of symbol a tableau holds, in the paper's vocabulary.

/// What a tableau symbol stands for. Symbols are small integer ids; their kind decides how the
/// simplex steps may use them.
enum SymbolKind: UInt8 {
    /// A free id, waiting to be reused.
    case unused
    /// A user variable: unrestricted in sign, never leaves the basis during optimisation.
    case external
    /// The slack of an inequality (`expr - slack = 0`, slack >= 0).
    case slack
    /// One side of a non-required constraint's error (>= 0, weighted in the objective).
    case error
    /// The temporary variable of the artificial phase that adds a hard-to-place required constraint.
    case artificial

    /// Restricted symbols are >= 0; only their rows limit a simplex step.
    var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
}

/// Numerical tolerances, shared by every step so that they agree with each other.
///
/// Coefficients are judged relative to the numbers they were computed from, never against a fixed
/// size: the supported coefficients span 1e-9...1e9 (see `SupportedRange`), so a fixed threshold of
/// 1e-9 would drop real terms (0.5 · 1e-9) and keep noise (1e9 · 1e-16).
enum Tolerance {
    /// A sum whose magnitude is at most this fraction of its largest operand is rounding residue of a
    /// cancellation (`0.1 · 3 - 0.3`), and is dropped as a zero.
    static let cancellation = 1e-11
    /// Below this magnitude a coefficient is dropped whatever it came from: far below any product of
    /// supported coefficients that matters (1e-9 / 1e9 = 1e-18), and far above the denormals.
    static let negligible = 1e-30
    /// A constraint holds when its expression's value is at most this fraction of the largest of its
    /// terms at the solution (`|c₀|`, `|cᵢ·xᵢ|`): a relative residual, whatever the constraint's scale.
    static let residual = 1e-9
    /// A subject's coefficient must be at least this fraction of the largest in its row.
    static let pivot = 1e-3
    /// No tableau number may exceed this: an add that would make one is refused. Far above anything a
    /// layout needs, and far enough below overflow (1.8e308) that a supported suggestion (±1e6) times
    /// any coefficient, or a weight (1e3) times one, stays finite.
    static let magnitudeLimit = 1e200

    /// Whether `value`, a sum with an operand of magnitude `operand`, is zero up to rounding.
    @inline(__always)
    static func isCancelled(_ value: Double, _ operand: Double) -> Bool {
        abs(value) <= cancellation * operand || abs(value) < negligible
    }
    /// A restricted row whose constant is above `-feasibility` counts as feasible.
    static let feasibility = 1e-9
    /// Scale for comparing two simplex ratios as equal (Bland's tie rule).
    static let ratio = 1e-12
}
