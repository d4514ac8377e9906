// The report panel: the layout report as selectable, scrollable text in a popover beside the window.

import GtkKit

/// The layout report (`LayoutDiagnostics.report`) in a popover that opens beside the window, like a side panel.
///
/// A popover rather than a panel inside the window: it floats in its own surface, so opening it changes neither
/// the size of the root view the layout sees (the seed's root is phone-sized) nor the narrowest window. It points
/// at the content area's right edge, so it leaves the overlay in view; GTK moves it over the window only when the
/// screen has no room beside it. It does not close on clicks elsewhere, so the window stays usable while it is
/// open, and its text follows the layout.
@MainActor
final class ReportPanel {
    let popover: Popover
    private let text = TextView(monospace: true, minimumSize: PixelSize(width: 780, height: 480))
    /// Makes the report for the layout as it is now.
    var report: @MainActor () -> String
    private var anchor: PixelRect?
    private var isUpdateScheduled = false

    /// `report` makes the report for the layout as it is now; it is asked when the panel opens and after each
    /// layout pass while it is open.
    init(report: @escaping @MainActor () -> String) {
        self.report = report
        popover = Popover(child: text)
        popover.setSide(.right)
        // Like a panel: the window stays usable (resize, Refresh, Ctrl+D) while the report follows it.
        popover.setAutohide(false)
    }

    /// Whether the report is on the screen.
    var isOpen: Bool {
        get { popover.isVisible }
        set {
            guard newValue != isOpen else { return }
            if newValue {
                update()
                popover.popup()
            } else {
                popover.popdown()
            }
        }
    }

    /// Shows the report for the current layout, if the panel is open.
    ///
    /// Called from inside a layout pass, it waits until the main loop is idle: changing a popover during the
    /// pass would leave it unallocated when the frame is painted (a GTK warning).
    func layoutDidChange() {
        guard isOpen, !isUpdateScheduled else { return }
        isUpdateScheduled = true
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.isUpdateScheduled = false
            if self.isOpen { self.update() }
        }
    }

    /// Points the panel at the right edge of its parent (the content area) of `size`, a little below its top.
    func followEdge(ofParentSized size: PixelSize) {
        let edge = PixelRect(x: size.width, y: min(40, size.height / 2), width: 1, height: 1)
        // Pointing the popover again moves it, so only when the edge moved.
        guard edge != anchor else { return }
        anchor = edge
        popover.point(to: edge)
    }

    private func update() {
        text.text = report()
    }
}
