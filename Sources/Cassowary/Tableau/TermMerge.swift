// One merge of `factor · source` into a row, term by term, as `Tableau.addScaled` runs it.

/// What a merge collects while it updates a row's coefficients in place: the terms the row does not
/// hold yet, whether any coefficient cancelled, and the worst rounding history it made.
struct TermMerge {
    /// Terms to append to the row after the in-place updates (the tableau's `scratch.merge`, lent for the merge).
    var added: [SourceTerm] = []
    var cancelled = false
    var worst = 0.0
    /// `Conditioning.historyLimit`: histories above it are noted.
    let limit: Double

    init(limit: Double) {
        self.limit = limit
    }

    /// Adds `factor · term` to the row's term at `at` (an index from `start` in `pool`), or notes it as a
    /// new term if the row does not hold the symbol (`at` < 0) and it is not negligible.
    @inline(__always)
    mutating func add(
        _ term: SourceTerm, factor: Double, factorScale: Double, at: Int,
        in pool: UnsafeMutableBufferPointer<TableauTerm>, start: Int
    ) {
        let delta = term.coefficient * factor
        let deltaScale = Tolerance.productScale(term.coefficient, term.scale, factor, factorScale, product: delta)
        if at >= 0 {
            let old = pool[start + at].coefficient
            let value = old + delta
            let scale = Tolerance.sumScale(old, pool[start + at].scale, delta, deltaScale, sum: value)
            if Tolerance.isCancelled(value, scale) {
                pool[start + at].coefficient = 0
                cancelled = true
            } else {
                pool[start + at].coefficient = value
                pool[start + at].scale = scale
                if scale > limit * abs(value) { worst = max(worst, scale / abs(value)) }
            }
        } else if abs(delta) >= Tolerance.negligible {
            added.append(SourceTerm(symbol: term.symbol, coefficient: delta, scale: deltaScale))
        }
    }
}
