// Buffers the tableau's hot paths reuse instead of allocating.

/// Scratch space, kept between steps so that building a row or merging one into another allocates nothing.
struct Scratch {
    /// Per symbol: index in the row or accumulator being merged, else -1.
    var index: [Int32] = []
    /// A row's terms copied out while other rows change (`substituteOut`, `removeErrorEffect`).
    var source: [SourceTerm] = []
    /// Terms a merge adds to a row (`addScaled`).
    var merge: [SourceTerm] = []
    /// The row being built for a new constraint (`buildRow`).
    var accumulator: [SourceTerm] = []
    /// The largest magnitude added into each term of `accumulator`, to tell cancellation from small terms.
    var accumulatorScale: [Double] = []
    /// Where a substituted row's symbols sit in the rows that hold them (`substituteOut` by columns).
    var marks = SourceMarks()
}

/// For each row that holds a symbol of a short row being substituted, the index of each of its symbols there:
/// `positions[rowSlot[r] * count + k]` for row `r` and the short row's `k`-th term (-1 if absent), `count`
/// being the short row's length. One slot per row that holds any of them, so that the room follows the work
/// (a slot per row of the tableau and per term cost 3 MB at 10,000 cells).
struct SourceMarks {
    /// Per row: its slot in `positions`, or -1. Every entry is -1 between substitutions.
    var rowSlot: [Int32] = []
    /// The rows' positions, `count` per slot; empty between substitutions.
    var positions: [Int32] = []
}
