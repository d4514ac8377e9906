// One running previewer window: the preview shown, its renderer, the window around it, and what tests can ask of them.

import Cartography
import Foundation
import GtkKit
import ViewRendering

/// The window with the preview it shows, and the operations the app, its actions and the control channel share.
@MainActor
final class PreviewerSession {
    let catalog: PreviewCatalog
    let renderer: ViewRenderer
    let window: PreviewerWindow
    let debugOverlay: DebugOverlay
    /// Plays the previews' `UIView.animate` blocks on the window's frame clock.
    let animator: ViewAnimator
    private(set) var document: PreviewDocument
    /// The seed every preview's body gets, so that switching back shows the same content.
    let seed: UInt32
    let itemCount: Int?
    private let actions: SessionActions
    private let sizer: ContentSizer
    /// Glides the window's width back and forth (`--sweep`, `app.sweep`).
    let sweep: WidthSweep

    /// `actions` are the application's; their handlers call the session (`debugOverlayDidChange`, …).
    init(
        application: Application, catalog: PreviewCatalog, document: PreviewDocument, itemCount: Int?,
        sweepRange: ClosedRange<Int>?, actions: SessionActions
    ) {
        self.catalog = catalog
        self.document = document
        self.seed = document.seed
        self.itemCount = itemCount
        self.actions = actions
        renderer = ViewRenderer(root: document.root)
        animator = ViewAnimator(renderer: renderer)
        animator.install()
        debugOverlay = DebugOverlay(renderer: renderer)
        let sidebar = PreviewSidebar()
        window = PreviewerWindow(application: application, root: debugOverlay.widget, sidebar: sidebar)
        sizer = ContentSizer(window: window)
        let range = sweepRange ?? 320...1024
        sweep = WidthSweep(window: window, minimum: range.lowerBound, maximum: range.upperBound)
        debugOverlay.document = document
        renderer.willLayout = { [unowned self] size in self.document.layOut(rootSize: size) }
        animator.onAnimationStarted = { [unowned self] in self.window.slowAnimationsButton.isVisible = true }
        window.willPlaceContent = { [unowned renderer] size in renderer.viewportHeight = size.height }
        renderer.routeDrags()
        window.attach(debugOverlay.reportPanel)
        actions.report.isEnabled = false
        // Whatever closes the panel, the action (and so Ctrl+E) follows.
        debugOverlay.reportPanel.popover.onClosed { actions.report.isOn = false }
        window.debugButton.onSecondaryPress {
            if actions.report.isEnabled { actions.report.isOn.toggle() }
        }
        window.leftButton.onClicked { [unowned self] in
            if let item = self.document.leftBarButton { self.perform(item) }
        }
        sidebar.show(catalog)
        sidebar.captureKeys(from: window.window)
        sidebar.onPreviewSelected { [unowned self] index in self.showPreview(at: index) }
        if let index = catalog.previews.firstIndex(where: { $0.name == document.preview.name }) {
            sidebar.select(index)
        }
        documentDidChange()
    }

    // MARK: Previews

    /// Shows the catalog's preview at `index` (the sidebar's order), made fresh with the session's seed. A body
    /// that throws leaves the current preview on screen and says why in the subtitle.
    func showPreview(at index: Int) {
        if let problem = problemShowingPreview(at: index) {
            window.setTitle(document.title, subtitle: problem)
            Console.printError("previewer: \(problem)")
        }
    }

    /// Shows the preview called `name`; what went wrong, or nil when it is on screen.
    func showPreview(named name: String) -> String? {
        guard let index = window.sidebar.entries.firstIndex(where: { $0.preview.name == name }) else {
            let names = catalog.previews.map(\.name).joined(separator: ", ")
            return "there is no preview called \"\(name)\" (the previews: \(names))"
        }
        window.sidebar.select(index)
        return problemShowingPreview(at: index)
    }

    private func problemShowingPreview(at index: Int) -> String? {
        let entries = window.sidebar.entries
        guard entries.indices.contains(index) else { return "there is no preview number \(index)" }
        let (group, preview) = entries[index]
        do {
            show(try PreviewDocument(preview: preview, groupName: group, seed: seed, itemCount: itemCount))
            return nil
        } catch {
            return "the preview \"\(preview.name)\" failed: \(error)"
        }
    }

    private func show(_ newDocument: PreviewDocument) {
        // The old tree's animations end where they were going; their completions learn they were cut short.
        animator.finishAll(finished: false)
        window.slowAnimationsButton.isVisible = animator.isSlow
        document = newDocument
        debugOverlay.document = newDocument
        renderer.show(newDocument.root)
        documentDidChange()
        // A preview that declares its size is shown at it, as Xcode shows a sized preview.
        if let size = newDocument.declaredSize, size != window.contentSize,
            window.problemResizingContent(to: size) == nil
        {
            sizer.resize(to: size) { _ in }
        }
    }

