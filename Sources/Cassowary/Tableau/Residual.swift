// Whether constraints hold at the tableau's current values, judged relative to their own terms.

extension Tableau {
    /// The size of a constraint's expression at the current values: the largest of `|c₀|` and `|cᵢ·xᵢ|`
    /// over its variables, each variable's terms added up first, and, if any variable is left, at least
    /// `Tolerance.systemResidual` of the largest constant the tableau was built with; times `leniency` (see
    /// `AddPolicy.residualLeniency`). A residual is small or large only relative to this (see
    /// `Tolerance.residual`).
    ///
    /// The terms of one variable are added up because only their sum is in the tableau: `-v0 + v0 == -1e-9`
    /// at v0 = -167 has terms of 167, but it says `0 == -1e-9`, which never holds. The floor matters at a
    /// point that is zero only up to rounding: there the terms are noise of 1e-16 computed from constants of
    /// 1 or 10, and measured against themselves every residual looks like 100 % (`-v1 - v0 <= 0` at
    /// v0 = -6.7e-16 would be refused). That noise reaches the residual only through variables: an expression with
    /// none left (`0 · v0 == 2.5e-29`, `-v0 + v0 == -1e-9`) is a plain number and is judged exactly.
    func residualScale(of expression: LinearExpression, _ leniency: Double = 1) -> Double {
        var scale = abs(expression.constant)
        var hasVariable = false
        forEachVariableSum(of: expression.terms) { variable, coefficient in
            let value = existingSymbol(for: variable).map { self.value(of: $0) } ?? 0
            scale = max(scale, abs(coefficient * value))
            hasVariable = true
        }
        guard hasVariable else { return scale * leniency }
        return max(scale, Tolerance.systemResidual / Tolerance.residual * noiseScale) * leniency
    }

    /// Calls `body` once per variable of `terms` with the sum of its coefficients, skipping sums of zero.
    /// Short expressions (all of a layout's) are summed in place, without hashing.
    func forEachVariableSum(of terms: [Term], _ body: (Variable, Double) -> Void) {
        guard terms.count <= 16 else {
            for term in LinearExpression(terms: terms, constant: 0).simplified().terms {
                body(term.variable, term.coefficient)
            }
            return
        }
        for i in terms.indices {
            let variable = terms[i].variable
            guard !terms[..<i].contains(where: { $0.variable === variable }) else { continue }
            var sum = terms[i].coefficient
            for j in (i + 1)..<terms.count where terms[j].variable === variable { sum += terms[j].coefficient }
            if sum != 0 { body(variable, sum) }
        }
    }

    /// Whether `expression (relation) 0` holds at the current values, to a relative residual.
    func satisfies(_ expression: LinearExpression, _ relation: Relation) -> Bool {
        var total = expression.constant
        for term in expression.terms {
            let value = existingSymbol(for: term.variable).map { self.value(of: $0) } ?? 0
            total += term.coefficient * value
        }
        let allowed = Tolerance.residual * residualScale(of: expression)
        switch relation {
        case .equal: return abs(total) <= allowed
        case .lessThanOrEqual: return total <= allowed
        case .greaterThanOrEqual: return total >= -allowed
        }
    }
}

extension Tableau {
    /// Whether every row and objective vector the open transaction changed stays below
    /// `Tolerance.magnitudeLimit`. Supported inputs can still imply huge numbers through a chain
    /// (`x₁ == 1000·x₀`, `x₂ == 1000·x₁`, …): such an add is refused before infinity or NaN can taint the
    /// tableau. Checks only what the add touched, so it costs no more than the add did.
    func changesAreBounded() -> Bool {
        let limit = Tolerance.magnitudeLimit
        for saved in journal.savedRows {
            let row = rows[Int(saved.row)]
            guard row.basic >= 0 else { continue }
            guard abs(row.constant) <= limit else { return false }
            let start = Int(row.terms.start)
            for i in 0..<Int(row.terms.count) where !(abs(termPool[start + i].coefficient) <= limit) {
                return false
            }
        }
        for saved in journal.savedObjective {
            for entry in objective[Int(saved.symbol)] where !(abs(entry.value) <= limit) { return false }
        }
        return levelConstant.allSatisfy { abs($0) <= limit }
    }
}
