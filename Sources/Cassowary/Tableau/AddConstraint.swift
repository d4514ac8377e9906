// Adding a constraint: build its row, choose a subject, or fall back to the artificial phase.

/// The symbols a constraint owns in the tableau, needed to remove it or to read its error.
struct ConstraintMarkers {
    /// The slack of an inequality, or the positive error of a non-required equality; -1 for a
    /// required equality, which has no marker (see `Tableau`).
    var marker: Int32 = -1
    /// The error of a non-required inequality, or the negative error of a non-required equality; else -1.
    var other: Int32 = -1
    /// The priority level of the errors, or -1 if required.
    var level: Int32 = -1
    /// The weight of the errors in their level.
    var weight: Double = 0
    /// False for a required equality that was redundant when added, and so left no trace.
    var hasRow = true
}

/// The result of adding a constraint to the tableau.
enum AddOutcome {
    case added(ConstraintMarkers)
    /// A required constraint that cannot hold with the others. Without an active transaction the
    /// tableau may have been changed and must be discarded.
    case unsatisfiable
    /// The dual insertion met a row it could not make feasible again (see `addByDualSimplex`): the tableau
    /// has changed, so the caller rolls back and adds again with `AddPolicy.artificialPhase`, and the
    /// artificial phase decides whether the constraint holds.
    case needsArtificialPhase
}

extension Tableau {
    /// Adds `expression (relation) 0` with a strength, as `policy` says. Does not optimise: call `optimize()`
    /// after one or several adds (every add keeps the tableau feasible, which is all the next add needs).
    mutating func add(
        _ expression: LinearExpression, _ relation: Relation, _ strength: Strength, _ policy: AddPolicy
    ) throws(InternalFailure)
        -> AddOutcome
    {
        var smallestCoefficient = 1.0
        var hasVariable = false
        forEachVariableSum(of: expression.terms) { _, coefficient in
            smallestCoefficient = min(smallestCoefficient, abs(coefficient))
            hasVariable = true
        }
        if !hasVariable && strength.isRequired {
            // A statement about numbers (`-2·v + 2·v >= 1e-155`), judged exactly: built from the rows, its
            // constant would be `1e-155 + 40 - 40` where v is basic, and rounding would decide it.
            return holdsExactly(expression.constant, relation)
                ? .added(ConstraintMarkers(hasRow: false)) : .unsatisfiable
        }
        conditioning.largestForcedValue = max(
            conditioning.largestForcedValue, abs(expression.constant) / smallestCoefficient)
        var row = scratch.accumulator
        scratch.accumulator = []
        defer { scratch.accumulator = row }
        var constant = buildRow(expression, into: &row)
        let markers = makeMarkers(relation, strength)
        appendMarkers(markers, relation, to: &row, constant: &constant)

        var optimizedFirst = false
        while true {
            if let subject = chooseSubject(row, markers) {
                insertRow(row, constant: constant, subject: subject)
                return .added(markers)
            }
            if row.isEmpty {
                // Every symbol cancelled: the constraint is implied by the others, or contradicts them.
                if abs(constant) <= Tolerance.residual * residualScale(of: expression, policy.residualLeniency) {
                    var redundant = markers
                    redundant.hasRow = false
                    return .added(redundant)
                }
                return .unsatisfiable
            }
            guard policy.usesDualInsertion, constant != 0 else {
                if let subject = chooseRestrictedSubject(row, constant: constant) {
                    insertRow(row, constant: constant, subject: subject)
                    return .added(markers)
                }
                break
            }
            guard let subject = chooseDualSubject(row) else { break }
            if constant / -coefficient(of: subject, in: row) <= stepLimit(for: subject) {
                // Its step keeps every row feasible: no repair needed.
                insertRow(row, constant: constant, subject: subject)
                return .added(markers)
            }
            if !optimizedFirst {
                // The dual simplex keeps the objective optimal only if it starts optimal, which within a
                // batch it may not be yet. Optimising changes the basis: the row is built again in the new one.
                optimizedFirst = true
                let pivotsBefore = work.pivots
                try optimize()
                if work.pivots != pivotsBefore {
                    constant = buildRow(expression, into: &row)
                    appendMarkers(markers, relation, to: &row, constant: &constant)
                    continue
                }
            }
            insertRow(row, constant: constant, subject: subject)
            return restoreFeasibility() ? .added(markers) : .needsArtificialPhase
        }
        let feasible = try addWithArtificialVariable(
            row, constant: constant, for: expression, leniency: policy.residualLeniency)
        return feasible ? .added(markers) : .unsatisfiable
    }

