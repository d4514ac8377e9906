// Pooled storage for rows' terms and symbols' columns: two flat arrays instead of one array per row
// and per column.
//
// One array per row and per column meant two copy-on-write uniqueness checks on every write (the outer
// array and the inner one), an allocation per row, and scattered memory: about 75 ns per term operation,
// which made the enaml-like form slower to build than in kiwi. In the pools, a row or column owns a
// span; one that outgrows it moves to the end of its pool, and the pool is compacted when more than
// half of it is abandoned space. Terms and column entries refer to each other by position within their
// row or column, so moving a span changes nothing else.

/// Room in the term and column pools that no span uses any more: a pool is compacted when it is mostly this.
struct PoolGarbage {
    var terms = 0
    var columns = 0
}

extension Tableau {
    // MARK: Terms

    /// The number of terms in a row.
    @inline(__always)
    func termCount(_ row: Int32) -> Int { Int(rows[Int(row)].terms.count) }

    /// The position of a row's `index`-th term in the term pool.
    @inline(__always)
    func termPosition(_ row: Int32, _ index: Int) -> Int { Int(rows[Int(row)].terms.start) + index }

    /// A row's `index`-th term.
    @inline(__always)
    func term(_ row: Int32, _ index: Int) -> TableauTerm { termPool[termPosition(row, index)] }

    /// Appends a term for a symbol the row does not hold yet.
    mutating func appendTerm(_ row: Int32, _ symbol: Int32, _ coefficient: Double, scale: Double) {
        let r = Int(row)
        if rows[r].terms.count == rows[r].terms.capacity { growRow(row) }
        let index = rows[r].terms.count
        let slot = appendColumnEntry(symbol, ColumnEntry(row: row, index: index))
        termPool[Int(rows[r].terms.start + index)] = TableauTerm(
            symbol: symbol, slot: slot, coefficient: coefficient, scale: scale)
        rows[r].terms.count = index + 1
    }

    /// Removes the term at `index`, keeping the column index consistent (swap-remove on both sides).
    mutating func removeTerm(_ row: Int32, at index: Int32) {
        let r = Int(row)
        let start = Int(rows[r].terms.start)
        let term = termPool[start + Int(index)]
        removeColumnEntry(term.symbol, at: term.slot)
        let last = Int(rows[r].terms.count) - 1
        if Int(index) < last {
            let moved = termPool[start + last]
            termPool[start + Int(index)] = moved
            columnPool[Int(columnSpans[Int(moved.symbol)].start + moved.slot)].index = index
        }
        rows[r].terms.count = Int32(last)
    }

    /// Moves a full row to the end of the pool with twice the room.
    private mutating func growRow(_ row: Int32) {
        let r = Int(row)
        let old = rows[r].terms
        let capacity = max(4, old.capacity * 2)
        let start = termPool.count
        for offset in 0..<Int(old.count) { termPool.append(termPool[Int(old.start) + offset]) }
        termPool.append(contentsOf: repeatElement(TableauTerm.filler, count: Int(capacity - old.count)))
        rows[r].terms = Span(start: Int32(start), count: old.count, capacity: capacity)
        garbage.terms += Int(old.capacity)
        if garbage.terms > 4096 && garbage.terms * 2 > termPool.count { compactTerms() }
    }

    /// Gives a freed row's room back.
    mutating func releaseRowTerms(_ row: Int32) {
        garbage.terms += Int(rows[Int(row)].terms.capacity)
        rows[Int(row)].terms = Span()
    }

    /// Rewrites the term pool with every row's terms side by side, dropping abandoned room.
    mutating func compactTerms() {
        var pool: [TableauTerm] = []
        pool.reserveCapacity(termPool.count - garbage.terms + rows.count)
        for r in rows.indices where rows[r].basic >= 0 {
            let span = rows[r].terms
            let capacity = max(4, span.count + span.count / 2)
            let start = pool.count
            for offset in 0..<Int(span.count) { pool.append(termPool[Int(span.start) + offset]) }
            pool.append(contentsOf: repeatElement(TableauTerm.filler, count: Int(capacity - span.count)))
            rows[r].terms = Span(start: Int32(start), count: span.count, capacity: capacity)
        }
        termPool = pool
        garbage.terms = 0
    }

    // MARK: Columns

    /// The number of rows that hold a symbol.
    @inline(__always)
    func columnCount(_ symbol: Int32) -> Int { Int(columnSpans[Int(symbol)].count) }

    /// The `k`-th row that holds a symbol, and the term's index there.
    @inline(__always)
    func columnEntry(_ symbol: Int32, _ k: Int) -> ColumnEntry {
        columnPool[Int(columnSpans[Int(symbol)].start) + k]
    }

    /// Whether no row holds the symbol.
    @inline(__always)
    func columnIsEmpty(_ symbol: Int32) -> Bool { columnSpans[Int(symbol)].count == 0 }

    /// Lists a row in a symbol's column; returns its slot.
    private mutating func appendColumnEntry(_ symbol: Int32, _ entry: ColumnEntry) -> Int32 {
        let s = Int(symbol)
        if columnSpans[s].count == columnSpans[s].capacity { growColumn(symbol) }
        let slot = columnSpans[s].count
        columnPool[Int(columnSpans[s].start + slot)] = entry
        columnSpans[s].count = slot + 1
        return slot
    }

    /// Removes the entry at `slot` (swap-remove), updating the moved entry's term.
    private mutating func removeColumnEntry(_ symbol: Int32, at slot: Int32) {
        let s = Int(symbol)
        let start = Int(columnSpans[s].start)
        let last = Int(columnSpans[s].count) - 1
        if Int(slot) < last {
            let moved = columnPool[start + last]
            columnPool[start + Int(slot)] = moved
            termPool[termPosition(moved.row, Int(moved.index))].slot = slot
        }
        columnSpans[s].count = Int32(last)
    }

    private mutating func growColumn(_ symbol: Int32) {
        let s = Int(symbol)
        let old = columnSpans[s]
        let capacity = max(4, old.capacity * 2)
        let start = columnPool.count
        for offset in 0..<Int(old.count) { columnPool.append(columnPool[Int(old.start) + offset]) }
        columnPool.append(contentsOf: repeatElement(ColumnEntry.filler, count: Int(capacity - old.count)))
        columnSpans[s] = Span(start: Int32(start), count: old.count, capacity: capacity)
        garbage.columns += Int(old.capacity)
        if garbage.columns > 4096 && garbage.columns * 2 > columnPool.count { compactColumns() }
    }

    /// Gives a released symbol's column room back (the column must be empty).
    mutating func releaseColumn(_ symbol: Int32) {
        garbage.columns += Int(columnSpans[Int(symbol)].capacity)
        columnSpans[Int(symbol)] = Span()
    }

    mutating func compactColumns() {
        var pool: [ColumnEntry] = []
        pool.reserveCapacity(columnPool.count - garbage.columns + columnSpans.count)
        for s in columnSpans.indices where columnSpans[s].capacity > 0 {
            let span = columnSpans[s]
            let capacity = max(4, span.count + span.count / 2)
            let start = pool.count
            for offset in 0..<Int(span.count) { pool.append(columnPool[Int(span.start) + offset]) }
            pool.append(contentsOf: repeatElement(ColumnEntry.filler, count: Int(capacity - span.count)))
            columnSpans[s] = Span(start: Int32(start), count: span.count, capacity: capacity)
        }
        columnPool = pool
        garbage.columns = 0
    }
}
