// One running previewer window: the preview shown, its renderer and the window around it.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

/// The window with the preview it shows, and the operations the app, its actions and the control channel share.
@MainActor
final class PreviewerSession {
    /// The preview on screen, its catalog, seed and count.
    private(set) var shown: ShownPreview
    /// The root as the window shows it: renderer, animator, overlays, zoom.
    let stage: PreviewStage
    let window: PreviewerWindow
    let actions: SessionActions
    private let sizer: ContentSizer
    /// Glides the window's width back and forth (`--sweep`, `app.sweep`).
    let sweep: WidthSweep
    private var laidOutSize: CGSize?
    /// Called after anything a restart must restore changed: the preview, the size, the overlay, the report.
    var onStateChange: (@MainActor () -> Void)?
    /// What the app tells the session about this run.
    var run = SessionRun()
    /// Selection, measuring, the ambiguity stepper and the exploded view (`Inspector/`).
    let inspector: Inspector
    /// The preview in several variants at once, shown instead of it while `app.variants` is on (`Variants/`).
    lazy var variants = VariantsCanvas { [unowned self] in
        (self.document, self.shown.itemCount, self.window.contentSize)
    }

    /// The preview on screen.
    var document: PreviewDocument { shown.document }
    /// Every preview the sidebar lists.
    var catalog: PreviewCatalog { shown.catalog }
    /// The seed every preview's body gets, so that switching back shows the same content.
    var seed: UInt32 { shown.seed }
    var renderer: ViewRenderer { stage.renderer }

