// One running previewer window: the grid, the window around it, and what tests can ask of them.

import GtkKit

/// The window with its grid, and the operations the app, its action and the control channel share.
@MainActor
final class PreviewerSession {
    let grid: GridView
    let window: PreviewerWindow
    let source: NineGridLayout
    private let sizer: ContentSizer

    init(application: Application, source: NineGridLayout) {
        self.source = source
        grid = GridView(source: source)
        window = PreviewerWindow(application: application, root: grid.root, refreshTitle: source.refreshTitle)
        sizer = ContentSizer(window: window)
    }

    /// Shows the window; with `contentSize`, sizes it so the content area is exactly that, and calls `ready`
    /// once it is laid out at that size (or settled at another).
    func present(contentSize: PixelSize?, ready: @escaping @MainActor (ContentSizer.Outcome) -> Void) {
        if let contentSize {
            sizer.resize(to: contentSize, completion: ready)
        } else {
            window.afterNextContentAllocation { size in ready(.reached(size)) }
        }
        window.window.present()
    }

    /// The Refresh button's action: new cells from the layout source.
    func refresh() {
        grid.refresh()
    }

    /// Clicks Refresh (emits "clicked", as a real click does) and calls `completion` after the new layout.
    func clickRefresh(completion: @escaping @MainActor () -> Void) {
        grid.afterNextLayout(completion)
        window.refreshButton.emitClicked()
    }

    /// Resizes the content area and calls `completion` once the new size is laid out.
    func resize(to size: PixelSize, completion: @escaping @MainActor (ContentSizer.Outcome) -> Void) {
        sizer.resize(to: size, completion: completion)
    }

    /// The current frames of every view.
    func frames() -> FrameReport {
        FrameReport(window: window, grid: grid)
    }

    /// Saves the whole window (header bar included) as a PNG file.
    func saveSnapshot(to path: String) throws(SnapshotError) {
        try window.window.savePNG(to: path)
    }

    /// The counters `stats` reports.
    func stats() -> ControlReply.Stats {
        let engine = source.engineStatistics
        return ControlReply.Stats(
            layoutPasses: grid.layoutPasses, layoutRebuilds: grid.counters.rebuilds,
            layoutSolves: grid.counters.solves, cellWidgetsCreated: grid.cellWidgetsCreated,
            engineSyncs: engine.syncs, constraintsAdded: engine.constraintsAdded,
            constraintsRemoved: engine.constraintsRemoved, solverRebuilds: engine.solver.rebuilds,
            rootSizeSuggestions: engine.rootSizeSuggestions, rssKiB: ProcessMemory.residentKiB())
    }
}
