// The nine-grid as the Cartography library lays it out: the previewer's layout source.

import Cartography
import Foundation
import Gallery
import GtkKit

/// The seed's demo, `NineGridViewController`, laid out by Cartography for whatever size GTK gives the
/// root view. A resize only suggests the new size to the solver; Refresh runs the view controller's
/// bar button, exactly as tapping it on iOS runs `refreshShowView()`.
@MainActor
final class NineGridLayout: PreviewLayoutSource {
    let controller: NineGridViewController
    private(set) var counters = LayoutCounters()

    /// Builds the view controller with `generator`; `fixedCount` (1…9) replaces the random count.
    init(generator: any RandomNumberGenerator, fixedCount: Int?) throws(NineGridError) {
        controller = NineGridViewController(generator: generator)
        try controller.fixCellCount(fixedCount)
        _ = controller.view  // viewDidLoad builds the views and constraints.
        counters.rebuilds = 1
    }

    /// The title of the view controller's right bar button, for the header bar.
    var refreshTitle: String { controller.navigationItem.rightBarButtonItem?.title ?? "Refresh" }

    var cells: [PreviewCell] {
        controller.showView.subviews.map { view in
            let color = view.backgroundColor ?? .clear
            return PreviewCell(
                color: RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha),
                text: (view as? Label)?.text ?? "")
        }
    }

    func layout(rootSize: CGSize) -> PreviewFrames {
        let root = controller.view
        root.frame = CGRect(origin: .zero, size: rootSize)
        root.layoutIfNeeded()
        counters.solves += 1
        return PreviewFrames(container: controller.showView.frame, cells: controller.showView.subviews.map(\.frame))
    }

    func refresh() {
        controller.navigationItem.rightBarButtonItem?.perform()
        counters.rebuilds += 1
    }

    /// The diagnostics of the layout at `rootSize`: conflicts, ambiguity, broken priorities and the report.
    ///
    /// Measuring lays the tree out at other heights (see `fittingHeight`), so this sets the size again before
    /// asking; at the size of the last layout pass that changes nothing, and it is not counted as a solve.
    func diagnostics(rootSize: CGSize) -> LayoutDiagnostics {
        let root = controller.view
        root.frame = CGRect(origin: .zero, size: rootSize)
        return root.layoutDiagnostics()
    }

    /// The root size the previewer gives the layout for a content area of `contentSize`: as wide, and as tall
    /// as the layout needs if that is more (the root then scrolls), as `GridView` measures it.
    func rootSize(forContent contentSize: PixelSize) -> CGSize {
        let width = Double(contentSize.width)
        let fitting = fittingHeight(forWidth: width).rounded(.up)
        return CGSize(width: width, height: max(Double(contentSize.height), fitting))
    }

    /// What the layout engine has done: constraint syncs, additions, removals, solver rebuilds.
    var engineStatistics: LayoutStatistics { controller.view.layoutStatistics }
}
