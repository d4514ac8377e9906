// A text report of a whole tree: views, frames, constraints, conflicts, ambiguity, broken priorities.

import Foundation

extension LayoutDiagnostics {
    /// The report as text: the view tree with every frame and the constraints installed on each view,
    /// then the conflicts, the ambiguous views and the broken priorities.
    public var report: String {
        var lines: [String] = []
        lines.append(
            "Layout of \(root.debugName), \(formatConstant(root.bounds.width)) × \(formatConstant(root.bounds.height))")
        lines.append("")
        lines.append("Views, with the constraints installed on each (their items' closest common ancestor):")
        appendTree(root, depth: 1, to: &lines)

        lines.append("")
        if conflicts.isEmpty {
            lines.append("Conflicts: none.")
        } else {
            lines.append("Conflicts (required constraints that cannot all hold; the last added was left out):")
            for conflict in conflicts {
                lines.append("  Left out: \(conflict.leftOut)")
                for other in conflict.otherConflicts { lines.append("    conflicts with: \(other)") }
                for member in conflict.conflictingConstraints { lines.append("    conflicts with: \(member)") }
            }
        }

        lines.append("")
        if ambiguities.isEmpty {
            lines.append("Ambiguous layout: none; every frame is fixed by the constraints.")
        } else {
            lines.append("Ambiguous layout (the constraints leave these free; the solver picked one solution):")
            for ambiguity in ambiguities {
                let attributes = ambiguity.attributes.map(\.rawValue).joined(separator: ", ")
                let note = huggingTieNote(for: ambiguity.view).map { " \($0)" } ?? ""
                lines.append("  \(ambiguity.view.debugName): \(attributes)\(note)")
            }
        }

        lines.append("")
        if brokenConstraints.isEmpty {
            lines.append("Broken priorities: none; every preference is met.")
        } else {
            lines.append("Broken priorities (preferences the layout could not meet):")
            for broken in brokenConstraints {
                lines.append("  \(broken.constraint): off by \(formatAmount(broken.violation))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func appendTree(_ view: View, depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        var line = "\(indent)\(view)"
        let free = ambiguousAttributes(of: view)
        if !free.isEmpty { line += "  [ambiguous: \(free.map(\.rawValue).joined(separator: ", "))]" }
        if view.translatesAutoresizingMaskIntoConstraints && view !== root { line += "  [keeps its frame]" }
        lines.append(line)
        for constraint in view.constraints + view.contentSizeLayoutConstraints {
            var entry = "\(indent)    · \(constraint)"
            if conflicts.contains(where: { $0.leftOut === constraint }) { entry += "  [LEFT OUT]" }
            if let broken = brokenConstraints.first(where: { $0.constraint === constraint }) {
                entry += "  [broken by \(formatAmount(broken.violation))]"
            }
            lines.append(entry)
        }
        for subview in view.subviews { appendTree(subview, depth: depth + 1, to: &lines) }
    }
}

/// A distance with at most two decimals: `240`, `12.5`, `0.33`.
func formatAmount(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    return formatConstant(CGFloat(rounded))
}
