// The report pane docked at the content area's right, and the window growing to make room for it.

import GtkKit

/// The content area and the report pane side by side; the content area takes what the window gains, so a
/// user's resize (or `resize W H`) with the report open still sizes the root.
@MainActor
final class ReportDock {
    /// The layout report (hidden until Ctrl+E).
    let pane = ReportPane()
    let paned = Paned()
    /// The pane's width last time it was open, for the next opening: the user may have dragged it.
    private var lastWidth = ReportPane.defaultWidth

    /// `content` takes the growth; the pane keeps its width.
    init(content: Widget) {
        paned.setStartChild(content, takesGrowth: true)
        paned.setEndChild(pane.widget, takesGrowth: false)
    }

    /// The width the open pane takes from the content area.
    var width: Int { pane.isOpen ? pane.widget.allocatedSize.width : 0 }

    /// Shows or hides the pane and returns `windowSize` made wider or narrower by its width (and the handle's).
    func setVisible(_ isVisible: Bool, windowSize: PixelSize) -> PixelSize {
        var size = windowSize
        if isVisible {
            size.width += lastWidth + 1
        } else {
            lastWidth = max(pane.widget.allocatedSize.width, 1)
            size.width -= lastWidth + 1
        }
        pane.widget.isVisible = isVisible
        return size
    }
}
