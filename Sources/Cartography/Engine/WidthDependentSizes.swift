// The second pass: views whose height depends on their width (wrapping text) are measured at the width solved.

import Foundation

extension LayoutEngine {
    /// The most extra solves one layout pass makes for width-dependent views. Wrapping usually settles
    /// in one (measured at the solved width, a label keeps that width or hugs to its widest line, which
    /// wraps the same way); nested labels whose widths depend on one another's heights may need more; a
    /// layout still changing after three is oscillating (a width that grows with the height, say), and
    /// is reported instead of solved for ever.
    static let maximumWidthPasses = 3

    /// After a solve: tells each width-dependent view the width it got; if that changes its intrinsic
    /// size, syncs (which replaces only its content-size and baseline constraints) and solves again,
    /// up to ``maximumWidthPasses`` times. Views still changing after that keep the last solution and are
    /// reported through ``LayoutIssues``, once per layout pass; the next pass starts from there.
    func settleWidthDependentSizes(_ size: CGSize) {
        guard !widthDependentViews.isEmpty else { return }
        for pass in 0...LayoutEngine.maximumWidthPasses {
            var changing: [(view: View, width: CGFloat)] = []
            for view in widthDependentViews {
                guard let variables = view.layoutVariables else { continue }
                let width = CGFloat(variables.width.value + 0)
                if view.intrinsicSizeChanges(atLayoutWidth: width) {
                    changing.append((view, width))
                } else {
                    // Nothing changes, but later measurements start from the width it has now.
                    view.adoptLayoutWidth(width)
                }
            }
            if changing.isEmpty { return }
            guard pass < LayoutEngine.maximumWidthPasses else {
                reportUnsettled(changing.map(\.view))
                return
            }
            for (view, width) in changing { view.adoptLayoutWidth(width) }
            sync()
            solver.updateVariables()
            if !rootSizeHolds(size) { leaveOutConstraintsConflictingWithRootSize(size) }
            statistics.widthPasses += 1
        }
    }

    private func reportUnsettled(_ views: [View]) {
        let names = views.map { view in
            let width = view.layoutVariables.map { formatAmount(CGFloat($0.width.value)) } ?? "?"
            return "\(view.debugName) (laid out \(width) wide, its content would then need another size)"
        }
        LayoutIssues.report(
            .unsettledLayout(
                "the size of \(names.joined(separator: ", ")) depends on its width, which depends on its size: "
                    + "still changing after \(LayoutEngine.maximumWidthPasses) extra solves; the last solution is kept")
        )
    }
}
