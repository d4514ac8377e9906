// What the tableau has computed with: the sizes and histories that decide when recovery is due.

extension Tableau {
    /// Counts a constant a row was just given in `largestConstantComputed` and `largestConstantHeld`.
    @inline(__always)
    mutating func noteConstant(_ constant: Double) {
        largestConstantComputed = max(largestConstantComputed, abs(constant))
        largestConstantHeld = max(largestConstantHeld, abs(constant))
    }

    /// The size of the numbers every value may carry the rounding of: the largest value a constraint can
    /// force, or the largest constant the tableau computed with, up to `Tolerance.heldNoise` times the first.
    /// The forced value alone is too small a floor: a zero computed from values of 2,500 next to constraints
    /// forcing 5 stands at -2e-16, and after a coefficient of 1,333 looks like a broken constraint.
    var noiseScale: Double {
        max(largestForcedValue, min(largestConstantHeld, Tolerance.heldNoise * largestForcedValue))
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
        if history > historyLimit && history > worstHistory { worstHistory = history }
    }
}
