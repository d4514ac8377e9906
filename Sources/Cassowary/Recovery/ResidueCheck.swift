// Checking that the required constraints hold at a read, and repairing the tableau when one does not.

extension Solver {
    /// Checks that every held required constraint holds; if one broke, rebuilds the tableau from the
    /// records, and if a fresh build still breaks one (its own adds computed with large values), refines the
    /// values (see `refineValues`).
    ///
    /// Asked for after a constraint left the tableau incrementally: removing one pivots its marker out
    /// through rows computed with its numbers, and when those were much larger than the rest (a constant of
    /// 1e6 against coefficients of 1e-3), what they leave in other rows' constants can exceed the small
    /// constraints' own size; a rebuild leaves no residue. Asked for too after every change to an
    /// ill-conditioned tableau (see `RecoveryPoint.afterChange`): one that keeps a coefficient whose history
    /// outgrew `Tolerance.historyLimit`, as a fresh build of nearly parallel constraints does, carries real
    /// errors of a millionth of its operands, and the cancellation rule can then drop a real term. Costs a
    /// pass over the required constraints' terms, at a read, and only in those two cases: a layout's resize
    /// never pays it.
    func repairResidueIfNeeded() {
        needsResidualCheck = false
        guard !heldRequiredConstraintsHold() else { return }
        counts.residueRepairs += 1
        rebuild()
        tableau.conditioning.largestConstantComputed = tableau.largestConstant()
        if !heldRequiredConstraintsHold() { refineValues() }
    }

    /// Whether every held required constraint holds at the tableau's current values, to a relative residual.
    func heldRequiredConstraintsHold() -> Bool {
        for case let record? in records where record.constraint.strength.isRequired && record.markers.hasRow {
            if !tableau.satisfies(record.constraint.expression, record.constraint.relation) { return false }
        }
        return true
    }
}
