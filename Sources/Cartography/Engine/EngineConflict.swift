// Conflicts the engine found, kept with references for hosts and diagnostics.

import Cassowary

/// A required constraint the engine had to leave out, and the minimal set it conflicts with.
struct EngineConflict {
    /// The constraint left out.
    let leftOut: LayoutConstraint
    /// The held constraints it conflicts with (layout constraints), in the order added.
    let conflictingLayoutConstraints: [LayoutConstraint]
    /// Conflicting solver constraints that are not layout constraints (frame-keeping ones), by label.
    let otherConflicts: [String]

    var report: ConflictReport {
        ConflictReport(
            leftOut: leftOut.description,
            conflictsWith: otherConflicts + conflictingLayoutConstraints.map(\.description))
    }
}

extension LayoutEngine {
    func recordConflict(leftOut layout: LayoutConstraint, conflicts conflictSet: [Constraint]) {
        var layoutConstraints: [LayoutConstraint] = []
        var others: [String] = []
        for solverConstraint in conflictSet {
            if let entry = held.first(where: { $0.solver === solverConstraint }) {
                layoutConstraints.append(entry.layout)
            } else {
                others.append(solverConstraint.label ?? solverConstraint.description)
            }
        }
        let conflict = EngineConflict(
            leftOut: layout, conflictingLayoutConstraints: layoutConstraints, otherConflicts: others)
        conflicts.append(conflict)
        // A left-out constraint is retried at every sync; report a conflict once, not at every pass.
        if !previousConflicts.contains(where: { $0.report == conflict.report }) {
            LayoutIssues.report(.unsatisfiable(conflict.report))
        }
    }
}
