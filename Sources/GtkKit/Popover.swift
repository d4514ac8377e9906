// GtkPopover: a bubble of content that floats beside a widget, in a surface of its own.

import CGtk

/// A bubble that shows `child` pointing at a widget, in its own surface: it can reach beyond the window, and
/// showing it never changes the size of anything in the window.
///
/// ```swift
/// let panel = Popover(child: text)
/// panel.setParent(container)          // the container's allocate callback calls panel.present()
/// panel.point(to: PixelRect(x: container.allocatedSize.width, y: 40, width: 1, height: 1))
/// panel.popup()
/// ```
@MainActor
public final class Popover: Widget {
    /// Makes a hidden popover holding `child`.
    public init(child: Widget) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_popover_new()))
        gtk_popover_set_child(popoverPointer, child.widgetPointer)
    }

    private var popoverPointer: UnsafeMutablePointer<GtkPopover> { pointer(as: GtkPopover.self) }

    /// Attaches the popover to `parent`, whose allocation must call `present()`: GTK positions a popover only
    /// when its parent says so.
    public func setParent(_ parent: Widget) {
        gtk_widget_set_parent(widgetPointer, parent.widgetPointer)
    }

    /// The side of its anchor the popover prefers; GTK flips it when the screen has no room there.
    public enum Side: Sendable {
        case top, bottom, left, right
    }

    /// Sets the preferred side of the anchor.
    public func setSide(_ side: Side) {
        let position: GtkPositionType =
            switch side {
            case .top: GTK_POS_TOP
            case .bottom: GTK_POS_BOTTOM
            case .left: GTK_POS_LEFT
            case .right: GTK_POS_RIGHT
            }
        gtk_popover_set_position(popoverPointer, position)
    }

    /// Points the popover at `rect`, in its parent's coordinates; the rectangle may lie on the parent's edge.
    public func point(to rect: PixelRect) {
        var rectangle = GdkRectangle(
            x: Int32(clamping: rect.x), y: Int32(clamping: rect.y), width: Int32(clamping: rect.width),
            height: Int32(clamping: rect.height))
        gtk_popover_set_pointing_to(popoverPointer, &rectangle)
    }

    /// Whether a click outside closes the popover. An autohide popover also takes the keyboard and pointer while
    /// it is open; one that is not works like a panel: the window stays usable, shortcuts included.
    public func setAutohide(_ autohide: Bool) {
        gtk_popover_set_autohide(popoverPointer, autohide ? 1 : 0)
    }

    /// Opens the popover.
    public func popup() {
        gtk_popover_popup(popoverPointer)
    }

    /// Closes the popover if it is open.
    public func popdown() {
        gtk_popover_popdown(popoverPointer)
    }

    /// Positions an open popover again; its parent calls this from its allocation.
    public func present() {
        gtk_popover_present(popoverPointer)
    }

    /// Runs `handler` each time the popover closes, whatever closed it.
    public func onClosed(_ handler: @escaping @MainActor () -> Void) {
        connect("closed", handler)
    }
}
