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
