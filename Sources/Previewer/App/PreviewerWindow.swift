// The window: a header bar that plays the preview's navigation bar, the sidebar of previews, and the scrolled
// content area that holds the root view.

import GtkKit
import PreviewerCore

/// The previewer's window, and the one place that knows how the content area relates to the window's size.
@MainActor
final class PreviewerWindow {
    /// The root view's size when no `--size` is given: an iPhone 8 screen, in points.
    static let defaultWindowSize = PixelSize(width: 375, height: 667)
    /// The sidebar's width when the window opens.
    static let sidebarWidth = 220

    private let window: Window
    /// The header bar with the preview's bar buttons.
    let header: WindowHeader
    let sidebar: PreviewSidebar
    /// Says why the user's files (`--source`) are not among the previews, docked under the content area.
    let sourceProblem = ProblemsPane()
    private let paned = Paned()
    /// The area beside the sidebar, which shows the root.
    let content: ContentArea
    /// The layout report, docked at the right of the content area.
    private let report: ReportDock
    private var isTitleUpdateScheduled = false
    /// Where the window was on the screen when last looked at (`followPosition`).
    private(set) var knownPosition: ScreenPoint?

    /// `root` is what the scrolled window shows.
    init(application: Application, root: Widget, sidebar: PreviewSidebar) {
        self.sidebar = sidebar
        window = Window(application: application)
        window.title = "Previewer"
        header = WindowHeader(title: window.title)
        WindowHeader.addTools(to: sidebar)
        window.setTitlebar(header.bar)
        content = ContentArea(root: root)
        // The problems pane under the content area; the window grows by its height when it appears, so a
        // reload that fails keeps the last good layout at its size above the compiler's messages.
        let column = Box(vertical: true)
        content.container.setExpands(horizontally: true, vertically: true)
        column.append(content.container)
        column.append(sourceProblem.widget)
        report = ReportDock(content: column)
        paned.setStartChild(sidebar.widget)
        paned.setEndChild(report.paned)
        paned.position = Self.sidebarWidth
        paned.setExpands(horizontally: true, vertically: true)
        window.setChild(paned)
        window.defaultSize = PixelSize(
            width: Self.defaultWindowSize.width + Self.sidebarWidth, height: Self.defaultWindowSize.height)
        sourceProblem.onVisibilityChange = { [unowned self] isVisible in
            var size = self.window.defaultSize
            size.height += isVisible ? ProblemsPane.height : -ProblemsPane.height
            self.window.defaultSize = size
        }
    }

    /// The layout report, docked at the right of the content area (hidden until Ctrl+E).
    var reportPane: ReportPane { report.pane }

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
        header.bar.setTitle(title, subtitle: subtitle)
    }

    /// The line under the title.
    var subtitle: String { header.bar.subtitle }

    /// Sets the title and subtitle `text` gives when the main loop is idle (at most once however often this is
    /// called before then): changing the header bar inside a layout pass would have GTK measure the window
    /// again while it is allocating it. `text` gives nil when there is nothing to show any more.
    func updateTitleWhenIdle(_ text: @escaping @MainActor () -> (title: String, subtitle: String)?) {
        guard !isTitleUpdateScheduled else { return }
        isTitleUpdateScheduled = true
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.isTitleUpdateScheduled = false
            if let (title, subtitle) = text(), subtitle != self.subtitle { self.setTitle(title, subtitle: subtitle) }
        }
    }

    /// How far the content is scrolled down, in pixels.
    var scrollOffset: Double {
        get { content.scrollOffset }
        set { content.scrollOffset = newValue }
    }

    /// The content area's size: the root view's size, unless the root is taller and scrolls.
    var contentSize: PixelSize { content.container.allocatedSize }

    /// The content area's frame in the window's coordinates.
    var contentFrame: PixelRect? { content.container.bounds(in: window) }

    /// Looks at where the window is on the screen twice a second (GTK tells nothing of moves) and calls
    /// `changed` when it moved, so that a restart can put it back.
    func followPosition(_ changed: @escaping @MainActor () -> Void) {
        if let (x, y) = window.screenPosition, ScreenPoint(x: x, y: y) != knownPosition {
            knownPosition = ScreenPoint(x: x, y: y)
            changed()
        }
        MainLoop.after(milliseconds: 500) { [weak self] in self?.followPosition(changed) }
    }

    /// Asks for the window to be put at `position` on the screen (X11; the window manager has the last word).
    func move(to position: ScreenPoint) {
        window.move(toScreenX: position.x, y: position.y)
    }

    /// The widget with the keyboard focus, by type and address.
    var focusName: String? { window.focusName }

    /// The problems pane's rows in the window's coordinates, in the order of its messages.
    var problemRowFrames: [PixelRect?] { sourceProblem.rowFrames(in: window) }

    /// The smallest content area the window allows: the header bar sets the minimum width (less the sidebar),
    /// the scrolled window the minimum height. (Measuring the window would count the frame GTK draws around it.)
    var minimumContentSize: PixelSize {
        let sidebarWidth = isSidebarVisible ? max(sidebar.widget.measure(.horizontal).minimum, 0) : 0
        let width = max(
            header.bar.measure(.horizontal).minimum - sidebarWidth - report.width,
            content.container.measure(.horizontal).minimum, 1)
        let height = max(content.container.measure(.vertical, forSize: width).minimum, 1)
        return PixelSize(width: width, height: height)
    }

    /// Why the content area cannot be `size`, or nil if it can.
    func problemResizingContent(to size: PixelSize) -> String? {
        let minimum = minimumContentSize
        guard size.width < minimum.width || size.height < minimum.height else { return nil }
        return "\(size) is smaller than the smallest content area this window allows, \(minimum)"
    }

    /// Shows or hides the report pane and makes the window wider or narrower by its width (and the handle's),
    /// then calls `completion` after the next allocation, with the content area's size then. The content area
    /// may be off by the handle until `keepContentWidth` and the content sizer correct it.
    func setReportVisible(_ isVisible: Bool, completion: @escaping @MainActor (PixelSize) -> Void) {
        guard isVisible != reportPane.isOpen else { return completion(contentSize) }
        window.defaultSize = report.setVisible(isVisible, windowSize: window.defaultSize)
        afterNextContentAllocation(completion)
        content.container.queueAllocate()
    }

    /// Gives the content area `width` beside the open report pane (the handle's position), then calls
    /// `completion` after the allocation.
    func keepContentWidth(_ width: Int, completion: @escaping @MainActor (PixelSize) -> Void) {
        report.paned.position = width
        afterNextContentAllocation(completion)
        content.container.queueAllocate()
    }

    /// The height the window adds to the content area: the header bar's, and the problems pane's when shown.
    var heightAllowance: Int {
        header.bar.measure(.vertical).natural + (sourceProblem.isShown ? ProblemsPane.height : 0)
    }

    /// The width the window adds beside the content area: the sidebar and the paned's handle.
    var sidebarAllowance: Int {
        guard isSidebarVisible else { return 0 }
        return max(paned.position, 0) + 1
    }

    /// Runs `body` once, when the main loop is idle after the next allocation of the content area, with its size.
    func afterNextContentAllocation(_ body: @escaping @MainActor (PixelSize) -> Void) {
        content.afterNextAllocation(body)
    }
}