    /// Brings the header bar in step with the document: its title and bar buttons, as a navigation bar shows them.
    private func documentDidChange() {
        window.setTitle(document.title, subtitle: "\(document.preview.name) · seed \(document.seed)")
        let badge = debugOverlay.layoutTimeBadge
        if document.preview.traits.showsLayoutTimes {
            renderer.onLayoutTimed = { (duration: Duration) in badge.show(duration) }
        } else {
            renderer.onLayoutTimed = nil
            badge.show(nil)
        }
        let right = document.rightBarButton
        actions.refresh.isEnabled = right != nil
        window.refreshButton.isVisible = right != nil
        window.refreshButton.setLabel(right?.title ?? "")
        let left = document.leftBarButton
        window.leftButton.isVisible = left != nil
        window.leftButton.setLabel(left?.title ?? "")
        debugOverlay.documentDidChange()
    }

    // MARK: Actions

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

    /// `app.sweep` changed (or a control command): start or stop gliding the width.
    func sweepDidChange(_ isOn: Bool) {
        if isOn { sweep.start() } else { sweep.stop() }
    }

    /// Starts or stops the sweep through its action, so the header bar's button follows.
    func setSweeping(_ isOn: Bool) {
        actions.sweep.isOn = isOn
    }

    /// `app.slow-animations` changed (Ctrl+T, the header bar's toggle, `--slow-animations`).
    func slowAnimationsDidChange(_ isOn: Bool) {
        animator.isSlow = isOn
        if isOn { window.slowAnimationsButton.isVisible = true }
    }

    /// Scrolls the innermost scroll view under (x, y) of the root view as the wheel does; false when none moved.
    func scroll(atX x: Double, y: Double, dx: Double, dy: Double) -> Bool {
        renderer.scroll(at: CGPoint(x: x, y: y), dx: dx, dy: dy)
    }

    /// Runs an `animations` command; `done` runs once the window shows its result.
    func drive(_ request: AnimationsCommand, done: @escaping @MainActor () -> Void) {
        switch request {
        case .pause:
            animator.isPaused = true
            done()
        case .play:
            animator.isPaused = false
            done()
        case .wait:
            animator.whenIdle(done)
        case .step(let fraction):
            animator.step(to: fraction, shown: done)
        case .slow(let isOn):
            actions.slowAnimations.isOn = isOn
            done()
        }
    }

    /// What the `animations` field of replies says.
    func animationState() -> ControlReply.Animations {
        ControlReply.Animations(
            running: animator.runningCount, paused: animator.isPaused, slow: animator.isSlow,
            completed: animator.completedCount)
    }

    /// `app.sidebar` changed: show or hide the list of previews.
    func sidebarDidChange(_ isVisible: Bool) {
        window.isSidebarVisible = isVisible
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
        // The list, not the filter, starts with the focus: typing still goes to the filter (it captures the
        // window's keys), and no text cursor blinks in a window people take pictures of.
        window.sidebar.focusList()
    }

    /// The right bar button's action (`app.refresh`, Ctrl+R): the nine-grid's Refresh.
    func refresh() {
        if let item = document.rightBarButton { perform(item) }
    }

    private func perform(_ item: BarButtonItem) {
        document.perform(item)
        // The action may have changed the bar itself.
        documentDidChange()
        renderer.setNeedsLayout()
    }

    /// Clicks the right bar button (emits "clicked", as a real click does) and calls `completion` after the
    /// new layout.
    func clickRefresh(completion: @escaping @MainActor () -> Void) {
        renderer.afterNextLayout(completion)
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
        document.diagnostics(rootSize: renderer.rootSize).report
    }

    /// The current frames of every view.
    func frames() -> FrameReport {
        FrameReport(window: window, renderer: renderer, document: document)
    }

    /// Saves the whole window (header bar included) as a PNG file.
    func saveSnapshot(to path: String) throws(SnapshotError) {
        try window.window.savePNG(to: path)
    }

    /// The counters `stats` reports.
    func stats() -> ControlReply.Stats {
        let engine = document.engineStatistics
        return ControlReply.Stats(
            layoutPasses: renderer.layoutPasses, layoutRebuilds: document.counters.rebuilds,
            layoutSolves: document.counters.solves, widgetsCreated: renderer.widgetsCreated,
            engineSyncs: engine.syncs, constraintsAdded: engine.constraintsAdded,
            constraintsRemoved: engine.constraintsRemoved, solverRebuilds: engine.solver.rebuilds,
            rootSizeSuggestions: engine.rootSizeSuggestions, rssKiB: ProcessMemory.residentKiB(),
            sourceProblem: window.sourceProblem.problem, placementPasses: renderer.placementPasses,
            runningAnimations: animator.runningCount)
    }
}

/// The application's actions the session drives: `app.refresh` (the right bar button, Ctrl+R), `app.debug`
/// (Ctrl+D, the header bar's eye) shows the overlay, `app.report` (Ctrl+E, or a right-click on the eye) the
/// report panel, `app.slow-animations` (Ctrl+T) slows animations down.
struct SessionActions {
    let refresh: SimpleAction
    let debug: ToggleAction
    let report: ToggleAction
    /// `app.sweep` (Ctrl+Shift+S, the header bar's sweep button): the width glides back and forth.
    let sweep: ToggleAction
    /// `app.slow-animations` (Ctrl+T, the header bar's snail): animations ten times slower.
    let slowAnimations: ToggleAction
}
