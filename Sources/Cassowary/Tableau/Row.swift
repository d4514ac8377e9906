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
    /// never multiplies it: multiplied at every pivot, the bound would outgrow the real rounding a billionfold
    /// and drop real coefficients as cancellations.
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

/// One priority level's coefficient in a symbol's objective vector.
struct LevelCoefficient {
    var level: Int32
    var value: Double
    /// The largest magnitude the value was summed from, through every substitution (as `TableauTerm.scale`).
    var scale: Double
}
