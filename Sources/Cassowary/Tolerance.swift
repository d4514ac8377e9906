// Every numerical tolerance of the solver, one line each on what must hold and why that value.

/// Numerical tolerances, shared by every step so that they agree with each other.
///
/// Coefficients are judged relative to the numbers they were computed from (their history, see
/// `TableauTerm.scale`), never against a fixed size: products of supported coefficients (1e-3...1e3, see
/// `SupportedRange`) reach 1e-12 after a few substitutions, so a fixed threshold of 1e-9 would drop real
/// terms and keep noise (1e3 · 1e3 · 1e-16). Which mechanism each constant serves, and what happens
/// without it, is in `HowTheSolverWorks.md`; the systems that set the values are in `Fuzz/README.md`.
enum Tolerance {
    // MARK: Zeros

    /// A row coefficient within a thousand ulps of its history is a cancellation's residue and becomes zero.
    static let cancellation = 1e-13
    /// A reduced cost within 1e-12 of its history is zero: no step is taken that gains less than its rounding.
    static let reducedCost = 1e-12
    /// A restricted row more than a thousand ulps of its operands below zero is infeasible; nearer, rounding.
    static let negativeConstant = 1e-13
    /// Reinverting leaves an exact zero at about a hundred ulps of its row's largest number: that much is dropped.
    static let reinversionResidue = 1e-14
    /// Below this a coefficient is dropped whatever it came from: below any supported product, above denormals.
    static let negligible = 1e-30
    /// A restricted row above `-feasibility` is feasible, for degeneracy counts and the ambiguity tests alone.
    static let feasibility = 1e-9
    /// Two simplex ratios within 1e-12 relative are a tie, broken by symbol id (Bland's rule: no cycling).
    static let ratio = 1e-12

    // MARK: Holding

    /// A constraint holds within ten thousand ulps of its largest term: a few substitutions' rounding, no more.
    static let residual = 1e-12
    /// No residual is judged against less than a hundred ulps of the numbers every value was computed from.
    static let systemResidual = 1e-14
    /// Values carry the rounding of constants up to 30 times the largest forced value, and no more (a cap).
    static let heldNoise = 30.0

    // MARK: Conditioning

    /// A subject's coefficient is at least 1e-2 of the row's largest: no division scales a row by over 100.
    static let pivot = 1e-2
    /// A history past a million times its coefficient's size is rebuilt away, a million-fold before it drops a term.
    static let historyLimit = 1e6
    /// Values computed through constants 100 times any held or forced one are refined if a required one broke.
    static let growth = 100.0
    /// A rebuild's last attempt allows records that held 1,000 times the usual residual: still 1e-9 of their terms.
    static let rebuildLeniency = 1e3
    /// No tableau number exceeds 1e200, so a suggestion (1e6) or a weight (1e3) times any of them stays finite.
    static let magnitudeLimit = 1e200

    // MARK: Judging a number

    /// Whether `value`, a sum with operands of magnitude up to `operand`, is negative beyond their rounding:
    /// a restricted row below zero that the dual simplex must repair.
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

    // MARK: Histories: the rounding bound each number carries

    /// How many times its own size a coefficient's history is (at least 1): the relative rounding it
    /// carries, in units of its own ulp.
    @inline(__always)
    static func relativeHistory(_ coefficient: Double, _ scale: Double) -> Double {
        max(1, scale / abs(coefficient))
    }

    /// The relative history (see `relativeHistory`) a divisor passes on to every quotient by it, where
    /// `factor` is `-1 / divisor`: the divisor's own, and an ulp more if the factor itself rounded. Zero for
    /// an exact divisor with an exact factor (2, ±1), so that quotients by it stay exact.
    @inline(__always)
    static func divisorHistory(_ divisor: Double, _ scale: Double, factor: Double) -> Double {
        let carried = scale / abs(divisor)
        return carried >= 1 || 1.0.addingProduct(factor, divisor) == 0 ? carried : 1
    }

    /// The scale of `result = coefficient · factor` where `factor` is `-1 / divisor` and the divisor carries
    /// `divisorHistory`: a quotient carries the relative rounding of both its operands, and its own if the
    /// product rounded. Dividing by `2 - 1.9995` (4e-13 of relative rounding) makes every quotient that
    /// uncertain, however clean its numerator; a clean divisor adds nothing, so pivots through clean numbers
    /// do not grow the scale.
    @inline(__always)
    static func quotientScale(
        _ coefficient: Double, _ scale: Double, _ divisorHistory: Double, _ factor: Double, _ result: Double
    )
        -> Double
    {
        productRounding(
            coefficient, factor, result, carried: max(scale, abs(coefficient) * divisorHistory) * abs(factor))
    }

    /// The scale of `coefficient · factor`, two numbers with scales of their own: each one's rounding,
    /// times the other's size.
    @inline(__always)
    static func productScale(_ coefficient: Double, _ scale: Double, _ factor: Double, _ factorScale: Double) -> Double
    {
        max(abs(factor) * scale, abs(coefficient) * factorScale)
    }

    /// The scale of a row coefficient's `product = coefficient · factor`: as `productScale`, and the
    /// product's own size if it rounded, so that a product of exact numbers that did not round stays exact.
    @inline(__always)
    static func productScale(
        _ coefficient: Double, _ scale: Double, _ factor: Double, _ factorScale: Double, product: Double
    ) -> Double {
        productRounding(
            coefficient, factor, product, carried: max(abs(factor) * scale, abs(coefficient) * factorScale))
    }

    /// `carried`, the scale the operands of `product = coefficient · factor` pass on, or the product's own size
    /// if that is larger and the product rounded (checked exactly, with a fused multiply-add).
    @inline(__always)
    static func productRounding(
        _ coefficient: Double, _ factor: Double, _ product: Double, carried: Double
    )
        -> Double
    {
        carried >= abs(product) || (-product).addingProduct(coefficient, factor) == 0 ? carried : abs(product)
    }

    /// The scale of a row coefficient's `sum = a + b`: the larger of the operands' scales, and the sum's own
    /// size if it rounded. The numbers of a constraint are exact as given (scale 0): the difference of
    /// `2·v0` and `2.000000588625085·v0` is 5.886e-7 exactly, and its quotients are as exact as one division
    /// makes them. Counted as carrying an ulp of 2, they would carry histories of 1e13, and real terms
    /// computed from them would be dropped as cancellations. A sum that rounded carries its own ulp
    /// (`0.1 · 3 - 0.3` still cancels).
    @inline(__always)
    static func sumScale(_ a: Double, _ aScale: Double, _ b: Double, _ bScale: Double, sum: Double) -> Double {
        let carried = max(aScale, bScale)
        if carried >= abs(sum) { return carried }
        // The rounding error of the sum, exactly (Knuth's two-sum).
        let bPart = sum - a
        let error = (a - (sum - bPart)) + (b - bPart)
        return error == 0 ? carried : abs(sum)
    }
}
