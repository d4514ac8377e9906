// The window: a header bar that plays the preview's navigation bar, the sidebar of previews, and the scrolled
// content area that holds the root view.

import GtkKit

/// The previewer's window, and the one place that knows how the content area relates to the window's size.
@MainActor
final class PreviewerWindow {
    /// The root view's size when no `--size` is given: an iPhone 8 screen, in points.
    static let defaultWindowSize = PixelSize(width: 375, height: 667)
    /// The sidebar's width when the window opens.
    static let sidebarWidth = 220

    private let window: Window
    /// The preview's right bar button (the nine-grid's Refresh), bound to `app.refresh` (Ctrl+R).
    let refreshButton = Button(label: "Refresh")
    /// The preview's left bar button, if it has one.
    let leftButton = Button(label: "")
    /// Shows the debug overlay; bound to the `app.debug` action, so it stays pressed exactly while the overlay is on.
    /// An icon GTK bundles (an eye): a label would make the narrowest window wider.
    let debugButton = ToggleButton(iconName: "view-reveal-symbolic")
    /// Live mode (`app.live`, Ctrl+L): clicks and keys go to the preview's views instead of the inspector.
    let liveButton = ToggleButton(iconName: "media-playback-start-symbolic")
    /// Counts the layout's conflicts, ambiguous views and broken priorities; a click opens the report.
    let problemCount = ProblemCountButton()
    /// Starts and stops the width sweep (`app.sweep`).
    let sweepButton = ToggleButton(iconName: "media-playlist-repeat-symbolic")
    /// Shows or hides the sidebar (`app.sidebar`, F9).
    let sidebarButton = ToggleButton(iconName: "sidebar-show-symbolic")
    /// The switch for slow animations (`app.slow-animations`, Ctrl+T), under the list of previews.
    let slowAnimationsButton = ToggleButton(iconName: "preferences-system-time-symbolic")
    let sidebar: PreviewSidebar
    /// The primary menu (F10): the app's toggles, Keyboard Shortcuts, About and Quit, as GNOME apps have it.
    let primaryMenuButton = MenuButton(iconName: "open-menu-symbolic")
    /// Says why the user's files (`--source`) are not among the previews.
    let sourceProblem = SourceProblemBanner()
    private let headerBar = HeaderBar()
    private let paned = Paned()
    private let scroller = ScrolledWindow(horizontal: .never, vertical: .automatic)
    /// The area beside the sidebar; a container of our own so every change of its size reaches Swift.
    private let contentArea = FrameContainer()
    private var contentObservers: [@MainActor (PixelSize) -> Void] = []
    /// The layout report, docked at the right of the content area (hidden until Ctrl+E).
    let reportPane = ReportPane()
    /// The content area and the report pane side by side; the content area takes what the window gains, so a
    /// user's resize (or `resize W H`) with the report open still sizes the root.
    private let reportPaned = Paned()

