// Solving a root view's constraints for the size that best fits a target, as systemLayoutSizeFitting does.

import Cassowary
import Foundation

extension LayoutEngine {
    /// The root's size when its width and height are only asked to be `target`'s at the given priorities
    /// instead of the host's size just below required: UIKit's fitting solve. Frames are not written; the
    /// next layout pass solves at the host's size again.
    ///
    /// A required priority is the root-size strength (999.999): an edit variable cannot be required, and
    /// only a required constraint of the layout could beat it, which would be a conflict anyway.
    func fittingSize(
        _ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        if needsSync { sync() }
        let variables = variables(of: root)
        let edits: [(Variable, LayoutPriority, CGFloat)] = [
            (variables.width, horizontal, target.width), (variables.height, vertical, target.height),
        ]
        for (variable, priority, value) in edits {
            let strength =
                priority.isRequired || !priority.isValid ? LayoutEngine.rootSizeStrength : priority.strength
            try? solver.removeEditVariable(variable)
            try? solver.addEditVariable(variable, strength: strength)
            try? solver.suggestValue(variable, fittingTarget(value))
        }
        solver.updateVariables()
        settleFittingWidthDependentSizes()
        let size = CGSize(width: variables.width.value + 0, height: variables.height.value + 0)
        for (variable, _, _) in edits {
            try? solver.removeEditVariable(variable)
            try? solver.addEditVariable(variable, strength: LayoutEngine.rootSizeStrength)
        }
        // The next pass suggests the host's size again and writes the frames at it.
        suggestedSize = nil
        root.needsLayoutFlag = true
        return size
    }

    /// A target the solver can take: `layoutFittingExpandedSize`'s huge values become a large finite one (the solver takes values up to 1e6).
    private func fittingTarget(_ value: CGFloat) -> Double {
        let double = Double(value)
        guard double.isFinite else { return 0 }
        return min(max(0, double), 1e6)
    }

    /// Wrapping labels measured at the width the fitting solve gave them (see `settleWidthDependentSizes`).
    private func settleFittingWidthDependentSizes() {
        for _ in 0..<LayoutEngine.maximumWidthPasses {
            var changed = false
            for view in widthDependentViews {
                guard let variables = view.layoutVariables else { continue }
                let width = CGFloat(variables.width.value + 0)
                if view.intrinsicSizeChanges(atLayoutWidth: width) {
                    view.adoptLayoutWidth(width)
                    changed = true
                }
            }
            guard changed else { return }
            sync()
            solver.updateVariables()
        }
    }
}
