// The lexicographic objective: one weighted error sum per priority level, stored by symbol.

/// The symbols whose objective vector changed since the last optimality check: the only ones that can have
/// become improving, so that no optimisation scans the whole objective.
struct DirtySymbols {
    /// The symbols, each once.
    var symbols: [Int32] = []
    /// Per symbol: whether it is in `symbols`.
    var flags: [Bool] = []
}

extension Tableau {
    /// The level of a non-required priority, created on first use. A search of `levelPriority` rather
    /// than a dictionary: a layout has a handful of priorities, and the dictionary's first insert was
    /// generic metadata the runtime instantiated on a process's first build (callgrind).
    mutating func level(forPriority priority: Double) -> Int32 {
        for level in 1..<levelPriority.count where levelPriority[level] == priority { return Int32(level) }
        let level = Int32(levelPriority.count)
        levelPriority.append(priority)
        levelConstant.append(0)
        return level
    }

    /// Adds `delta`, computed from numbers up to `scale`, to a symbol's coefficient at a level, keeping
    /// the vector sorted by priority (highest first) and free of zeros.
    ///
    /// A sum is zero when it leaves no more than rounding of its history (`Tolerance.isReducedCostResidue`),
    /// never merely because it is small next to its last operands: weights of 1000 on rows of 2e6 sum to
    /// 2e9 and -2e9, and what they leave, 0.002, was the real cost of an error of weight 1 at the same
    /// priority through a coefficient of 0.002. Dropped at 1e-9 of the operands, the error looked free, and
    /// the solver would give it up for a lower priority.
    mutating func addObjective(_ symbol: Int32, level: Int32, delta: Double, scale: Double) {
        let s = Int(symbol)
        touchObjective(symbol)
        let priority = levelPriority[Int(level)]
        var position = 0
        while position < objective[s].count {
            let entry = objective[s][position]
            if entry.level == level {
                let value = entry.value + delta
                let history = max(entry.scale, scale)
                if Tolerance.isReducedCostResidue(value, history) {
                    objective[s].remove(at: position)
                } else {
                    objective[s][position].value = value
                    objective[s][position].scale = history
                    if history > conditioning.historyLimit * abs(value) { noteHistory(history / abs(value)) }
                }
                markDirty(symbol)
                return
            }
            if levelPriority[Int(entry.level)] < priority { break }
            position += 1
        }
        guard abs(delta) >= Tolerance.negligible else { return }
        objective[s].insert(LevelCoefficient(level: level, value: delta, scale: max(scale, abs(delta))), at: position)
        if level == 0 { artificialLevelSymbols.append(symbol) }
        markDirty(symbol)
    }

    @inline(__always)
    mutating func markDirty(_ symbol: Int32) {
        if !dirty.flags[Int(symbol)] {
            dirty.flags[Int(symbol)] = true
            dirty.symbols.append(symbol)
        }
    }

    /// Replaces a symbol that became basic by its row in the objective.
    mutating func substituteInObjective(_ symbol: Int32, _ source: [SourceTerm], constant: Double) {
        let s = Int(symbol)
        guard !objective[s].isEmpty else { return }
        touchObjective(symbol)
        let coefficients = objective[s]
        objective[s] = []
        for entry in coefficients {
            levelConstant[Int(entry.level)] += entry.value * constant
            for term in source {
                addObjective(
                    term.symbol, level: entry.level, delta: entry.value * term.coefficient,
                    scale: Tolerance.productScale(term.coefficient, term.scale, entry.value, entry.scale))
            }
        }
    }

    /// Whether moving this symbol up from zero would lower the objective: its first non-zero level
    /// coefficient is negative.
    @inline(__always)
    func isImproving(_ symbol: Int32) -> Bool {
        guard let first = objective[Int(symbol)].first else { return false }
        return first.value < 0
    }

    /// Compares `a / scaleA` with `b / scaleB` lexicographically, highest priority first.
    /// Returns a negative number, zero or a positive number.
    func compareScaled(_ a: [LevelCoefficient], _ scaleA: Double, _ b: [LevelCoefficient], _ scaleB: Double) -> Int {
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let priorityA = i < a.count ? levelPriority[Int(a[i].level)] : -1
            let priorityB = j < b.count ? levelPriority[Int(b[j].level)] : -1
            let valueA: Double
            let valueB: Double
            if priorityA > priorityB {
                valueA = a[i].value / scaleA
                valueB = 0
                i += 1
            } else if priorityB > priorityA {
                valueA = 0
                valueB = b[j].value / scaleB
                j += 1
            } else {
                valueA = a[i].value / scaleA
                valueB = b[j].value / scaleB
                i += 1
                j += 1
            }
            let difference = valueA - valueB
            if abs(difference) > Tolerance.ratio * max(1, abs(valueA), abs(valueB)) {
                return difference < 0 ? -1 : 1
            }
        }
        return 0
    }

    /// The objective's value at each non-artificial level, highest priority first.
    var objectiveValues: [(priority: Double, value: Double)] {
        (1..<levelPriority.count)
            .map { (levelPriority[$0], levelConstant[$0]) }
            .sorted { $0.priority > $1.priority }
    }
}