    /// `root` is what the scrolled window shows.
    init(application: Application, root: Widget, sidebar: PreviewSidebar) {
        self.sidebar = sidebar
        window = Window(application: application)
        window.title = "Previewer"
        refreshButton.actionName = "app.refresh"
        refreshButton.setTooltip("The preview's right bar button (Ctrl+R)")
        leftButton.isVisible = false
        primaryMenuButton.setMenu(PrimaryMenu.make())
        primaryMenuButton.isPrimary = true
        primaryMenuButton.setTooltip("Main menu (F10)")
        // Packed first: the primary menu is the last button before the window's own, in GNOME apps.
        headerBar.packEnd(primaryMenuButton)
        headerBar.packEnd(refreshButton)
        debugButton.actionName = "app.debug"
        debugButton.setTooltip(
            "Debug overlay: outline the views and draw their constraints (Ctrl+D).\n"
                + "Right-click or Ctrl+E: the layout report.")
        headerBar.packEnd(debugButton)
        headerBar.packEnd(liveButton)
        headerBar.packEnd(problemCount.button)
        sweepButton.actionName = "app.sweep"
        sweepButton.setTooltip("Sweep: glide the width back and forth so the layout runs itself (Ctrl+Shift+S)")
        // Under the list, not in the header bar: every header-bar button makes the narrowest window wider.
        sidebar.addTool(sweepButton)
        exactSizeButton.actionName = "app.exact-size"
        exactSizeButton.setTooltip(
            "Exact size: keep the root exactly the window's size and mark the views that overflow it with tape.\n"
                + "Off: the root grows as tall as its views need, and scrolls.")
        // Under the list too: the primary menu took its place in the header bar, whose width is the narrowest
        // window's.
        sidebar.addTool(exactSizeButton)
        slowAnimationsButton.actionName = "app.slow-animations"
        slowAnimationsButton.setTooltip("Slow animations: ten times slower, as the iOS simulator's (Ctrl+T)")
        sidebar.addTool(slowAnimationsButton)
        sidebarButton.actionName = "app.sidebar"
        sidebarButton.setTooltip("The list of previews (F9); type to filter it")
        headerBar.packStart(sidebarButton)
        headerBar.packStart(leftButton)
        headerBar.setTitle(window.title)
        // Like a navigation bar: one window button. Minimise and maximise would only make the narrowest window
        // (the narrowest root view one can preview) wider.
        headerBar.setDecorationLayout(":close")
        window.setTitlebar(headerBar)
        scroller.setChild(root)
        contentArea.append(scroller)
        contentArea.setLayout(
            measure: { [weak self] orientation, forSize in
                self?.scroller.measure(orientation, forSize: forSize) ?? .zero
            },
            allocate: { [weak self] size in self?.placeScroller(in: size) })
        // The banner lies over the top of the content, so showing or hiding it never resizes the preview: a
        // reload that fails keeps the last good layout at its size, under the compiler's first message.
        let content = Overlay(child: contentArea)
        sourceProblem.widget.alignToTop()
        content.addOverlay(sourceProblem.widget)
        reportPaned.setStartChild(content, takesGrowth: true)
        reportPaned.setEndChild(reportPane.widget, takesGrowth: false)
        paned.setStartChild(sidebar.widget)
        paned.setEndChild(reportPaned)
        paned.position = Self.sidebarWidth
        paned.setExpands(horizontally: true, vertically: true)
        window.setChild(paned)
        window.defaultSize = PixelSize(
            width: Self.defaultWindowSize.width + Self.sidebarWidth, height: Self.defaultWindowSize.height)
    }

    /// Shows the window, or raises it.
    func present() { window.present() }

    /// Closes the window, as its close button does.
    func close() { window.close() }

    /// Whether the window is maximized; setting it maximizes or restores it.
    var isMaximized: Bool {
        get { window.isMaximized }
        set { window.isMaximized = newValue }
    }

    /// The size the window asks the window manager for (`ContentSizer` and the sweep set it).
    var defaultSize: PixelSize {
        get { window.defaultSize }
        set { window.defaultSize = newValue }
    }

    /// The whole window's size, header bar included.
    var size: PixelSize { window.allocatedSize }

    /// Runs `body` once the next frame is drawn.
    func afterNextFrame(_ body: @escaping @MainActor () -> Void) { window.afterNextFrame(body) }

    /// Runs `body` once the next frame is painted.
    func afterNextPaint(_ body: @escaping @MainActor () -> Void) { window.afterNextPaint(body) }

    /// Runs `body` when the user (or `close`) asks the window to close.
    func onCloseRequest(_ body: @escaping @MainActor () -> Void) { window.onCloseRequest(body) }

    /// Saves the whole window (header bar included) as a PNG file.
    func savePNG(to path: String, scale: Int?) throws(SnapshotError) { try window.savePNG(to: path, scale: scale) }

    /// The GTK window as a dialog's parent (About, the shortcuts, a save dialog) and as the origin of window
    /// coordinates; everything else goes through the methods above.
    var dialogParent: Window { window }

    /// Shows or hides the sidebar; the content area keeps its size (the window grows or shrinks instead).
    var isSidebarVisible: Bool {
        get { sidebar.widget.isVisible }
        set { sidebar.widget.isVisible = newValue }
    }

    /// Shows the preview's title and, under it, a line saying which preview and seed it is.
    func setTitle(_ title: String, subtitle: String) {
        window.title = title
        self.subtitle = subtitle
        headerBar.setTitle(title, subtitle: subtitle)
    }

    /// The line under the title.
    private(set) var subtitle = ""

    /// Keeps the root exactly the content area's size (`app.exact-size`); the views that overflow get tape.
    let exactSizeButton = ToggleButton(iconName: "zoom-fit-best-symbolic")

    /// How far the content is scrolled down, in pixels.
    var scrollOffset: Double {
        get { scroller.verticalOffset }
        set { scroller.verticalOffset = newValue }
    }

