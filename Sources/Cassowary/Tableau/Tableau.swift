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
    /// This tableau's number, stored in the variables it registers.
    let serial: UInt64
    /// Whether variables remember their symbol in their own slot (the main tableau) or only in
    /// `sharedVariables` (throwaway tableaus used to explain conflicts).
    let usesVariableSlots: Bool

    // MARK: Symbols, indexed by symbol id

    var kinds: [SymbolKind] = []
    /// The row in which the symbol is basic, or -1.
    var basicRow: [Int32] = []
    /// Each symbol's column: the rows that hold it, as a span of `columnPool`.
    var columnSpans: [Span] = []
    /// The symbol's objective coefficients, one per priority level, highest priority first.
    var objective: [[LevelCoefficient]] = []
    var variables: [Variable?] = []
    /// Position of an external symbol in `externals`, or -1.
    var externalPosition: [Int32] = []
    /// Every external symbol, for `writeValues`.
    var externals: [Int32] = []
    /// The value cell of each symbol in `externals`, at the same position.
    var externalCells: [UnsafeMutablePointer<Double>] = []
    var freeSymbols: [Int32] = []
    /// How many added constraints mention each external symbol.
    var useCount: [Int32] = []
    /// Symbols of variables whose own slot belongs to another tableau.
    var sharedVariables: [ObjectIdentifier: Int32] = [:]

    // MARK: Rows, indexed by row id

    var rows: [Row] = []
    var freeRows: [Int32] = []
    /// Every row's terms, each row in its own span (see Storage.swift).
    var termPool: [TableauTerm] = []
    var termGarbage = 0
    /// Every symbol's column entries, each column in its own span.
    var columnPool: [ColumnEntry] = []
    var columnGarbage = 0
    /// Rows freed during a transaction; they become reusable only when it commits.
    var pendingFreeRows: [Int32] = []

    // MARK: Objective levels

    /// Priority of each level; level 0 is the artificial objective (+infinity).
    var levelPriority: [Double] = [.infinity]
    /// The objective's value at each level.
    var levelConstant: [Double] = [0]
    /// Symbols whose objective vector changed since the last optimality check: the only ones
    /// that can have become improving. Saves scanning the whole objective after every add.
    var dirty: [Int32] = []
    var isDirty: [Bool] = []
    /// Symbols that got a level-0 (artificial) coefficient, to clear after the artificial phase.
    var artificialLevelSymbols: [Int32] = []

    /// The largest value a constraint added since the tableau was built can force on its own (its constant
    /// over its smallest coefficient), or a suggestion moved a variable by: the size of the numbers every
    /// value may have been computed from (see `residualScale`). Not the constant alone: `0.002·v1 + 1e6
    /// <= 0` puts v1 at -5e8, and the values computed next to it carry ulp(5e8) = 1.2e-7, a residual that
    /// judged against a constraint's own numbers (37.25) looks like a broken constraint.
    var largestForcedValue = 0.0
    /// The largest constant a row was given since the values were last read: by a new row, a pivot or a
    /// substitution. A chain of products (`-0.001·v0 - 1000·v5 + … >= 0` with v5 at 1e6 puts v0 at 1e12)
    /// leaves its rounding in every value later computed from it, however small (see
    /// `Solver.refineIfValuesShrank`).
    var largestConstantComputed = 0.0
    /// The largest constant a row was ever given, carried across rebuilds as `largestForcedValue` is: every
    /// value carries rounding of the largest numbers it was computed with (see `noiseScale`).
    var largestConstantHeld = 0.0
    /// The largest history, in units of its own size, of a coefficient kept or a divisor used since the
    /// tableau was built, counted only beyond `historyLimit` (until then, 1): past that limit, the tableau
    /// is due to be rebuilt (see `Tolerance.historyLimit`).
    var worstHistory = 1.0
    /// The history beyond which this tableau is due to be rebuilt: `Tolerance.historyLimit`, or more for a
    /// tableau whose own fresh build already kept one beyond it (rebuilding it again would change nothing).
    var historyLimit = Tolerance.historyLimit
    /// Whether a coefficient outgrew `historyLimit`.
    var hasOutgrownHistory: Bool { worstHistory > historyLimit }
    /// Restricted rows that a suggestion made negative, for the dual simplex.
    var infeasibleRows = InfeasibleQueue()
    /// Pivots made so far (also to tell whether an optimisation changed the basis), and rows added
    /// through the artificial phase: counts for `SolverStatistics`.
    var pivotCount = 0
    var artificialPhases = 0
    /// Objective coefficients dropped as rounding residue because no row limited them (see `optimize`).
    var unboundedResidue = 0

    // MARK: Scratch space, kept to avoid allocating in hot paths

    /// Per symbol: index in the row or accumulator being merged, else -1.
    var scratchIndex: [Int32] = []
    var sourceBuffer: [SourceTerm] = []
    var mergeBuffer: [SourceTerm] = []
    var accumulator: [SourceTerm] = []
    /// The largest magnitude added into each term of `accumulator`, to tell cancellation from small terms.
    var accumulatorScale: [Double] = []

    // MARK: Transactions

    var journal = Journal()
    var rowStamp: [UInt32] = []
    var objectiveStamp: [UInt32] = []

    init(serial: UInt64, usesVariableSlots: Bool) {
        self.serial = serial
        self.usesVariableSlots = usesVariableSlots
        // Room for a screenful of views up front: growing fifteen arrays through 1, 2, 4, … 64 cost a
        // third of building a nine-cell grid.
        let symbols = 64
        kinds.reserveCapacity(symbols)
        basicRow.reserveCapacity(symbols)
        columnSpans.reserveCapacity(symbols)
        objective.reserveCapacity(symbols)
        variables.reserveCapacity(symbols)
        externalPosition.reserveCapacity(symbols)
        externals.reserveCapacity(symbols)
        externalCells.reserveCapacity(symbols)
        useCount.reserveCapacity(symbols)
        isDirty.reserveCapacity(symbols)
        scratchIndex.reserveCapacity(symbols)
        objectiveStamp.reserveCapacity(symbols)
        rows.reserveCapacity(symbols)
        rowStamp.reserveCapacity(symbols)
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
            variables.append(nil)
            externalPosition.append(-1)
            isDirty.append(false)
            scratchIndex.append(-1)
            objectiveStamp.append(0)
        }
        if journal.isActive { journal.createdSymbols.append(symbol) }
        return symbol
    }

    /// Returns a symbol that is in no row and not basic to the free list.
    mutating func releaseSymbol(_ symbol: Int32) {
        let s = Int(symbol)
        if kinds[s] == .external, let variable = variables[s] {
            if variable.registeredTableau == serial {
                variable.registeredTableau = 0
                variable.registeredSymbol = -1
            } else {
                sharedVariables[ObjectIdentifier(variable)] = nil
            }
            let position = Int(externalPosition[s])
            let last = externals.removeLast()
            let lastCell = externalCells.removeLast()
            if position < externals.count {
                externals[position] = last
                externalCells[position] = lastCell
                externalPosition[Int(last)] = Int32(position)
            }
            externalPosition[s] = -1
            variables[s] = nil
        }
        kinds[s] = .unused
        objective[s] = []
        releaseColumn(symbol)
        freeSymbols.append(symbol)
    }

    /// The symbol of a variable in this tableau, if it has one.
    func existingSymbol(for variable: Variable) -> Int32? {
        if variable.registeredTableau == serial { return variable.registeredSymbol }
        if variable.registeredTableau == 0 && sharedVariables.isEmpty { return nil }
        return sharedVariables[ObjectIdentifier(variable)]
    }

    /// The symbol of a variable, registering the variable if it is new to this tableau.
    mutating func symbol(for variable: Variable) -> Int32 {
        if let existing = existingSymbol(for: variable) { return existing }
        let symbol = newSymbol(.external)
        variables[Int(symbol)] = variable
        externalPosition[Int(symbol)] = Int32(externals.count)
        externals.append(symbol)
        externalCells.append(variable.valueCell)
        if usesVariableSlots && variable.registeredTableau == 0 {
            variable.registeredTableau = serial
            variable.registeredSymbol = symbol
        } else {
            sharedVariables[ObjectIdentifier(variable)] = symbol
        }
        return symbol
    }

    /// Forgets every variable, so the variables can be registered with another tableau.
    mutating func releaseAllVariables() {
        for symbol in externals {
            if let variable = variables[Int(symbol)], variable.registeredTableau == serial {
                variable.registeredTableau = 0
                variable.registeredSymbol = -1
            }
        }
        sharedVariables = [:]
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
            rowStamp.append(0)
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
            pendingFreeRows.append(row)
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
        var added = mergeBuffer
        mergeBuffer = []
        added.removeAll(keepingCapacity: true)
        var cancelled = false
        var worst = 0.0
        let limit = historyLimit
        termPool.withUnsafeMutableBufferPointer { pool in
            scratchIndex.withUnsafeMutableBufferPointer { index in
                for i in 0..<count { index[Int(pool[start + i].symbol)] = Int32(i) }
                for term in source {
                    let delta = term.coefficient * factor
                    let deltaScale = Tolerance.productScale(
                        term.coefficient, term.scale, factor, factorScale, product: delta)
                    let at = Int(index[Int(term.symbol)])
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
                for i in 0..<count { index[Int(pool[start + i].symbol)] = -1 }
            }
        }
        if worst > worstHistory { worstHistory = worst }
        for term in added { appendTerm(row, term.symbol, term.coefficient, scale: term.scale) }
        if cancelled {
            // Only the original terms can have cancelled; scan them from the end so removals
            // (swap with the last term) never move an unchecked one.
            var i = count - 1
            while i >= 0 {
                if term(row, i).coefficient == 0 { removeTerm(row, at: Int32(i)) }
                i -= 1
            }
        }
        mergeBuffer = added
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
        for (position, symbol) in externals.enumerated() {
            let row = basicRow[Int(symbol)]
            externalCells[position].pointee = row >= 0 ? rows[Int(row)].constant : 0
        }
    }
}
