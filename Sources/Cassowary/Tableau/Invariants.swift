// A full consistency check of the tableau, used by tests after every operation.

extension Tableau {
    /// Every broken invariant, described; empty when the tableau is consistent and optimal.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var entriesSeen = 0
        for (r, row) in rows.enumerated() where row.basic >= 0 {
            let basic = Int(row.basic)
            if basicRow[basic] != Int32(r) {
                problems.append("row \(r): basicRow of its basic \(basic) is \(basicRow[basic])")
            }
            if kinds[basic] == .unused { problems.append("row \(r): basic symbol \(basic) is unused") }
            let restricted = kinds[basic].isRestricted
            if restricted && row.constant < -1e-7 {
                problems.append("row \(r): restricted row constant \(row.constant) < 0")
            }
            var symbols = Set<Int32>()
            for (i, term) in terms(of: Int32(r)).enumerated() {
                let s = Int(term.symbol)
                if !symbols.insert(term.symbol).inserted { problems.append("row \(r): symbol \(s) twice") }
                if basicRow[s] >= 0 { problems.append("row \(r): holds basic symbol \(s)") }
                if kinds[s] == .unused { problems.append("row \(r): holds unused symbol \(s)") }
                if restricted && kinds[s] == .external {
                    problems.append("row \(r): restricted row holds external \(s)")
                }
                if abs(term.coefficient) < Tolerance.negligible {
                    problems.append("row \(r): zero coefficient for \(s)")
                }
                let slot = Int(term.slot)
                let symbol = Int32(s)
                if slot >= columnCount(symbol) || columnEntry(symbol, slot).row != Int32(r)
                    || columnEntry(symbol, slot).index != Int32(i)
                {
                    problems.append("row \(r): column entry of symbol \(s) does not point back")
                }
                entriesSeen += 1
            }
        }
        let entries = columnSpans.reduce(0) { $0 + Int($1.count) }
        if entries != entriesSeen { problems.append("column index has \(entries) entries for \(entriesSeen) terms") }
        for (s, vector) in objective.enumerated() where !vector.isEmpty {
            if basicRow[s] >= 0 { problems.append("objective holds basic symbol \(s)") }
            if kinds[s] == .external { problems.append("objective holds external \(s)") }
            if kinds[s].isRestricted && vector[0].value < 0 {
                problems.append("not optimal: symbol \(s) improves the objective")
            }
            for k in 1..<max(1, vector.count)
            where levelPriority[Int(vector[k - 1].level)] <= levelPriority[Int(vector[k].level)] {
                problems.append("objective vector of \(s) out of order")
            }
            if vector.contains(where: { $0.level == 0 }) { problems.append("artificial objective left on \(s)") }
        }
        if journal.isActive { problems.append("a transaction is still open") }
        return problems
    }
}

extension Solver {
    /// Every broken tableau invariant (empty when healthy). For tests.
    func invariantViolations() -> [String] {
        recover(at: .beforeUse)
        return tableau.invariantViolations()
    }
}
