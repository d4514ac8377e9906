// GtkPaned: two children side by side with a handle between them that the user drags.

import CGtk

/// Two panes side by side (or one above the other), resizable by dragging the handle between them.
@MainActor
public final class Paned: Widget {
    /// Makes a paned with its children side by side.
    public init(horizontal: Bool = true) {
        super.init(
            adopting: UnsafeMutableRawPointer(
                gtk_paned_new(horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)))
    }

    /// The first pane (left, or top). By default it keeps its size when the paned grows; it cannot shrink below
    /// its minimum.
    public func setStartChild(_ child: Widget, takesGrowth: Bool = false) {
        gtk_paned_set_start_child(opaque, child.widgetPointer)
        gtk_paned_set_resize_start_child(opaque, takesGrowth ? 1 : 0)
        gtk_paned_set_shrink_start_child(opaque, 0)
    }

    /// The second pane (right, or bottom): by default it takes what the paned gains; it cannot shrink below its
    /// minimum.
    public func setEndChild(_ child: Widget, takesGrowth: Bool = true) {
        gtk_paned_set_end_child(opaque, child.widgetPointer)
        gtk_paned_set_resize_end_child(opaque, takesGrowth ? 1 : 0)
        gtk_paned_set_shrink_end_child(opaque, 0)
    }

    /// The handle's position: the size of the first pane, in pixels.
    public var position: Int {
        get { Int(gtk_paned_get_position(opaque)) }
        set { gtk_paned_set_position(opaque, Int32(clamping: newValue)) }
    }
}