    /// Whether `constant (relation) 0` holds, without tolerance.
    func holdsExactly(_ constant: Double, _ relation: Relation) -> Bool {
        switch relation {
        case .equal: constant == 0
        case .lessThanOrEqual: constant <= 0
        case .greaterThanOrEqual: constant >= 0
        }
    }

    /// The constraint's own symbols (the paper's slack and error variables), with the errors' weights in
    /// the objective.
    mutating func makeMarkers(_ relation: Relation, _ strength: Strength) -> ConstraintMarkers {
        var markers = ConstraintMarkers()
        let required = strength.isRequired
        if !required {
            markers.level = level(forPriority: strength.priority)
            markers.weight = strength.weight
        }
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markers.marker = newSymbol(.slack)
            if !required {
                markers.other = newSymbol(.error)
                addObjective(markers.other, level: markers.level, delta: markers.weight, scale: markers.weight)
            }
        case .equal:
            if !required {
                markers.marker = newSymbol(.error)
                markers.other = newSymbol(.error)
                addObjective(markers.marker, level: markers.level, delta: markers.weight, scale: markers.weight)
                addObjective(markers.other, level: markers.level, delta: markers.weight, scale: markers.weight)
            }
        }
        return markers
    }

    /// Completes a built row with the markers' terms, oriented so that an inequality reads `row >= 0`,
    /// and with its constant made non-negative.
    func appendMarkers(
        _ markers: ConstraintMarkers, _ relation: Relation, to row: inout [SourceTerm], constant: inout Double
    ) {
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            if relation == .lessThanOrEqual {
                negate(&row, &constant)
            }
            row.append(SourceTerm(symbol: markers.marker, coefficient: -1, scale: 0))
            if markers.other >= 0 {
                row.append(SourceTerm(symbol: markers.other, coefficient: 1, scale: 0))
            }
        case .equal:
            if markers.marker >= 0 {
                row.append(SourceTerm(symbol: markers.marker, coefficient: -1, scale: 0))
                row.append(SourceTerm(symbol: markers.other, coefficient: 1, scale: 0))
            }
        }
        if constant < 0 {
            negate(&row, &constant)
        }
    }

    /// The constraint's expression with every basic variable replaced by its row; returns the constant.
    mutating func buildRow(_ expression: LinearExpression, into row: inout [SourceTerm]) -> Double {
        row.removeAll(keepingCapacity: true)
        scratch.accumulatorScale.removeAll(keepingCapacity: true)
        var constant = expression.constant
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            let basic = basicRow[Int(symbol)]
            if basic >= 0 {
                constant += term.coefficient * rows[Int(basic)].constant
                let start = termPosition(basic, 0)
                for i in 0..<termCount(basic) {
                    let rowTerm = termPool[start + i]
                    let product = term.coefficient * rowTerm.coefficient
                    accumulate(
                        &row, rowTerm.symbol, product,
                        scale: Tolerance.productScale(
                            rowTerm.coefficient, rowTerm.scale, term.coefficient, 0, product: product))
                }
            } else {
                // The constraint's own coefficient is exact (see `Tolerance.sumScale`).
                accumulate(&row, symbol, term.coefficient, scale: 0)
            }
        }
        // Drop the terms that cancelled, and clear the scratch index.
        var kept = 0
        for i in row.indices {
            scratch.index[Int(row[i].symbol)] = -1
            if !Tolerance.isCancelled(row[i].coefficient, scratch.accumulatorScale[i]) {
                row[kept] = row[i]
                row[kept].scale = scratch.accumulatorScale[i]
                if scratch.accumulatorScale[i] > conditioning.historyLimit * abs(row[i].coefficient) {
                    noteHistory(scratch.accumulatorScale[i] / abs(row[i].coefficient))
                }
                kept += 1
            }
        }
        row.removeLast(row.count - kept)
        return constant
    }

    @inline(__always)
    mutating func accumulate(_ row: inout [SourceTerm], _ symbol: Int32, _ coefficient: Double, scale: Double) {
        let index = scratch.index[Int(symbol)]
        if index >= 0 {
            let old = row[Int(index)].coefficient
            let sum = old + coefficient
            row[Int(index)].coefficient = sum
            scratch.accumulatorScale[Int(index)] = Tolerance.sumScale(
                old, scratch.accumulatorScale[Int(index)], coefficient, scale, sum: sum)
        } else {
            scratch.index[Int(symbol)] = Int32(row.count)
            row.append(SourceTerm(symbol: symbol, coefficient: coefficient, scale: scale))
            scratch.accumulatorScale.append(scale)
        }
    }

    func negate(_ row: inout [SourceTerm], _ constant: inout Double) {
        constant = -constant
        for i in row.indices { row[i].coefficient = -row[i].coefficient }
    }

    /// The symbol to solve the new row for, or nil if none is valid.
    ///
    /// A variable seen for the first time comes first: it occurs in no other row, so solving for it
    /// rewrites nothing. (kiwi takes the oldest variable instead, and rewrites every row that holds it,
    /// which is what makes it quadratic when the shared width variable is added last.) Next comes the
    /// variable that occurs in the fewest rows, then the constraint's own slack or error if it has a
    /// negative coefficient, as in the paper. Only variables whose coefficient is within `Tolerance.pivot`
    /// of the row's largest are candidates (threshold pivoting, see there).
    func chooseSubject(_ row: [SourceTerm], _ markers: ConstraintMarkers) -> Int32? {
        var largest = 0.0
        for term in row where kinds[Int(term.symbol)] == .external { largest = max(largest, abs(term.coefficient)) }
        let smallest = Tolerance.pivot * largest
        var best: Int32 = -1
        var bestCount = Int.max
        for term in row where kinds[Int(term.symbol)] == .external && abs(term.coefficient) >= smallest {
            let count = columnCount(term.symbol)
            if count == 0 { return term.symbol }
            if count < bestCount {
                best = term.symbol
                bestCount = count
            }
        }
        if best >= 0 { return best }
        for marker in [markers.marker, markers.other] where marker >= 0 {
            for term in row where term.symbol == marker && term.coefficient < 0 { return marker }
        }
        return nil
    }

    /// A restricted symbol of a row with no external and no usable marker that the row can be solved for
    /// while keeping every row feasible, so that the artificial phase is not needed; nil if there is none.
    ///
    /// Solving for `s` gives it the value `constant / -coefficient` and moves every row that holds it by
    /// that much along its column. With a zero constant (alignments between placed views, the common case)
    /// nothing moves, so any symbol will do. Otherwise `s` needs a negative coefficient and a column whose
    /// restricted rows stay non-negative: the primal ratio test. Among valid symbols, the one in the fewest
    /// rows, to substitute least. (On the enaml-like form this takes 11 adds off the artificial phase,
    /// 50 of its 128 pivots.) As for externals, only coefficients within `Tolerance.pivot` of the largest
    /// valid one are candidates. Only an exact zero counts as a zero constant: 1e-9 over a coefficient of
    /// 1e-3 would move the subject by 1e-6, and with a positive coefficient, below zero.
    func chooseRestrictedSubject(_ row: [SourceTerm], constant: Double) -> Int32? {
        let degenerate = constant == 0
        func isValid(_ term: SourceTerm) -> Bool {
            guard kinds[Int(term.symbol)] == .slack || kinds[Int(term.symbol)] == .error else { return false }
            guard !degenerate else { return true }
            guard term.coefficient < 0 else { return false }
            return constant / -term.coefficient <= stepLimit(for: term.symbol)
        }
        var largest = 0.0
        for term in row where isValid(term) { largest = max(largest, abs(term.coefficient)) }
        let smallest = Tolerance.pivot * largest
        var best: Int32 = -1
        var bestCount = Int.max
        for term in row where abs(term.coefficient) >= smallest && isValid(term) {
            let count = columnCount(term.symbol)
            guard count < bestCount else { continue }
            best = term.symbol
            bestCount = count
        }
        return best >= 0 ? best : nil
    }

    /// The symbol to solve a row with no other subject for, so that the objective stays optimal (the dual
    /// simplex's ratio test): among the restricted symbols with a negative coefficient, the one whose cost
    /// per unit of the row is least, lexicographically by priority; a slack costs nothing. The rows it
    /// makes negative are repaired by `restoreFeasibility`. nil if no symbol has a negative coefficient.
    ///
    /// The artificial phase would instead enter the steepest symbol first, which on a grid of cells is the
    /// root width's error: it sits in every cell's row, so each of its pivots rewrote them all, and the
    /// optimisation after it walked the root's width back through every label's content-size constraints
    /// (a refresh of 100 cells: 480 pivots across 768 rows each, 4.6G instructions; see `measured`).
    func chooseDualSubject(_ row: [SourceTerm]) -> Int32? {
        var best: Int32 = -1
        var bestScale = 0.0
        for term in row where term.coefficient < 0 && kinds[Int(term.symbol)].isRestricted {
            let scale = -term.coefficient
            if best >= 0 {
                let order = compareScaled(objective[Int(term.symbol)], scale, objective[Int(best)], bestScale)
                guard
                    order < 0
                        || (order == 0
                            && (columnCount(term.symbol), term.symbol) < (columnCount(best), best))
                else { continue }
            }
            best = term.symbol
            bestScale = scale
        }
        return best >= 0 ? best : nil
    }

    /// A symbol's coefficient in a row being added (0 if absent).
    func coefficient(of symbol: Int32, in row: [SourceTerm]) -> Double {
        for term in row where term.symbol == symbol { return term.coefficient }
        return 0
    }

    /// Solves `0 = constant + Σ row` for `subject`, inserts it, and substitutes it everywhere else.
    mutating func insertRow(_ row: [SourceTerm], constant: Double, subject: Int32) {
        var coefficient = 0.0
        var coefficientScale = 0.0
        for term in row where term.symbol == subject {
            coefficient = term.coefficient
            coefficientScale = term.scale
        }
        let factor = -1 / coefficient
        let divisorHistory = Tolerance.divisorHistory(coefficient, coefficientScale, factor: factor)
        noteHistory(divisorHistory)
        let newRow = allocateRow(basic: subject, constant: constant * factor)
        noteConstant(constant * factor)
        for term in row where term.symbol != subject {
            let quotient = term.coefficient * factor
            appendTerm(
                newRow, term.symbol, quotient,
                scale: Tolerance.quotientScale(term.coefficient, term.scale, divisorHistory, factor, quotient))
        }
        if !columnIsEmpty(subject) || !objective[Int(subject)].isEmpty {
            substituteOut(subject, usingRow: newRow)
        }
    }

    /// Adds a row that holds only restricted symbols by minimising an artificial variable equal to it
    /// (phase one of the two-phase simplex). Returns false if the artificial variable cannot reach
    /// zero: the constraint cannot hold. On false the tableau has changed; the caller rolls back.
    mutating func addWithArtificialVariable(
        _ row: [SourceTerm], constant: Double, for expression: LinearExpression, leniency: Double
    ) throws(InternalFailure) -> Bool {
        work.artificialPhases += 1
        let artificial = newSymbol(.artificial)
        let newRow = allocateRow(basic: artificial, constant: constant)
        for term in row {
            appendTerm(newRow, term.symbol, term.coefficient, scale: term.scale)
            addObjective(term.symbol, level: 0, delta: term.coefficient, scale: term.scale)
        }
        levelConstant[0] += constant
        try optimize()

        // The artificial variable's value is by how much the constraint fails: judged against the size
        // of the constraint's own terms, so that 1e-9 left of `0.001 · x + 1e-9 == 0` is a failure.
        let residual = value(of: artificial)
        let feasible = residual <= Tolerance.residual * residualScale(of: expression, leniency)
        if feasible {
            let basic = basicRow[Int(artificial)]
            if basic >= 0 {
                // What is left of the artificial variable was just judged rounding: drop it before the pivot,
                // which would otherwise move every row holding the entering symbol by it, unchecked by any
                // ratio test (a residual of 1e-12 in `0.001·v0 - v1 <= 0` would leave `v0 + v1 >= 1e-9` at
                // -1e-9).
                touchRow(basic)
                rows[Int(basic)].constant = 0
                // Degenerate: the artificial variable is basic at zero. Pivot the symbol with the largest
                // coefficient in its place (a tiny one would blow the row up), or drop the row if it is
                // empty (the constraint was implied by the others).
                let candidates = terms(of: basic)
                if let entering = candidates.min(by: {
                    (-abs($0.coefficient), $0.symbol) < (-abs($1.coefficient), $1.symbol)
                })?.symbol {
                    pivot(row: basic, entering: entering)
                } else {
                    freeRow(basic)
                }
            }
        }
        // The artificial variable is now non-basic at zero: drop its column and its objective level.
        let a = Int(artificial)
        while !columnIsEmpty(artificial) {
            let entry = columnEntry(artificial, columnCount(artificial) - 1)
            touchRow(entry.row)
            removeTerm(entry.row, at: entry.index)
        }
        for symbol in artificialLevelSymbols {
            let s = Int(symbol)
            if let first = objective[s].first, first.level == 0 {
                touchObjective(symbol)
                objective[s].removeFirst()
                markDirty(symbol)
            }
        }
        artificialLevelSymbols.removeAll(keepingCapacity: true)
        levelConstant[0] = 0
        if feasible {
            touchObjective(artificial)
            objective[a] = []
            retireSymbol(artificial)
            try optimize()
        }
        return feasible
    }
}
