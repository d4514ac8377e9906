// The simplex tableau's storage: symbols, rows, the column index and the objective, as flat arrays.

/// The solver's tableau: rows `basic = constant + Σ coefficient·symbol` over integer symbols.
///
/// Everything is stored in flat arrays indexed by symbol id or row id, so that no step hashes an
/// object. The column of symbol `s` lists every row that holds it, which lets a substitution visit only
/// those rows instead of scanning the whole tableau (kiwi's main cost: 86 % of its build time).
///
/// The objective is stored by column too: `objective[s]` is symbol `s`'s coefficient vector over the
/// priority levels, highest priority first. Level 0 is the artificial phase's objective, above all.
///
/// Required equalities carry no marker symbol ("dummy"). Dummies are what make the classic tableau
/// quadratic on chains of views (each row would carry the dummy of every row it was built from), and
/// they are only needed to remove a required equality; removing one instead rebuilds the tableau from
/// the solver's ordered list of constraints (see `Solver`).
struct Tableau {
    /// The variables the tableau holds, and where each one's symbol and value live.
    var registry: VariableRegistry

    // MARK: Symbols, indexed by symbol id

    var kinds: [SymbolKind] = []
    /// The row in which the symbol is basic, or -1.
    var basicRow: [Int32] = []
    /// Each symbol's column: the rows that hold it, as a span of `columnPool`.
    var columnSpans: [Span] = []
    /// The symbol's objective coefficients, one per priority level, highest priority first.
    var objective: [[LevelCoefficient]] = []
    var freeSymbols: [Int32] = []

    // MARK: Rows, indexed by row id

    var rows: [Row] = []
    var freeRows: [Int32] = []
    /// Every row's terms, each row in its own span (see Storage.swift).
    var termPool: [TableauTerm] = []
    /// Every symbol's column entries, each column in its own span.
    var columnPool: [ColumnEntry] = []
    /// Room in the pools that no span uses any more, reclaimed by compaction.
    var garbage = PoolGarbage()

    // MARK: Objective levels

    /// Priority of each level; level 0 is the artificial objective (+infinity).
    var levelPriority: [Double] = [.infinity]
    /// The objective's value at each level.
    var levelConstant: [Double] = [0]
    /// Symbols whose objective vector changed since the last optimality check: the only ones
    /// that can have become improving. Saves scanning the whole objective after every add.
    var dirty = DirtySymbols()
    /// Symbols that got a level-0 (artificial) coefficient, to clear after the artificial phase.
    var artificialLevelSymbols: [Int32] = []

    /// What the tableau has computed with: the sizes and histories that say when recovery is due.
    var conditioning = Conditioning()
    /// Restricted rows that a suggestion made negative, for the dual simplex.
    var infeasibleRows = InfeasibleQueue()
    /// Pivots and artificial phases, for `SolverStatistics`, and residue dropped by `optimize`.
    var work = WorkCounts()

    // MARK: Scratch space, kept to avoid allocating in hot paths

    var scratch = Scratch()

    // MARK: Transactions

    var journal = Journal()

    init(serial: UInt64, usesVariableSlots: Bool) {
        registry = VariableRegistry(serial: serial, usesVariableSlots: usesVariableSlots)
        // Room for a screenful of views up front: growing fifteen arrays through 1, 2, 4, … 64 cost a
        // third of building a nine-cell grid.
        let symbols = 64
        kinds.reserveCapacity(symbols)
        basicRow.reserveCapacity(symbols)
        columnSpans.reserveCapacity(symbols)
        objective.reserveCapacity(symbols)
        registry.variables.reserveCapacity(symbols)
        registry.position.reserveCapacity(symbols)
        registry.externals.reserveCapacity(symbols)
        registry.cells.reserveCapacity(symbols)
        registry.useCount.reserveCapacity(symbols)
        dirty.flags.reserveCapacity(symbols)
        scratch.index.reserveCapacity(symbols)
        journal.objectiveStamp.reserveCapacity(symbols)
        rows.reserveCapacity(symbols)
        journal.rowStamp.reserveCapacity(symbols)
        termPool.reserveCapacity(symbols * 4)
        columnPool.reserveCapacity(symbols * 4)
    }

    // MARK: Symbols

