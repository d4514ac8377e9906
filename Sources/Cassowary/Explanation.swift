// Finding a minimal set of required constraints that conflict with one that cannot be added.

extension Solver {
    /// A minimal set of the held required constraints that cannot hold together with `constraints`
    /// (taken as required, whatever their strength): removing any one member would let them hold.
    /// Empty if they can all hold, or if `constraints` cannot hold even on their own.
    ///
    /// Useful to explain why a suggestion was not honoured: ask which constraints conflict with the
    /// edit variable at the suggested value.
    public func conflicts(with constraints: [Constraint]) -> [Constraint] {
        minimalConflict(forcing: constraints, candidates: heldRequiredConstraints()) ?? []
    }

    /// The required constraints held, in the order they were added.
    func heldRequiredConstraints() -> [Constraint] {
        var candidates: [Constraint] = []
        for case let record? in records where record.editVariable == nil && record.constraint.strength.isRequired {
            candidates.append(record.constraint)
        }
        return candidates
    }

    /// The minimal conflicting set for a constraint that failed to be added, among the held required
    /// constraints and `extra` (constraints added earlier in the same batch): empty if it cannot hold on
    /// its own, nil if it holds together with all of them.
    func explainConflict(of constraint: Constraint, alsoHolding extra: [Constraint]) -> [Constraint]? {
        let candidates = heldRequiredConstraints() + extra.filter { $0.strength.isRequired }
        return minimalConflict(forcing: [constraint], candidates: candidates)
    }

    /// Progression search: add the forced constraints, then the candidates in order, to a fresh tableau;
    /// the candidate whose addition first fails belongs to every conflict within that prefix. Keep it,
    /// restart with it added first and the prefix before it as candidates, until the kept constraints
    /// alone fail. Each round is one linear-time build, so the cost is the conflict's size times a build.
    /// Returns an empty set if the forced constraints cannot hold on their own, nil if everything holds
    /// together.
    func minimalConflict(forcing forced: [Constraint], candidates: [Constraint]) -> [Constraint]? {
        var members: [Int] = []
        var limit = candidates.count
        var foundAny = false
        while true {
            var scratch = Tableau(serial: tableauSerials.add(1, ordering: .relaxed).newValue, usesVariableSlots: false)
            guard forced.allSatisfy({ scratch.holds($0) }) else {
                foundAny = true
                break
            }
            guard members.allSatisfy({ scratch.holds(candidates[$0]) }) else { break }
            var found = -1
            for index in 0..<limit where !scratch.holds(candidates[index]) {
                found = index
                break
            }
            if found < 0 { break }
            foundAny = true
            members.append(found)
            limit = found
        }
        return foundAny ? members.sorted().map { candidates[$0] } : nil
    }
}

extension Tableau {
    /// Adds a constraint as required to a throwaway tableau; false if it cannot hold.
    fileprivate mutating func holds(_ constraint: Constraint) -> Bool {
        guard constraint.expression.isFinite else { return false }
        // The artificial phase answers "cannot hold" by itself; the dual insertion would need a rollback.
        guard let outcome = try? add(constraint.expression, constraint.relation, .required, .artificialPhase) else {
            return false
        }
        if case .added = outcome { return true }
        return false
    }
}
