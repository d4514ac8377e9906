// When required constraints contradict the host's size, leave one out, as Auto Layout does.

import Cassowary
import Foundation

extension LayoutEngine {
    /// Whether the solved root size is the one the host gave. The root's size is an edit variable just
    /// below required (so that a resize is a suggestion, not a rebuild); if required constraints force
    /// another size, the suggestion loses, and that is a conflict UIKit would report.
    func rootSizeHolds(_ size: CGSize) -> Bool {
        violatedRootDimensions(size).isEmpty
    }

    /// The host's size of each root dimension the solution does not honour, as a required constraint.
    func violatedRootDimensions(_ size: CGSize) -> [Constraint] {
        let variables = variables(of: root)
        var probes: [Constraint] = []
        for (variable, target, name) in [
            (variables.width, size.width, "width"), (variables.height, size.height, "height"),
        ]
        where abs(variable.value - Double(target)) > 1e-7 * max(1, abs(Double(target))) {
            probes.append(
                Constraint(
                    variable - Double(target), .equal,
                    label: "\(root.debugName).\(name) == \(formatConstant(target)) (the host's size)"))
        }
        return probes
    }

    /// Finds a minimal set of constraints that contradict the root size, leaves out the last added of
    /// them (keeping it active, as UIKit keeps a broken constraint), reports it, and solves again;
    /// repeats while the root size does not hold.
    func leaveOutConstraintsConflictingWithRootSize(_ size: CGSize) {
        for _ in 0..<held.count {
            let probes = violatedRootDimensions(size)
            guard !probes.isEmpty else { return }
            let conflictSet = solver.conflicts(with: probes)
            let members = held.filter { entry in conflictSet.contains { $0 === entry.solver } }
            guard let leftOut = members.max(by: { $0.token < $1.token }) else { return }
            try? solver.remove(leftOut.solver)
            releaseConstantEdit(of: leftOut.layout)
            held.removeAll { $0.solver === leftOut.solver }
            leftOut.layout.heldBy = nil
            statistics.constraintsRemoved += 1
            recordConflict(leftOut: leftOut.layout, conflicts: probes + conflictSet.filter { $0 !== leftOut.solver })
            solver.updateVariables()
        }
    }
}