    /// A new symbol of the given kind, reusing a freed id when there is one.
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol: Int32
        if let reused = freeSymbols.popLast() {
            symbol = reused
            kinds[Int(symbol)] = kind
        } else {
            symbol = Int32(kinds.count)
            kinds.append(kind)
            basicRow.append(-1)
            columnSpans.append(Span())
            objective.append([])
            registry.variables.append(nil)
            registry.position.append(-1)
            dirty.flags.append(false)
            scratch.index.append(-1)
            journal.objectiveStamp.append(0)
        }
        if journal.isActive { journal.createdSymbols.append(symbol) }
        return symbol
    }

    /// Returns a symbol that is in no row and not basic to the free list.
    mutating func releaseSymbol(_ symbol: Int32) {
        let s = Int(symbol)
        if kinds[s] == .external, let variable = registry.variables[s] {
            if variable.registeredTableau == registry.serial {
                variable.registeredTableau = 0
                variable.registeredSymbol = -1
            } else {
                registry.shared[ObjectIdentifier(variable)] = nil
            }
            let position = Int(registry.position[s])
            let last = registry.externals.removeLast()
            let lastCell = registry.cells.removeLast()
            if position < registry.externals.count {
                registry.externals[position] = last
                registry.cells[position] = lastCell
                registry.position[Int(last)] = Int32(position)
            }
            registry.position[s] = -1
            registry.variables[s] = nil
        }
        kinds[s] = .unused
        objective[s] = []
        releaseColumn(symbol)
        freeSymbols.append(symbol)
    }

    /// The symbol of a variable in this tableau, if it has one.
    func existingSymbol(for variable: Variable) -> Int32? {
        if variable.registeredTableau == registry.serial { return variable.registeredSymbol }
        if variable.registeredTableau == 0 && registry.shared.isEmpty { return nil }
        return registry.shared[ObjectIdentifier(variable)]
    }

    /// The symbol of a variable, registering the variable if it is new to this tableau.
    mutating func symbol(for variable: Variable) -> Int32 {
        if let existing = existingSymbol(for: variable) { return existing }
        let symbol = newSymbol(.external)
        registry.variables[Int(symbol)] = variable
        registry.position[Int(symbol)] = Int32(registry.externals.count)
        registry.externals.append(symbol)
        registry.cells.append(variable.valueCell)
        if registry.usesVariableSlots && variable.registeredTableau == 0 {
            variable.registeredTableau = registry.serial
            variable.registeredSymbol = symbol
        } else {
            registry.shared[ObjectIdentifier(variable)] = symbol
        }
        return symbol
    }

    /// Forgets every variable, so the variables can be registered with another tableau.
    mutating func releaseAllVariables() {
        for symbol in registry.externals {
            if let variable = registry.variables[Int(symbol)], variable.registeredTableau == registry.serial {
                variable.registeredTableau = 0
                variable.registeredSymbol = -1
            }
        }
        registry.shared = [:]
    }

    /// An external symbol that occurs in no row and is not basic: a variable seen for the first time.
    func isFreshExternal(_ symbol: Int32) -> Bool {
        kinds[Int(symbol)] == .external && basicRow[Int(symbol)] < 0 && columnIsEmpty(symbol)
    }

    // MARK: Rows

    /// A new empty row with a basic symbol and a constant.
    mutating func allocateRow(basic: Int32, constant: Double) -> Int32 {
        let row: Int32
        if let reused = freeRows.popLast() {
            row = reused
        } else {
            row = Int32(rows.count)
            rows.append(.free)
            journal.rowStamp.append(0)
        }
        touchRow(row)
        rows[Int(row)] = Row(basic: basic, terms: Span(), constant: constant)
        basicRow[Int(basic)] = row
        return row
    }

    /// Takes a row out of the tableau: its terms leave their columns and its basic symbol becomes non-basic.
    mutating func freeRow(_ row: Int32) {
        touchRow(row)
        let r = Int(row)
        while rows[r].terms.count > 0 {
            removeTerm(row, at: rows[r].terms.count - 1)
        }
        let basic = Int(rows[r].basic)
        if basicRow[basic] == row { basicRow[basic] = -1 }
        releaseRowTerms(row)
        rows[r] = .free
        if journal.isActive {
            journal.freedRows.append(row)
        } else {
            freeRows.append(row)
        }
    }

    /// The index of a symbol's term in a row, or -1.
    func termIndex(_ row: Int32, _ symbol: Int32) -> Int32 {
        let count = termCount(row)
        if count <= 16 || count <= columnCount(symbol) {
            let start = termPosition(row, 0)
            for i in 0..<count where termPool[start + i].symbol == symbol { return Int32(i) }
            return -1
        }
        for k in 0..<columnCount(symbol) {
            let entry = columnEntry(symbol, k)
            if entry.row == row { return entry.index }
        }
        return -1
    }

    /// Adds `factor · source` to a row's terms (not its constant), dropping terms that cancel.
    ///
    /// The hottest loop of the solver: every substitution runs it. It indexes the row's symbols once
    /// (linear, not row × source) and updates coefficients through unsafe buffers, without the bounds
    /// and copy-on-write checks of array subscripts (callgrind: 970 → N instructions per merge on the
    /// enaml-like form); terms to add or drop are handled after, through the column-keeping primitives.
    mutating func addScaled(_ source: [SourceTerm], factor: Double, factorScale: Double, into row: Int32) {
        let start = Int(rows[Int(row)].terms.start)
        let count = Int(rows[Int(row)].terms.count)
        var merge = startMerge()
        termPool.withUnsafeMutableBufferPointer { pool in
            scratch.index.withUnsafeMutableBufferPointer { index in
                for i in 0..<count { index[Int(pool[start + i].symbol)] = Int32(i) }
                for term in source {
                    merge.add(
                        term, factor: factor, factorScale: factorScale, at: Int(index[Int(term.symbol)]),
                        in: pool, start: start)
                }
                for i in 0..<count { index[Int(pool[start + i].symbol)] = -1 }
            }
        }
        finish(&merge, into: row, originalCount: count)
    }

    /// `addScaled` where the position of each source term's symbol in the row is already known:
    /// `marks.positions[slot * source.count + k]` for `source[k]` (-1 if absent; a `slot` of -1: the row
    /// holds none of them). Indexing the row costs its length, which made substituting a short row into long
    /// ones quadratic (a chain of labels: each top holds every height above it, and each height's
    /// content-size constraints rewrote all those tops); with the positions read from the source symbols'
    /// columns, a merge costs the source's length (see `substituteOut`).
    mutating func addScaled(
        _ source: [SourceTerm], factor: Double, factorScale: Double, into row: Int32, marks: SourceMarks, slot: Int
    ) {
        let start = Int(rows[Int(row)].terms.start)
        let count = Int(rows[Int(row)].terms.count)
        var merge = startMerge()
        termPool.withUnsafeMutableBufferPointer { pool in
            for k in source.indices {
                let at = slot < 0 ? -1 : Int(marks.positions[slot * source.count + k])
                merge.add(source[k], factor: factor, factorScale: factorScale, at: at, in: pool, start: start)
            }
        }
        finish(&merge, into: row, originalCount: count)
    }

    /// A merge with the scratch buffer for its new terms, emptied; swapped, not copied, so that the buffer is
    /// never shared and clearing it never allocates (a copy cost an allocation per merge: a sixth of building a
    /// chain of labels, callgrind).
    private mutating func startMerge() -> TermMerge {
        var merge = TermMerge(limit: conditioning.historyLimit)
        swap(&merge.added, &scratch.merge)
        merge.added.removeAll(keepingCapacity: true)
        return merge
    }

    /// Appends a merge's new terms to the row, drops the ones that cancelled and notes the worst history.
    private mutating func finish(_ merge: inout TermMerge, into row: Int32, originalCount count: Int) {
        if merge.worst > conditioning.worstHistory { conditioning.worstHistory = merge.worst }
        for term in merge.added { appendTerm(row, term.symbol, term.coefficient, scale: term.scale) }
        if merge.cancelled {
            // Only the original terms can have cancelled; scan them from the end so removals
            // (swap with the last term) never move an unchecked one.
            var i = count - 1
            while i >= 0 {
                if term(row, i).coefficient == 0 { removeTerm(row, at: Int32(i)) }
                i -= 1
            }
        }
        swap(&merge.added, &scratch.merge)
    }

    /// Copies a row's terms into `buffer` (cleared first).
    func copyTerms(of row: Int32, into buffer: inout [SourceTerm]) {
        buffer.removeAll(keepingCapacity: true)
        let start = termPosition(row, 0)
        for i in 0..<termCount(row) {
            let term = termPool[start + i]
            buffer.append(SourceTerm(symbol: term.symbol, coefficient: term.coefficient, scale: term.scale))
        }
    }

    /// A row's terms as a new array (for journals and tests).
    func terms(of row: Int32) -> [TableauTerm] {
        (0..<termCount(row)).map { term(row, $0) }
    }

    /// The value of a symbol: its row's constant if basic, else 0.
    func value(of symbol: Int32) -> Double {
        let row = basicRow[Int(symbol)]
        return row >= 0 ? rows[Int(row)].constant : 0
    }

    /// Writes every external symbol's value into its variable.
    func writeValues() {
        for (position, symbol) in registry.externals.enumerated() {
            let row = basicRow[Int(symbol)]
            registry.cells[position].pointee = row >= 0 ? rows[Int(row)].constant : 0
        }
    }
}
