// Finding a minimal set of required constraints that conflict with one that cannot be added.

extension Solver {
    /// A minimal set of the held required constraints (plus `extra`, constraints added in the same batch)
    /// that together with `constraint` cannot hold: removing any one of them would let it hold.
    ///
    /// Progression search: add the failing constraint, then the candidates in order to a fresh tableau;
    /// the candidate whose addition first fails belongs to every conflict within that prefix. Keep it,
    /// restart with it added first and the prefix before it as candidates, until the kept constraints
    /// alone fail. Each round is one linear-time build, so the cost is the conflict's size times a build.
    func explainConflict(of constraint: Constraint, alsoHolding extra: [Constraint]) -> [Constraint] {
        var candidates: [Constraint] = []
        for case let record? in records where record.editVariable == nil && record.constraint.strength.isRequired {
            candidates.append(record.constraint)
        }
        candidates += extra.filter { $0.strength.isRequired }
        var members: [Int] = []
        var limit = candidates.count
        while true {
            var scratch = Tableau(serial: tableauSerials.add(1, ordering: .relaxed).newValue, usesVariableSlots: false)
            guard scratch.holds(constraint) else { break }
            var keptFail = false
            for member in members where !scratch.holds(candidates[member]) {
                keptFail = true
                break
            }
            if keptFail { break }
            var found = -1
            for index in 0..<limit where !scratch.holds(candidates[index]) {
                found = index
                break
            }
            if found < 0 { break }
            members.append(found)
            limit = found
        }
        return members.sorted().map { candidates[$0] }
    }
}

extension Tableau {
    /// Adds a required constraint to a throwaway tableau; false if it cannot hold.
    fileprivate mutating func holds(_ constraint: Constraint) -> Bool {
        guard let outcome = try? add(constraint.expression, constraint.relation, .required) else { return false }
        if case .added = outcome { return true }
        return false
    }
}
