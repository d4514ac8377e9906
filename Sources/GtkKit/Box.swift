// GtkBox: children in a row or a column.

import CGtk

/// Children one after the other, in a column or a row.
@MainActor
public final class Box: Widget {
    /// Makes a box; `spacing` pixels between children.
    public init(vertical: Bool, spacing: Int = 0) {
        super.init(
            adopting: UnsafeMutableRawPointer(
                gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, Int32(spacing))))
    }

    /// Adds a child at the end.
    public func append(_ child: Widget) {
        gtk_box_append(pointer(as: GtkBox.self), child.widgetPointer)
    }

    /// Adds a child at the start, before the others.
    public func prepend(_ child: Widget) {
        gtk_box_prepend(pointer(as: GtkBox.self), child.widgetPointer)
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        gtk_box_remove(pointer(as: GtkBox.self), child.widgetPointer)
    }
}