    /// The content area's size: the root view's size, unless the root is taller and scrolls.
    var contentSize: PixelSize { contentArea.allocatedSize }

    /// The content area's frame in the window's coordinates.
    var contentFrame: PixelRect? { contentArea.bounds(in: window) }

    /// The smallest content area the window allows: the header bar sets the minimum width (less the sidebar),
    /// the scrolled window the minimum height. (Measuring the window would count the frame GTK draws around it.)
    var minimumContentSize: PixelSize {
        let sidebarWidth = isSidebarVisible ? max(sidebar.widget.measure(.horizontal).minimum, 0) : 0
        let reportWidth = reportPane.isOpen ? reportPane.widget.allocatedSize.width : 0
        let width = max(
            headerBar.measure(.horizontal).minimum - sidebarWidth - reportWidth,
            contentArea.measure(.horizontal).minimum, 1)
        let height = max(contentArea.measure(.vertical, forSize: width).minimum, 1)
        return PixelSize(width: width, height: height)
    }

    /// Why the content area cannot be `size`, or nil if it can.
    func problemResizingContent(to size: PixelSize) -> String? {
        let minimum = minimumContentSize
        guard size.width < minimum.width || size.height < minimum.height else { return nil }
        return "\(size) is smaller than the smallest content area this window allows, \(minimum)"
    }

    /// The report pane's width last time it was open, for the next opening: the user may have dragged it.
    private var reportWidth = ReportPane.defaultWidth

    /// Shows or hides the report pane and makes the window wider or narrower by its width (and the handle's),
    /// then calls `completion` after the next allocation, with the content area's size then. The content area
    /// may be off by the handle until `keepContentWidth` and the content sizer correct it.
    func setReportVisible(_ isVisible: Bool, completion: @escaping @MainActor (PixelSize) -> Void) {
        guard isVisible != reportPane.isOpen else { return completion(contentSize) }
        var size = window.defaultSize
        if isVisible {
            size.width += reportWidth + 1
        } else {
            reportWidth = max(reportPane.widget.allocatedSize.width, 1)
            size.width -= reportWidth + 1
        }
        reportPane.widget.isVisible = isVisible
        window.defaultSize = size
        afterNextContentAllocation(completion)
        contentArea.queueAllocate()
    }

    /// Gives the content area `width` beside the open report pane (the handle's position), then calls
    /// `completion` after the allocation.
    func keepContentWidth(_ width: Int, completion: @escaping @MainActor (PixelSize) -> Void) {
        reportPaned.position = width
        afterNextContentAllocation(completion)
        contentArea.queueAllocate()
    }

    /// The header bar's height: what the window adds above the content area.
    var titlebarHeight: Int { headerBar.measure(.vertical).natural }

    /// The width the window adds beside the content area: the sidebar and the paned's handle.
    var sidebarAllowance: Int {
        guard isSidebarVisible else { return 0 }
        return max(paned.position, 0) + 1
    }

    /// Runs `body` once, when the main loop is idle after the next allocation of the content area, with its size.
    func afterNextContentAllocation(_ body: @escaping @MainActor (PixelSize) -> Void) {
        contentObservers.append(body)
    }

    /// Runs when the content area gets its size, before what it shows is measured for it.
    var willPlaceContent: (@MainActor (PixelSize) -> Void)?

    /// Shown in the content area over the root while set (the variants canvas). The root stays allocated and
    /// laid out under it, undrawn and deaf to input, so whatever waits for its layout still gets it and it is
    /// shown again exactly as it was.
    var alternateContent: Widget? {
        didSet {
            guard alternateContent !== oldValue else { return }
            if let oldValue { contentArea.remove(oldValue) }
            if let alternateContent { contentArea.append(alternateContent) }
            scroller.opacity = alternateContent == nil ? 1 : 0
            scroller.setCanTarget(alternateContent == nil)
            contentArea.queueResize()
        }
    }

    private func placeScroller(in size: PixelSize) {
        willPlaceContent?(size)
        let frame = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        contentArea.place(scroller, in: frame)
        if let alternateContent { contentArea.place(alternateContent, in: frame) }
        guard !contentObservers.isEmpty else { return }
        let observers = contentObservers
        contentObservers = []
        // After the whole frame: changing the window's size from inside its allocation would be ignored.
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            observers.forEach { $0(self.contentSize) }
        }
    }
}
