// Counting how many constraints use each variable, so variables no constraint uses leave the tableau.

extension Tableau {
    /// Counts one more use of each variable in the expression.
    mutating func retainVariables(of expression: LinearExpression) {
        for term in expression.terms {
            let symbol = Int(self.symbol(for: term.variable))
            if registry.useCount.count <= symbol {
                registry.useCount.append(contentsOf: repeatElement(0, count: symbol + 1 - registry.useCount.count))
            }
            registry.useCount[symbol] += 1
        }
    }

    /// Counts one use less of each variable; a variable no constraint uses any more is forgotten.
    mutating func releaseVariables(of expression: LinearExpression) {
        for term in expression.terms {
            guard let symbol = existingSymbol(for: term.variable) else { continue }
            let s = Int(symbol)
            registry.useCount[s] -= 1
            if registry.useCount[s] == 0 {
                // No remaining constraint mentions it, so no row can depend on it; clear rounding residue.
                discard(symbol)
            }
        }
    }
}
