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
/// size: products of supported coefficients (1e-3...1e3, see `SupportedRange`) reach 1e-12 after a few
/// substitutions, so a fixed threshold of 1e-9 would drop real terms and keep noise (1e3 · 1e3 · 1e-16).
enum Tolerance {
    /// A row coefficient that a sum leaves at most this fraction of its scale is rounding residue of a
    /// cancellation (`0.1 · 3 - 0.3`), and is dropped as a zero.
    ///
    /// The scale is the largest magnitude the coefficient was computed from through its whole history
    /// (`TableauTerm.scale`), not the operands of the last sum: a coefficient carries the rounding of
    /// every number it came from, and after substitutions through coefficients of 1000 and 1e6 a
    /// coefficient of 1e-3 holds 3.4e-14 of error, so `a - a` of two such is 3.4e-11 of its operands but
    /// 3.4e-17 of its history. Judged against the operands, such residue stayed as terms, directions along
    /// which the tableau moves by 1e-14 per unit: the artificial phase followed them to values of 1e11 to
    /// 1e14 and made infeasible constraints "hold" (the differential test's seed 1 system 285, seed 2
    /// system 2371), and a subject chosen on one divided by it (seed 1 system 2977: accepted at 3e13 in one
    /// order of adds, refused in another). A fixed threshold between 1e-11 and 1e-9 of the operands cannot
    /// tell both apart: 1e-9 also dropped a real `1e6 - (1e6 - 0.001)` (seed 2 system 249, an optimum off
    /// by 1,666). Against the history, a thousand ulps of it is enough to catch the residue, and 1e-11 of
    /// it still dropped a real 0.667 computed from numbers of 1e6 (the scale overstates most rounding).
    static let cancellation = 1e-13
    /// An objective coefficient (a reduced cost) at most this fraction of the largest number it was summed
    /// from through its whole history (`LevelCoefficient.scale`) is zero: no direction that improves the
    /// objective by less than its rounding per unit of what it moves is worth taking. Two nearly parallel
    /// rows made such a direction, along which the artificial phase closed a gap of 4,000 by moving a slack
    /// to 1.1e11 (seed 2 system 2371). Judged against the last operands at 1e-9 instead, a real cost of
    /// 0.002 left by costs of ±2e9 was dropped (seed 6 system 2869); at 1e-11 of the history it still was.
    static let reducedCost = 1e-12
    /// A restricted row's constant that a sum leaves below zero by more than this fraction of its operands
    /// is infeasible and queued for the dual simplex; nearer zero it is rounding. A thousand ulps: at 1e-11,
    /// suggesting 375 let a row stand at -1e-9 as rounding, and `v0 + v1 >= 1e-9` ended at 5.7e-14
    /// (found by the solver fuzzer).
    static let negativeConstant = 1e-13
    /// A new row is solved only for a symbol whose coefficient is at least this fraction of the largest
    /// candidate's (threshold pivoting, as sparse LU codes do): among those, the one in the fewest rows.
    /// Dividing by a coefficient 1e-9 of the row's others multiplies them by 1e9: the subject chosen for
    /// having the fewest rows was an error term of 1e-9 next to terms of 500, its row's constant became
    /// 6.9e12, and the pivots that brought it back left 0.15 of rounding in a value of 1e6 and an
    /// objective that was not optimal (the differential test's seed 1, system 170).
    static let pivot = 1e-2
    /// A tableau whose adds left a row constant beyond this multiple of both the largest constant it holds
    /// when the values are next read and the largest value a constraint can force has computed its values
    /// through numbers whose rounding the residual tolerance does not allow for: that read checks the
    /// required constraints, and refines the values if one broke (`Tableau.refine`). A long chain of sums
    /// never passes it: its largest constant is still there when the values are read.
    static let growth = 100.0
    /// How far beyond the largest forced value the constants a tableau computed with raise the noise floor
    /// of residuals (`Tableau.noiseScale`). At least 11 for the solver fuzzer's finding b9e8fa2a (a zero
    /// computed from values of 2,500 next to constraints forcing 5), and 21 for a5e0998f (values of 2.9e-7
    /// next to a constant of 1e-9: below it a rebuild refused `v1 >= 0`, which held, and kept it without
    /// a row). Above 20 the differential test's seed 11 system 2546 holds a required constraint off by
    /// 4.3e-10 where its judge allows 2e-10: a cap is a compromise between the two, not a bound derived
    /// from the arithmetic, and both sides are measured here rather than understood.
    static let heldNoise = 30.0
    /// A tableau that keeps a coefficient whose history (`TableauTerm.scale`, `LevelCoefficient.scale`) is more
    /// than this many times its own size is rebuilt from the original constraints before its next use
    /// (see `Tableau.worstHistory`). A history is a bound, and it only grows: suggestions that move the basis
    /// back and forth through pivots of 0.002 multiply it by about 1,000 at each turn, while the numbers'
    /// real rounding stays near where it was. Four such turns left the coefficient 1 of an error term with
    /// a history of 1e10, and the next suggestion dropped a real -6.7e-4 of another row as a cancellation
    /// (`cancellation`, 1e-13 of its history); without it a row stood for a constraint that no longer held,
    /// and a required one was off by 67 (the solver fuzzer's finding 1ba2396d). A rebuild computes every
    /// row afresh, with histories near 1. One operation raised the worst history from 9.6e6 to past 1e13
    /// there, so the limit leaves a million-fold margin below the drop; layouts never reach it (their
    /// cancellations are exact).
    static let historyLimit = 1e6
    /// How many times their usual size (`residual`) a rebuild's last attempt allows the residuals of records
    /// every other attempt refused: each was held, judged against numbers the fresh tableau no longer has.
    /// Still a millionth of a constraint's own terms at most.
    static let rebuildLeniency = 1e3
    /// Below this magnitude a coefficient is dropped whatever it came from: far below any product of
    /// supported coefficients that matters (1e-9 / 1e9 = 1e-18), and far above the denormals.
    static let negligible = 1e-30
    /// A coefficient that reinverting the basis (`Tableau.reinvert`) leaves at most this fraction of its row's
    /// largest number is elimination's rounding of a zero (about a hundred ulps of that number).
    static let reinversionResidue = 1e-14
    /// A constraint holds when its expression's value is at most this fraction of the largest of its
    /// terms at the solution (`|c₀|`, `|cᵢ·xᵢ|`): a relative residual, whatever the constraint's scale.
    /// Ten thousand ulps: the rounding of a few substitutions, and no more. At 1e-9, `2·v2 - 1000·v1 - v0
    /// >= 1e6` and `-2·v2 + 1000·v1 + v0 >= -999998` (which add up to `0 >= 2`) were both accepted once a
    /// suggestion had put the terms at 2e9: 2 is 1e-9 of 2e9 (the differential test's seed 2, system 1779).
    static let residual = 1e-12
    /// The least a residual is judged against, as a fraction of the largest constant in the tableau:
    /// about a hundred ulps of it.
    static let systemResidual = 1e-14
    /// No tableau number may exceed this: an add that would make one is refused. Far above anything a
    /// layout needs, and far enough below overflow (1.8e308) that a supported suggestion (±1e6) times
    /// any coefficient, or a weight (1e3) times one, stays finite.
    static let magnitudeLimit = 1e200

    /// Whether `value`, a sum with operands of magnitude up to `operand`, is negative beyond their rounding:
    /// a restricted row below zero that the dual simplex must repair. (An absolute threshold of 1e-9 let
    /// `v0 + v1 <= 0` stand at 8.9e-10 after suggesting 1e-9, found by the solver fuzzer.)
    @inline(__always)
    static func isNegative(_ value: Double, _ operand: Double) -> Bool {
        value < -negativeConstant * operand
    }

    /// Whether `value`, an objective coefficient summed from operands up to `operand`, is to be taken as zero.
    @inline(__always)
    static func isReducedCostResidue(_ value: Double, _ operand: Double) -> Bool {
        abs(value) <= reducedCost * operand || abs(value) < negligible
    }

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
