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
    /// Per source term `k` and row `r`, at `k * rows + r`: the index of the term's symbol in the row, or -1
    /// (`substituteOut` by columns). Every entry is -1 between uses.
    var marks: [Int32] = []
}
