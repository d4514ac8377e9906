// Rows of the tableau, and the column index that lets every step visit only the rows that hold a symbol.

/// One term of a row: a symbol, its coefficient, and where this term is listed in the symbol's column.
struct TableauTerm {
    var symbol: Int32
    /// Index of this term's entry in the symbol's column, so the entry can be removed in O(1).
    var slot: Int32
    var coefficient: Double
    /// The largest magnitude the coefficient was summed from, through every substitution that made it, and
    /// scaled with it by every division (a pivot, a new row solved for its subject): its rounding is about
    /// 1e-16 of this, whatever its own size (see `Tolerance.cancellation`). Only numbers that rounded count:
    /// a constraint's own coefficient, and every exact result computed from such, has a scale of 0 (see
    /// `Tolerance.sumScale`). A division's own rounding raises the scale to the quotient's size at most,
    /// never multiplies it: carried through pivot after pivot, the bound grew to 1e9 times the rounding it
    /// had and dropped real coefficients of 3 (seed 1, wide system 2451).
    var scale: Double

    static let filler = TableauTerm(symbol: -1, slot: -1, coefficient: 0, scale: 0)
}

/// A run of elements in a pool: `pool[start ..< start + count]`, with room up to `start + capacity`.
struct Span {
    var start: Int32 = 0
    var count: Int32 = 0
    var capacity: Int32 = 0
}

/// `basic = constant + Σ coefficient·symbol`. The terms live in the tableau's term pool, in `terms`.
/// A row whose `basic` is -1 is a free slot.
struct Row {
    var basic: Int32
    var terms: Span
    var constant: Double

    static let free = Row(basic: -1, terms: Span(), constant: 0)
}

/// Where a symbol occurs: a row and the index of the term within it.
struct ColumnEntry {
    var row: Int32
    var index: Int32

    static let filler = ColumnEntry(row: -1, index: -1)
}

/// A symbol and a coefficient, copied out of a row so another row can be changed while reading it.
struct SourceTerm {
    var symbol: Int32
    var coefficient: Double
    /// As `TableauTerm.scale`.
    var scale: Double
}

extension Tolerance {
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
    /// product rounded. Without the divisor's part, dividing by `2 - 1.9995`, which carries 4e-13 of relative
    /// rounding, gave coefficients of 1000 a scale of 1000, and a residue of 2.5e-13 left by their
    /// cancellation became a pivot that put values at 7.6e14 (the differential test's limits seed 2,
    /// system 2909). A clean divisor (a history of 1) adds nothing, so pivot after pivot through clean
    /// numbers the scale does not grow.
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
    /// `2·v0` and `2.000000588625085·v0` is 5.886e-7 exactly, and counted as carrying an ulp of 2, its
    /// quotients of 1.7e6 got histories of 1e13, and a real -1 left by two of them was dropped as rounding
    /// (`cancellation`): a row stopped following its required constraint, off by 262 (solver fuzzer finding
    /// ab0451e6). A sum that rounded carries its own ulp (`0.1 · 3 - 0.3` still cancels).
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

/// One priority level's coefficient in a symbol's objective vector.
struct LevelCoefficient {
    var level: Int32
    var value: Double
    /// The largest magnitude the value was summed from, through every substitution (as `TableauTerm.scale`).
    var scale: Double
}
