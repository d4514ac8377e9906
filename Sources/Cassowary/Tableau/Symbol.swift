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
enum Tolerance {
    /// A coefficient smaller than this in magnitude is a zero and is dropped from its row.
    static let coefficient = 1e-9
    /// A restricted row whose constant is above `-feasibility` counts as feasible.
    static let feasibility = 1e-9
    /// Scale for comparing two simplex ratios as equal (Bland's tie rule).
    static let ratio = 1e-12
}
