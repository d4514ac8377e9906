// Transactions: a record of what an operation changed, so a failed add leaves the tableau exactly as it was.

/// What a transaction must undo: the first saved copy of every row and objective vector it changed,
/// and the symbols it created. Only touched rows are copied, so an add that places a new variable
/// (the common case) saves nothing but the id of the row it created.
struct Journal {
    var isActive = false
    var stamp: UInt32 = 0
    /// Rows as they were.
    var savedRows: [SavedRow] = []
    /// Objective vectors as they were.
    var savedObjective: [SavedObjective] = []
    var createdSymbols: [Int32] = []
    /// Symbols no longer used, to free when the transaction commits (not before: a rollback frees
    /// them as created symbols, and freeing twice would hand the same id out twice).
    var retiredSymbols: [Int32] = []
    var levelCount = 0
    var levelConstants: [Double] = []
    var conditioning = Conditioning()
    /// The work counts at the start: an operation that fails leaves the solver's statistics as they were.
    var pivots = 0
    var artificialPhases = 0
    /// Per row and per symbol: the stamp of the transaction that last saved it.
    var rowStamp: [UInt32] = []
    var objectiveStamp: [UInt32] = []
    /// Rows freed during a transaction; they become reusable only when it commits.
    var freedRows: [Int32] = []
}

/// A row as it was before a transaction changed it: its basic symbol (-1 if it was free), constant and terms.
/// Structs rather than tuples: a tuple's metadata is made at run time, on a process's first add (callgrind).
struct SavedRow {
    var row: Int32
    var basic: Int32
    var constant: Double
    var terms: [TableauTerm]
}

/// A symbol's objective vector as it was before a transaction changed it.
struct SavedObjective {
    var symbol: Int32
    var coefficients: [LevelCoefficient]
}

extension Tableau {
    /// Starts recording changes. The tableau must be optimal (no dirty symbols, no infeasible rows).
    mutating func beginTransaction() {
        journal.isActive = true
        journal.stamp &+= 1
        if journal.stamp == 0 {
            // The stamp wrapped: clear the old stamps so none is mistaken for the new one.
            for i in journal.rowStamp.indices { journal.rowStamp[i] = 0 }
            for i in journal.objectiveStamp.indices { journal.objectiveStamp[i] = 0 }
            journal.stamp = 1
        }
        journal.levelCount = levelPriority.count
        journal.levelConstants = levelConstant
        journal.conditioning = conditioning
        journal.pivots = work.pivots
        journal.artificialPhases = work.artificialPhases
    }

    /// Keeps the changes.
    mutating func commitTransaction() {
        journal.isActive = false
        // The room a large batch needed is not kept for the small changes that follow: after building
        // 10,000 cells in one batch it held 4 MB (massif).
        journal.savedRows.removeAll(keepingCapacity: journal.savedRows.count <= 1024)
        journal.savedObjective.removeAll(keepingCapacity: journal.savedObjective.count <= 1024)
        journal.createdSymbols.removeAll(keepingCapacity: true)
        for symbol in journal.retiredSymbols { releaseSymbol(symbol) }
        journal.retiredSymbols.removeAll(keepingCapacity: true)
        freeRows.append(contentsOf: journal.freedRows)
        journal.freedRows.removeAll(keepingCapacity: true)
    }

    /// Undoes every change since `beginTransaction`.
    mutating func rollbackTransaction() {
        journal.isActive = false
        // Take the current versions of the changed rows out of the column index first, then put the
        // saved versions back, so every column entry always points at a consistent term.
        for saved in journal.savedRows where rows[Int(saved.row)].basic >= 0 {
            let r = Int(saved.row)
            while rows[r].terms.count > 0 {
                removeTerm(saved.row, at: rows[r].terms.count - 1)
            }
            let basic = Int(rows[r].basic)
            if basicRow[basic] == saved.row { basicRow[basic] = -1 }
            releaseRowTerms(saved.row)
            rows[r] = .free
        }
        for saved in journal.savedRows {
            let r = Int(saved.row)
            if saved.basic < 0 {
                freeRows.append(saved.row)
                continue
            }
            rows[r] = Row(basic: saved.basic, terms: Span(), constant: saved.constant)
            for term in saved.terms {
                appendTerm(saved.row, term.symbol, term.coefficient, scale: term.scale)
            }
            basicRow[Int(saved.basic)] = saved.row
        }
        for saved in journal.savedObjective {
            objective[Int(saved.symbol)] = saved.coefficients
        }
        for symbol in dirty.symbols { dirty.flags[Int(symbol)] = false }
        dirty.symbols.removeAll(keepingCapacity: true)
        artificialLevelSymbols.removeAll(keepingCapacity: true)
        infeasibleRows.removeAll()
        levelPriority.removeLast(levelPriority.count - journal.levelCount)
        levelConstant = journal.levelConstants
        conditioning = journal.conditioning
        work.pivots = journal.pivots
        work.artificialPhases = journal.artificialPhases
        journal.freedRows.removeAll(keepingCapacity: true)
        for symbol in journal.createdSymbols.reversed() {
            releaseSymbol(symbol)
        }
        journal.savedRows.removeAll(keepingCapacity: true)
        journal.savedObjective.removeAll(keepingCapacity: true)
        journal.createdSymbols.removeAll(keepingCapacity: true)
        journal.retiredSymbols.removeAll(keepingCapacity: true)
    }

    /// Frees a symbol that is in no row and not basic, now or, inside a transaction, at commit.
    mutating func retireSymbol(_ symbol: Int32) {
        if journal.isActive {
            kinds[Int(symbol)] = .unused
            journal.retiredSymbols.append(symbol)
        } else {
            releaseSymbol(symbol)
        }
    }

    /// Saves a row before its first change in the current transaction.
    @inline(__always)
    mutating func touchRow(_ row: Int32) {
        guard journal.isActive, journal.rowStamp[Int(row)] != journal.stamp else { return }
        journal.rowStamp[Int(row)] = journal.stamp
        let saved = rows[Int(row)]
        journal.savedRows.append(
            SavedRow(
                row: row, basic: saved.basic, constant: saved.constant, terms: saved.basic >= 0 ? terms(of: row) : []))
    }

    /// Saves a symbol's objective vector before its first change in the current transaction.
    @inline(__always)
    mutating func touchObjective(_ symbol: Int32) {
        guard journal.isActive, journal.objectiveStamp[Int(symbol)] != journal.stamp else { return }
        journal.objectiveStamp[Int(symbol)] = journal.stamp
        journal.savedObjective.append(SavedObjective(symbol: symbol, coefficients: objective[Int(symbol)]))
    }
}