    /// `actions` are the application's; their handlers call the session (`debugOverlayDidChange`, …).
    init(
        application: Application, catalog: PreviewCatalog, document: PreviewDocument, itemCount: Int?,
        sweepRange: ClosedRange<Int>?, actions: SessionActions
    ) {
        shown = ShownPreview(catalog: catalog, document: document, seed: document.seed, itemCount: itemCount)
        self.actions = actions
        document.show()
        stage = PreviewStage(document: document)
        let renderer = stage.renderer
        let sidebar = PreviewSidebar()
        window = PreviewerWindow(application: application, root: stage.canvas.widget, sidebar: sidebar)
        sizer = ContentSizer(window: window)
        let range = sweepRange ?? 320...1024
        sweep = WidthSweep(window: window, minimum: range.lowerBound, maximum: range.upperBound)
        inspector = Inspector(renderer: renderer)
        // The root sees the viewport the zoom leaves it: the content area divided by the zoom.
        window.content.willPlaceContent = { [unowned self] size in
            let area = self.stage.canvas.childSize(for: size)
            self.inspector.rootAreaWillChange(to: area)
            self.renderer.viewportHeight = area.height
        }
        connectInspector(actions: actions)
        connectLiveMode()
        connectVariants()
        renderer.onLayout = { [unowned self] in
            if self.renderer.rootSize != self.laidOutSize {
                self.laidOutSize = self.renderer.rootSize
                self.onStateChange?()
            }
            self.stage.debugOverlay.layoutDidChange()
            self.window.reportPane.layoutDidChange()
            self.window.header.problemCount.layoutDidChange()
            self.stage.overflowTape.show(self.overflow)
            self.inspector.layoutDidChange()
            self.scheduleSubtitleUpdate()
        }
        let pane = window.reportPane
        pane.report = { [unowned self] in self.reportText() }
        // The report needs no overlay: it is the library's diagnosis, whatever is drawn over the root.
        actions.closeReport.isEnabled = false
        pane.closeButton.onClicked { actions[.report].isOn = false }
        pane.copyButton.onClicked { pane.copy() }
        pane.saveButton.onClicked { [unowned self] in self.askWhereToSaveReport() }
        window.header.debugButton.onSecondaryPress { actions[.report].isOn.toggle() }
        window.header.problemCount.diagnostics = { [unowned self] in
            self.document.diagnostics(rootSize: self.renderer.rootSize)
        }
        window.header.problemCount.button.onClicked { actions[.report].isOn = true }
        window.header.leftButton.onClicked { [unowned self] in
            if let item = self.document.leftBarButton { self.perform(item) }
        }
        sidebar.show(catalog)
        sidebar.captureKeys(from: window.dialogParent)
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
            show(try shown.makeDocument(preview, groupName: group))
            return nil
        } catch {
            return "the preview \"\(preview.name)\" failed: \(error)"
        }
    }

    /// Swaps in the previews of a new build of the user's code: the preview of the same name (else the first)
    /// made fresh with the session's seed, at the window's current size, the overlay and report as they were.
    /// `showingFirst` opens the first preview instead: the user's code built for the first time, after the
    /// window opened on the gallery. What went wrong, or nil when the new layout is on its way to the screen.
    func replaceCatalog(_ newCatalog: PreviewCatalog, showingFirst: Bool = false) -> String? {
        shown.catalog = newCatalog
        let name = document.preview.name
        window.sidebar.show(newCatalog)
        let entries = window.sidebar.entries
        let kept = showingFirst ? nil : entries.firstIndex(where: { $0.preview.name == name })
        guard let index = kept ?? entries.indices.first else { return "the new build has no previews" }
        window.sidebar.select(index)
        let (group, preview) = entries[index]
        do {
            show(
                try shown.makeDocument(preview, groupName: group),
                sizingToDeclaredSize: false)
            return nil
        } catch {
            return "the preview \"\(preview.name)\" failed: \(error)"
        }
    }

    /// `sizingToDeclaredSize` false keeps the window's size (a reload), rather than the preview's own.
    private func show(_ newDocument: PreviewDocument, sizingToDeclaredSize: Bool = true) {
        // The old tree's animations end where they were going; their completions learn they were cut short.
        stage.animator.finishAll(finished: false)
        shown.scrollMemory.leave(document.preview.name, at: window.scrollOffset)
        document.hide()
        newDocument.show()
        shown.document = newDocument
        stage.debugOverlay.document = newDocument
        inspector.documentDidChange()
        renderer.show(newDocument.lifecycle)
        restoreScroll()
        documentDidChange()
        variants.documentDidChange()
        // A preview that declares its size is shown at it, as Xcode shows a sized preview.
        if sizingToDeclaredSize, let size = newDocument.declaredSize, size != window.contentSize,
            window.problemResizingContent(to: size) == nil
        {
            sizer.resize(to: size) { _ in }
        }
    }

    /// Brings the header bar in step with the document: its title and bar buttons, as a navigation bar shows them.
    private func documentDidChange() {
        window.setTitle(document.title, subtitle: subtitle)
        let badge = stage.debugOverlay.layoutTimeBadge
        if document.preview.traits.showsLayoutTimes {
            renderer.onLayoutTimed = { (duration: Duration) in badge.show(duration) }
        } else {
            renderer.onLayoutTimed = nil
            badge.show(nil)
        }
        let right = document.rightBarButton
        actions.refresh.isEnabled = right != nil
        window.header.refreshButton.isVisible = right != nil
        window.header.refreshButton.setLabel(right?.title ?? "")
        let left = document.leftBarButton
        window.header.leftButton.isVisible = left != nil
        window.header.leftButton.setLabel(left?.title ?? "")
        stage.debugOverlay.documentDidChange()
        onStateChange?()
    }

    /// The preview, its seed and, when the root is not the content area's size or overflows it, what happened.
    var subtitle: String {
        var parts = ["\(document.preview.name) · seed \(document.seed)"]
        let root = renderer.widget.allocatedSize
        let canvas = stage.canvas
        let content = canvas.childSize(for: window.contentSize)
        if variants.isOn { return parts[0] + " · \(variants.tiles.count) variants" }
        if canvas.percent != 100 { parts.append("zoom \(canvas.percent) %") }
        if renderer.keepsSize {
            let overflow = self.overflow
            parts.append(overflow.isEmpty ? "exact size" : "exact size, overflows \(overflow.description)")
        } else if root.height > content.height, content.height > 0 {
            parts.append("root \(root.width) × \(root.height), taller: scrolls")
        }
        return parts.joined(separator: " · ")
    }

    /// The overflow of the root as laid out now; empty unless the root keeps its size.
    var overflow: RootOverflow {
        renderer.keepsSize ? RootOverflow(root: document.root, size: renderer.rootSize) : RootOverflow()
    }

    /// Brings the subtitle up to date when the main loop is idle: changing the header bar inside a layout pass
    /// would have GTK measure the window again while it is allocating it.
    private func scheduleSubtitleUpdate() {
        window.updateTitleWhenIdle { [weak self] in self.map { ($0.document.title, $0.subtitle) } }
    }

    /// Turns the toggle `name` on or off through its action, so its button, menu item and remembered state
    /// follow, and the table's `apply` shows the change.
    func setToggle(_ name: ToggleName, _ isOn: Bool) {
        actions[name].isOn = isOn
    }

    // MARK: Actions

    /// Ctrl+F: opens the report if needed and puts the cursor in its search field.
    func findInReport() {
        setReportOpen(true) { [window] in window.reportPane.search.grabFocus() }
    }

    /// Ctrl+plus (`step` 1) and Ctrl+minus (-1): the next zoom level.
    func zoom(by step: Int) {
        if variants.isOn { return variants.zoom(by: step) }
        setZoom(ZoomLevel.stepped(from: stage.canvas.percent, by: step))
    }

    /// Draws the root and its overlays at `percent` (one of `ZoomLevel.percentages`): the root keeps its size and
    /// the window grows or shrinks around it, as a magnifier would; `completion` runs once it has.
    ///
    /// A window the screen's edge stops short of the zoomed size shows a smaller root; the next zoom starts from
    /// the root as it was before that, unless the window was resized since, so Ctrl+0 gives the window back.
    func setZoom(_ percent: Int, completion: @escaping @MainActor () -> Void = {}) {
        let current = window.contentSize
        let canvas = stage.canvas
        let root =
            canvas.zoomStart.flatMap { $0.content == nil || $0.content == current ? $0.root : nil }
            ?? canvas.childSize(for: current)
        canvas.percent = percent
        canvas.zoomStart = percent == 100 ? nil : ZoomStart(root: root, content: nil)
        let content = PixelSize(width: root.width * percent / 100, height: root.height * percent / 100)
        sizer.resize(to: content) { [weak self] _ in
            // A step superseded by the next one (Ctrl+0 pressed during the resize) leaves the next one's start.
            if let self, canvas.percent == percent, percent != 100 {
                canvas.zoomStart = ZoomStart(root: root, content: self.window.contentSize)
            }
            completion()
        }
        scheduleSubtitleUpdate()
    }

    /// Ctrl+? and F1: GTK's shortcuts window, listing every shortcut the application binds.
    func showShortcuts() {
        var groups: [ShortcutsWindow.Group] = []
        for shortcut in KeyboardShortcuts.all {
            let entry = ShortcutsWindow.Entry(
                accelerator: shortcut.accelerators.joined(separator: " "), title: shortcut.title)
            if let index = groups.firstIndex(where: { $0.title == shortcut.group }) {
                groups[index].entries.append(entry)
            } else {
                groups.append(ShortcutsWindow.Group(title: shortcut.group, entries: [entry]))
            }
        }
        ShortcutsWindow.present(groups, over: window.dialogParent)
    }

    /// Whether the report pane is open (or opening), as `app.report` says.
    var isReportOpen: Bool { actions[.report].isOn }

    private var reportObservers: [@MainActor () -> Void] = []

    /// `app.report` changed: open or close the report pane. The window grows (or shrinks) by the pane's width,
    /// then the content area is given back the size it had, so the root view the layout sees does not change.
    func reportDidChange(_ isOpen: Bool) {
        let content = window.contentSize
        actions.closeReport.isEnabled = isOpen && inspector.selected == nil
        if isOpen { window.reportPane.update() }
        window.setReportVisible(isOpen) { [weak self] _ in
            guard let self else { return }
            let settle: @MainActor (PixelSize) -> Void = { [weak self] _ in
                guard let self else { return }
                self.sizer.resize(to: content) { [weak self] _ in
                    guard let self else { return }
                    let observers = self.reportObservers
                    self.reportObservers = []
                    observers.forEach { $0() }
                }
            }
            if isOpen {
                self.window.keepContentWidth(content.width, completion: settle)
            } else {
                settle(content)
            }
        }
    }

    /// Opens or closes the report through `app.report` (so Ctrl+E and the eye follow) and calls `completion`
    /// once the window has made room for it (or taken the room back) and the content area has its size again.
    func setReportOpen(_ isOpen: Bool, completion: @escaping @MainActor () -> Void) {
        guard isOpen != actions[.report].isOn else { return completion() }
        reportObservers.append(completion)
        setToggle(.report, isOpen)
    }

    /// The report pane's text: the preview and its seed, what the root's size is and why, then the library's
    /// report for the layout at the root's current size.
    func reportText() -> String {
        ExplainReport.text(
            for: document, rootSize: renderer.rootSize, contentSize: window.contentSize, exactSize: renderer.keepsSize)
    }

    private func askWhereToSaveReport() {
        let name = document.preview.name.lowercased().replacingOccurrences(of: " ", with: "-")
        SaveDialog.run(title: "Save the layout report", suggestedName: "\(name)-report.txt", over: window.dialogParent)
        {
            [weak self] path in
            guard let self, let path else { return }
            if let problem = self.window.reportPane.save(to: path) { Console.printError("previewer: \(problem)") }
        }
    }

    /// Shows the window; with `contentSize`, sizes it so the content area is exactly that, and calls `ready`
    /// once it is laid out at that size (or settled at another).
    func present(contentSize: PixelSize?, ready: @escaping @MainActor (ContentSizer.Outcome) -> Void) {
        if let contentSize {
            sizer.resize(to: contentSize, completion: ready)
        } else {
            window.afterNextContentAllocation { size in ready(.reached(size)) }
        }
        window.present()
        // The list, not the filter, starts with the focus: typing still goes to the filter (it captures the
        // window's keys), and no text cursor blinks in a window people take pictures of.
        window.sidebar.focusList()
    }

    /// The right bar button's action (`app.refresh`, Ctrl+R): the nine-grid's Refresh.
    func refresh() {
        if let item = document.rightBarButton { perform(item) }
    }

    private func perform(_ item: BarButtonItem) {
        let side: BarButtonSide = item === document.leftBarButton ? .left : .right
        document.perform(item)
        variants.barButtonTapped(side)
        // The action may have changed the bar itself.
        documentDidChange()
        renderer.setNeedsLayout()
    }

    /// How a `resize` ended.
    enum ResizeOutcome {
        /// The content area has the requested size.
        case reached(PixelSize)
        /// The window settled at another size (the window manager, or GTK keeping the window on the screen,
        /// refused); it was then sized back to `restored`, the size before, or nil if that failed too.
        case refused(PixelSize, restored: PixelSize?)
    }

    /// Resizes the content area and calls `completion` once the new size is laid out. A size the window does
    /// not reach is undone: a half-done resize would leave the root at a size nobody asked for.
    func resize(to size: PixelSize, completion: @escaping @MainActor (ResizeOutcome) -> Void) {
        let before = window.contentSize
        sizer.resize(to: size) { [sizer] outcome in
            switch outcome {
            case .reached(let reached):
                completion(.reached(reached))
            case .settled(let actual):
                sizer.resize(to: before) { restoring in
                    if case .reached(let restored) = restoring {
                        completion(.refused(actual, restored: restored))
                    } else {
                        completion(.refused(actual, restored: nil))
                    }
                }
            }
        }
    }

    /// The current frames of every view.
    func frames() -> FrameReport {
        FrameReport(window: window, renderer: renderer, document: document, canvas: stage.canvas)
    }

    /// Saves the whole window (header bar included) as a PNG file.
    func saveSnapshot(to path: String) throws(SnapshotError) {
        try window.savePNG(to: path, scale: run.snapshotScale)
    }
}

/// The application's actions the session drives: `app.refresh` (the right bar button, Ctrl+R), Escape's two, and
/// every toggle of `PreviewToggles`, whose state they hold.
struct SessionActions {
    let refresh: SimpleAction
    /// Escape, while the report is open: enabled only then, so Escape reaches the rest of the window otherwise.
    let closeReport: SimpleAction
    /// Escape, while a view is selected (before the report closes): clears the selection.
    let clearSelection: SimpleAction
    /// Each toggle's action, by its name.
    let toggles: [ToggleName: ToggleAction]

    /// The action of the toggle `name`.
    subscript(_ name: ToggleName) -> ToggleAction {
        // Made for every case of `ToggleName` (`PreviewerApp.run`).
        toggles[name]!
    }
}
