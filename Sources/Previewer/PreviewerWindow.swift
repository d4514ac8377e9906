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

    let window: Window
    /// The preview's right bar button (the nine-grid's Refresh), bound to `app.refresh` (Ctrl+R).
    let refreshButton = Button(label: "Refresh")
    /// The preview's left bar button, if it has one.
    let leftButton = Button(label: "")
    /// Shows the debug overlay; bound to the `app.debug` action, so it stays pressed exactly while the overlay is on.
    /// An icon GTK bundles (an eye): a label would make the narrowest window wider.
    let debugButton = ToggleButton(iconName: "view-reveal-symbolic")
    /// Starts and stops the width sweep (`app.sweep`).
    let sweepButton = ToggleButton(iconName: "media-playlist-repeat-symbolic")
    /// Shows or hides the sidebar (`app.sidebar`, F9).
    let sidebarButton = ToggleButton(iconName: "sidebar-show-symbolic")
    /// The header bar's switch for slow animations (`app.slow-animations`, Ctrl+T).
    let slowAnimationsButton = ToggleButton(iconName: "preferences-system-time-symbolic")
    let sidebar: PreviewSidebar
    /// Says why the user's files (`--source`) are not among the previews.
    let sourceProblem = SourceProblemBanner()
    private let headerBar = HeaderBar()
    private let paned = Paned()
    private let scroller = ScrolledWindow(horizontal: .never, vertical: .automatic)
    /// The area beside the sidebar; a container of our own so every change of its size reaches Swift.
    private let contentArea = FrameContainer()
    private var contentObservers: [@MainActor (PixelSize) -> Void] = []
    /// The report panel, attached to the content area so that it follows its right edge.
    private var panel: ReportPanel?

    /// `root` is what the scrolled window shows.
    init(application: Application, root: Widget, sidebar: PreviewSidebar) {
        self.sidebar = sidebar
        window = Window(application: application)
        window.title = "Previewer"
        refreshButton.actionName = "app.refresh"
        refreshButton.setTooltip("The preview's right bar button (Ctrl+R)")
        leftButton.isVisible = false
        headerBar.packEnd(refreshButton)
        debugButton.actionName = "app.debug"
        debugButton.setTooltip(
            "Debug overlay: outline the views and draw their constraints (Ctrl+D).\n"
                + "Right-click or Ctrl+E: the layout report.")
        headerBar.packEnd(debugButton)
        sweepButton.actionName = "app.sweep"
        sweepButton.setTooltip("Sweep: glide the width back and forth so the layout runs itself (Ctrl+Shift+S)")
        headerBar.packEnd(sweepButton)
        slowAnimationsButton.actionName = "app.slow-animations"
        // Shown once a preview animates (or slow animations are on): every header-bar button widens the
        // narrowest window the header allows, and most previews never animate.
        slowAnimationsButton.isVisible = false
        slowAnimationsButton.setTooltip("Slow animations: ten times slower, as the iOS simulator's (Ctrl+T)")
        headerBar.packEnd(slowAnimationsButton)
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
        paned.setStartChild(sidebar.widget)
        paned.setEndChild(contentArea)
        paned.position = Self.sidebarWidth
        let column = Box(vertical: true)
        column.append(sourceProblem.widget)
        column.append(paned)
        paned.setExpands(horizontally: true, vertically: true)
        window.setChild(column)
        window.defaultSize = PixelSize(
            width: Self.defaultWindowSize.width + Self.sidebarWidth, height: Self.defaultWindowSize.height)
    }

    /// Shows or hides the sidebar; the content area keeps its size (the window grows or shrinks instead).
    var isSidebarVisible: Bool {
        get { sidebar.widget.isVisible }
        set { sidebar.widget.isVisible = newValue }
    }

    /// Shows the preview's title and, under it, a line saying which preview and seed it is.
    func setTitle(_ title: String, subtitle: String) {
        window.title = title
        headerBar.setTitle(title, subtitle: subtitle)
    }

    /// The content area's size: the root view's size, unless the root is taller and scrolls.
    var contentSize: PixelSize { contentArea.allocatedSize }

    /// The content area's frame in the window's coordinates.
    var contentFrame: PixelRect? { contentArea.bounds(in: window) }

    /// The smallest content area the window allows: the header bar sets the minimum width (less the sidebar),
    /// the scrolled window the minimum height. (Measuring the window would count the frame GTK draws around it.)
    var minimumContentSize: PixelSize {
        let sidebarWidth = isSidebarVisible ? max(sidebar.widget.measure(.horizontal).minimum, 0) : 0
        let width = max(
            headerBar.measure(.horizontal).minimum - sidebarWidth, contentArea.measure(.horizontal).minimum, 1)
        let height = max(contentArea.measure(.vertical, forSize: width).minimum, 1)
        return PixelSize(width: width, height: height)
    }

    /// Why the content area cannot be `size`, or nil if it can.
    func problemResizingContent(to size: PixelSize) -> String? {
        let minimum = minimumContentSize
        guard size.width < minimum.width || size.height < minimum.height else { return nil }
        return "\(size) is smaller than the smallest content area this window allows, \(minimum)"
    }

    /// Attaches the report panel to the content area, whose allocation keeps it at the right edge.
    func attach(_ panel: ReportPanel) {
        self.panel = panel
        panel.popover.setParent(contentArea)
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

    private func placeScroller(in size: PixelSize) {
        willPlaceContent?(size)
        contentArea.place(scroller, in: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
        // GTK positions a popover only when its parent's allocation asks it to.
        panel?.followEdge(ofParentSized: size)
        panel?.popover.present()
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
