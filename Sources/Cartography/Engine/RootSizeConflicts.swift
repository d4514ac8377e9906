// When required constraints contradict the host's size, leave one out, as Auto Layout does.

import Cassowary
import Foundation

extension LayoutEngine {
    /// Whether the solved root size is the one the host gave. The root's size is an edit variable just
    /// below required (so that a resize is a suggestion, not a rebuild); if required constraints force
    /// another size, the suggestion loses, and that is a conflict UIKit would report.
    func rootSizeHolds(_ size: CGSize) -> Bool {
        let variables = variables(of: root)
        func matches(_ value: Double, _ target: CGFloat) -> Bool {
            abs(value - Double(target)) <= 1e-7 * max(1, abs(Double(target)))
        }
        return matches(variables.width.value, size.width) && matches(variables.height.value, size.height)
    }

    /// Finds a minimal set of constraints that contradict the root size, leaves out the last added of
    /// them (keeping it active, as UIKit keeps a broken constraint), reports it, and solves again;
    /// repeats while the root size does not hold.
    func leaveOutConstraintsConflictingWithRootSize(_ size: CGSize) {
        let variables = variables(of: root)
        let probes = [
            Constraint(
                variables.width - Double(size.width), .equal,
                label: "\(root.debugName).width == \(formatConstant(size.width)) (the host's size)"),
            Constraint(
                variables.height - Double(size.height), .equal,
                label: "\(root.debugName).height == \(formatConstant(size.height)) (the host's size)"),
        ]
        for _ in 0..<held.count {
            let conflictSet = solver.conflicts(with: probes)
            let members = held.filter { entry in conflictSet.contains { $0 === entry.solver } }
            guard let leftOut = members.max(by: { $0.token < $1.token }) else { return }
            try? solver.remove(leftOut.solver)
            held.removeAll { $0.solver === leftOut.solver }
            leftOut.layout.heldBy = nil
            statistics.constraintsRemoved += 1
            recordConflict(
                leftOut: leftOut.layout,
                conflicts: probes + conflictSet.filter { $0 !== leftOut.solver })
            solver.updateVariables()
            if rootSizeHolds(size) { return }
        }
    }
}
