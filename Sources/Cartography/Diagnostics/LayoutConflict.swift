// Conflicts the engine found: the constraint left out and a minimal set it conflicts with.

import Cassowary

/// Required constraints that could not all hold: the one the engine left out (the last added of a
/// minimal conflicting set) and the others of that set. Removing any one of them resolves it.
public struct LayoutConflict {
    /// The constraint left out; it stays active, as UIKit keeps a broken constraint.
    public let leftOut: LayoutConstraint
    /// The other layout constraints of the minimal set, in the order they were added.
    public let conflictingConstraints: [LayoutConstraint]
    /// Members of the set that are not layout constraints: the host's size of the root view, or a
    /// view kept at its frame by `translatesAutoresizingMaskIntoConstraints`.
    public let otherConflicts: [String]

    /// The same, as text that can cross threads.
    public var report: ConflictReport {
        ConflictReport(
            leftOut: leftOut.description,
            conflictsWith: otherConflicts + conflictingConstraints.map(\.description))
    }

    /// Whether a constraint is part of this conflict.
    public func involves(_ constraint: LayoutConstraint) -> Bool {
        leftOut === constraint || conflictingConstraints.contains { $0 === constraint }
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
        let conflict = LayoutConflict(
            leftOut: layout, conflictingConstraints: layoutConstraints, otherConflicts: others)
        conflicts.append(conflict)
        // A left-out constraint is retried at every sync; report a conflict once, not at every pass.
        if !previousConflicts.contains(where: { $0.report == conflict.report }) {
            LayoutIssues.report(.unsatisfiable(conflict.report))
        }
    }
}
