// One running previewer window: the grid, the window around it, and what tests can ask of them.

import GtkKit

/// The window with its grid, and the operations the app, its action and the control channel share.
@MainActor
final class PreviewerSession {
    let grid: GridView
    let window: PreviewerWindow
    let source: NineGridLayout
    let debugOverlay: DebugOverlay
    private let actions: DebugActions
    private let sizer: ContentSizer

    /// `actions` are the application's `app.debug` and `app.report`; their handlers call `debugOverlayDidChange`
    /// and `reportDidChange`.
    init(application: Application, source: NineGridLayout, actions: DebugActions) {
        self.source = source
        self.actions = actions
        grid = GridView(source: source)
        debugOverlay = DebugOverlay(grid: grid, source: source)
        window = PreviewerWindow(application: application, root: debugOverlay.widget, refreshTitle: source.refreshTitle)
        sizer = ContentSizer(window: window)
        window.attach(debugOverlay.reportPanel)
        actions.report.isEnabled = false
        // Whatever closes the panel, the action (and so Ctrl+E) follows.
        debugOverlay.reportPanel.popover.onClosed { actions.report.isOn = false }
        window.debugButton.onSecondaryPress {
            if actions.report.isEnabled { actions.report.isOn.toggle() }
        }
    }

    /// `app.debug` changed: show or hide the overlay; the report is available only while it is shown.
    func debugOverlayDidChange(_ isOn: Bool) {
        debugOverlay.isOn = isOn
        if !isOn { actions.report.isOn = false }
        actions.report.isEnabled = isOn
    }

    /// `app.report` changed: open or close the report panel.
    func reportDidChange(_ isOpen: Bool) {
        debugOverlay.reportPanel.isOpen = isOpen
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

    /// Turns the debug overlay on or off through `app.debug` (so the toggle button follows), then calls
    /// `completion(true)` once the window shows it: after the overlay's next drawing when turning it on, after
    /// the next frame when turning it off. Calls `completion(false)` if that takes over `timeoutMilliseconds`.
    func setDebugOverlay(
        _ isOn: Bool, timeoutMilliseconds: Int = 3000, completion: @escaping @MainActor (Bool) -> Void
    ) {
        actions.debug.isOn = isOn
        var pending: (@MainActor (Bool) -> Void)? = completion
        let timer = MainLoop.after(milliseconds: timeoutMilliseconds) {
            pending?(false)
            pending = nil
        }
        let done: @MainActor () -> Void = {
            timer.cancel()
            pending?(true)
            pending = nil
        }
        if isOn {
            debugOverlay.afterNextDraw(done)
        } else {
            window.window.afterNextFrame(done)
        }
    }

    /// The layout report (`LayoutDiagnostics.report`) at the root's current size.
    func explain() -> String {
        source.diagnostics(rootSize: grid.rootSize).report
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

/// The application's on/off actions for debugging: `app.debug` (Ctrl+D, the header bar's eye) shows the
/// overlay, `app.report` (Ctrl+E, or a right-click on the eye) the report panel.
struct DebugActions {
    let debug: ToggleAction
    let report: ToggleAction
}
