// Content-size constants that change at every layout pass, changed in the solver in place instead of replaced.

@_spi(LayoutEngine) import Cassowary
import Foundation

extension LayoutEngine {
    /// Whether the solver holds `constraint`'s constant as an edit variable, so that a new constant is a
    /// suggestion rather than a removal and an addition.
    ///
    /// Only the content-size constraints of views whose size depends on their width (wrapping labels)
    /// do: their constants change in every layout pass that changes a width (the second pass measures
    /// them at the solved width), and replacing them dominated such layouts. Measured (release, 1,000
    /// wrapping labels in one column, fixed metrics): 71 % of the time went into `Solver.remove` of the
    /// replaced constraints (row substitution across the column's dense rows). Other constraints keep
    /// plain constants: an edit variable per constraint costs a row and two error symbols.
    func editsConstant(of constraint: LayoutConstraint) -> Bool {
        constraint.contentSizeRole != nil && (constraint.firstItem as? View)?.dependsOnLayoutWidth == true
    }

    /// The term that stands for `constraint`'s constant in its solver expression: the constant, or its
    /// edit variable (made, and given the constant, on first use).
    func constantTerm(of constraint: LayoutConstraint) -> LinearExpression {
        let constant = Double(constraint.constant)
        guard editsConstant(of: constraint) else { return LinearExpression(constant: constant) }
        if let edit = constraint.constantEdit, constraint.constantEditOwner === self { return LinearExpression(edit) }
        // Another live engine's solver holds the edit (a cell measured alone while its table still holds
        // it): a plain constant here, replaced when it changes.
        if constraint.constantEdit != nil, constraint.constantEditOwner != nil {
            return LinearExpression(constant: constant)
        }
        let edit = Variable("\(constraint.equationDescription) constant")
        do {
            // Above every priority a layout uses short of required (the root size's level), so the edit
            // always holds and the constraint reads exactly as if its constant were written in.
            try solver.addEditVariable(edit, strength: LayoutEngine.rootSizeStrength)
            try solver.suggestValue(edit, constant)
        } catch {
            return LinearExpression(constant: constant)
        }
        constraint.constantEdit = edit
        constraint.constantEditOwner = self
        return LinearExpression(edit)
    }

    /// Applies a new constant of a held constraint in place, if only its constant changed and the solver
    /// holds it as an edit variable; true when done (the constraint then stays as it is held).
    func changeConstantInPlace(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.needsSolverUpdate, constraint.heldBy === self,
            constraint.heldToken == constraint.activationToken, constraint.heldPriority == constraint.priority,
            let edit = constraint.constantEdit, constraint.constantEditOwner === self, constraint.constant.isFinite,
            // A label that stopped wrapping gets its plain constant back: replaced, the edit released.
            editsConstant(of: constraint)
        else { return false }
        do {
            try solver.suggestValue(edit, Double(constraint.constant))
        } catch {
            return false
        }
        constraint.needsSolverUpdate = false
        statistics.constantsChangedInPlace += 1
        return true
    }

    /// Takes a constraint's edit variable out of the solver once the constraint left it.
    func releaseConstantEdit(of constraint: LayoutConstraint) {
        guard let edit = constraint.constantEdit, constraint.constantEditOwner === self else { return }
        try? solver.removeEditVariable(edit)
        constraint.constantEdit = nil
        constraint.constantEditOwner = nil
    }
}
