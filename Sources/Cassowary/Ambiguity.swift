// Which variables the constraints leave free: other values would be just as good a solution.

extension Solver {
    /// The variables among `variables` whose values the constraints do not fix: some other value
    /// would also satisfy every required constraint and reach the same optimal error at every priority.
    /// Variables no constraint mentions are ambiguous too. Order is kept.
    ///
    /// This is what Auto Layout's `hasAmbiguousLayout` asks; the solver's own answer for such a variable
    /// is one of the solutions, chosen deterministically.
    public func ambiguousVariables(_ variables: [Variable]) -> [Variable] {
        recover(at: .beforeUse)
        var scratch: Tableau?
        return variables.filter { variable in
            guard let symbol = tableau.existingSymbol(for: variable) else { return true }
            switch tableau.quickAmbiguity(of: symbol) {
            case .fixed: return false
            case .free: return true
            case .undecided:
                if scratch == nil { scratch = tableau.optimalFace() }
                return scratch!.canMove(symbol)
            }
        }
    }

    /// Whether the constraints leave `variable` free (see ``ambiguousVariables(_:)``).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        !ambiguousVariables([variable]).isEmpty
    }
}

/// The answer of the cheap test on a variable's row.
enum QuickAmbiguity {
    case fixed, free, undecided
}

extension Tableau {
    /// Whether a symbol is a free direction of the optimal face: non-basic with no cost at any priority.
    func isFreeDirection(_ symbol: Int32) -> Bool {
        basicRow[Int(symbol)] < 0 && objective[Int(symbol)].isEmpty
    }

    /// Looks at the variable's row alone. A non-basic variable, or a row holding another non-basic
    /// variable, is free (unrestricted rows never limit it). A row whose only free directions can
    /// each move without a degenerate row blocking them is free. A row with no free direction is fixed.
    func quickAmbiguity(of symbol: Int32) -> QuickAmbiguity {
        let row = basicRow[Int(symbol)]
        guard row >= 0 else { return .free }
        var blocked = false
        for term in terms(of: row) where isFreeDirection(term.symbol) {
            if kinds[Int(term.symbol)] == .external { return .free }
            // A restricted free direction moves up from zero unless a restricted row at zero blocks it.
            if stepLimit(for: term.symbol) > Tolerance.feasibility { return .free }
            blocked = true
        }
        return blocked ? .undecided : .fixed
    }

    /// How far a restricted symbol can grow before some restricted row reaches zero (infinity if none).
    func stepLimit(for symbol: Int32) -> Double {
        var limit = Double.infinity
        for k in 0..<columnCount(symbol) {
            let entry = columnEntry(symbol, k)
            let row = rows[Int(entry.row)]
            guard kinds[Int(row.basic)].isRestricted else { continue }
            let coefficient = termPool[Int(row.terms.start + entry.index)].coefficient
            if coefficient < 0 { limit = min(limit, max(0, row.constant) / -coefficient) }
        }
        return limit
    }

    /// A copy reduced to the optimal face: every non-basic symbol with a cost is fixed at zero (its
    /// column dropped) and the objective is cleared, ready for small LPs over the face.
    func optimalFace() -> Tableau {
        var face = self
        for symbol in face.kinds.indices where face.basicRow[symbol] < 0 && !face.objective[symbol].isEmpty {
            while !face.columnIsEmpty(Int32(symbol)) {
                let entry = face.columnEntry(Int32(symbol), face.columnCount(Int32(symbol)) - 1)
                face.removeTerm(entry.row, at: entry.index)
            }
        }
        for symbol in face.objective.indices { face.objective[symbol] = [] }
        for symbol in face.dirty.symbols { face.dirty.flags[Int(symbol)] = false }
        face.dirty.symbols.removeAll()
        return face
    }

    /// Whether `symbol` can take another value on the optimal face: moves it up, then down, as far as
    /// the face allows, with the primal simplex on a copy. Its row here holds only free directions.
    func canMove(_ symbol: Int32) -> Bool {
        let row = basicRow[Int(symbol)]
        guard row >= 0 else { return true }
        for direction in [1.0, -1.0] {
            var face = self
            face.levelConstant[0] = 0
            for term in terms(of: row) {
                face.addObjective(term.symbol, level: 0, delta: -direction * term.coefficient, scale: term.scale)
            }
            do {
                try face.optimize()
            } catch {
                return true  // unbounded: the symbol moves without limit
            }
            if -face.levelConstant[0] > Tolerance.feasibility { return true }
        }
        return false
    }
}
