// How one add places a row that has no subject, and how strictly it judges a residual.

/// The choices an add is made with, given to `Tableau.add` with each call rather than kept as modes of the
/// tableau: every attempt of the add ladder and of the rebuild ladder is one policy (see `Recovery/`).
struct AddPolicy {
    /// Whether a row that can only be solved for a restricted symbol is placed by the dual simplex, which is
    /// cheap but may give up (`AddOutcome.needsArtificialPhase`), or always by the artificial phase, which
    /// decides whether the constraint holds.
    var usesDualInsertion: Bool
    /// How many times its usual size (`Tolerance.residual`) a residual may be: 1, or
    /// `Tolerance.rebuildLeniency` for a rebuild's last attempt.
    var residualLeniency: Double

    /// The first choice of every add: the dual insertion, usual residuals.
    static var dualInsertion: AddPolicy { AddPolicy(usesDualInsertion: true, residualLeniency: 1) }
    /// After the dual insertion gave up, or to decide a conflict: the artificial phase, usual residuals.
    static var artificialPhase: AddPolicy { AddPolicy(usesDualInsertion: false, residualLeniency: 1) }
}
