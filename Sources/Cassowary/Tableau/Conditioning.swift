// What the tableau has computed with: the sizes and histories that decide when recovery is due.

/// The sizes of the numbers a tableau has computed with, and the largest history it kept: what its residuals
/// are judged against (`Tableau.noiseScale`), and when recovery is due (see `Recovery/`). Saved and restored
/// whole by a transaction.
struct Conditioning {
    /// The largest value a constraint added since the tableau was built can force on its own (its constant
    /// over its smallest coefficient), or a suggestion moved a variable by: the size of the numbers every
    /// value may have been computed from (see `residualScale`). Not the constant alone: `0.002·v1 + 1e6
    /// <= 0` puts v1 at -5e8, and the values computed next to it carry ulp(5e8) = 1.2e-7, a residual that
    /// judged against a constraint's own numbers (37.25) looks like a broken constraint.
    var largestForcedValue = 0.0
    /// The largest constant a row was given since the values were last read: by a new row, a pivot or a
    /// substitution. A chain of products (`-0.001·v0 - 1000·v5 + … >= 0` with v5 at 1e6 puts v0 at 1e12)
    /// leaves its rounding in every value later computed from it, however small (see
    /// `Solver.refineIfValuesShrank`).
    var largestConstantComputed = 0.0
    /// The largest constant a row was ever given, carried across rebuilds as `largestForcedValue` is: every
    /// value carries rounding of the largest numbers it was computed with (see `noiseScale`).
    var largestConstantHeld = 0.0
    /// The largest history, in units of its own size, of a coefficient kept or a divisor used since the
    /// tableau was built, counted only beyond `historyLimit` (until then, 1): past that limit, the tableau
    /// is due to be rebuilt (see `Tolerance.historyLimit`).
    var worstHistory = 1.0
    /// The history beyond which this tableau is due to be rebuilt: `Tolerance.historyLimit`, or more for a
    /// tableau whose own fresh build already kept one beyond it (rebuilding it again would change nothing).
    var historyLimit = Tolerance.historyLimit
}

extension Tableau {
    /// Whether a coefficient outgrew `historyLimit`.
    var hasOutgrownHistory: Bool { conditioning.worstHistory > conditioning.historyLimit }

    /// Counts a constant a row was just given in `largestConstantComputed` and `largestConstantHeld`.
    @inline(__always)
    mutating func noteConstant(_ constant: Double) {
        conditioning.largestConstantComputed = max(conditioning.largestConstantComputed, abs(constant))
        conditioning.largestConstantHeld = max(conditioning.largestConstantHeld, abs(constant))
    }

    /// The size of the numbers every value may carry the rounding of: the largest value a constraint can
    /// force, or the largest constant the tableau computed with, up to `Tolerance.heldNoise` times the first.
    /// The forced value alone is too small a floor: a zero computed from values of 2,500 next to constraints
    /// forcing 5 stands at -2e-16, and after a coefficient of 1,333 looks like a broken constraint.
    var noiseScale: Double {
        max(
            conditioning.largestForcedValue,
            min(conditioning.largestConstantHeld, Tolerance.heldNoise * conditioning.largestForcedValue))
    }

    /// The largest constant any row holds now.
    func largestConstant() -> Double {
        var largest = 0.0
        for row in rows where row.basic >= 0 { largest = max(largest, abs(row.constant)) }
        return largest
    }

    /// Counts a coefficient kept, or a divisor used, with a history of `history` times its own size
    /// (`Tolerance.relativeHistory`) in `worstHistory`, if it is beyond `historyLimit`.
    @inline(__always)
    mutating func noteHistory(_ history: Double) {
        if history > conditioning.historyLimit && history > conditioning.worstHistory {
            conditioning.worstHistory = history
        }
    }
}
