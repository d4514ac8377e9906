// GtkOverlay: a main child with other widgets stacked over it, each given the main child's size.

import CGtk

/// Stacks widgets over a main child. The overlay measures only the main child, so what is laid over it never
/// changes the size the main child gets; an overlay child with the default (fill) alignment covers it exactly,
/// in the main child's coordinates.
///
/// ```swift
/// let stack = Overlay(child: content)
/// stack.addOverlay(drawing)   // drawn above `content`, same size
/// ```
@MainActor
public final class Overlay: Widget {
    /// Makes an overlay around `child`.
    public init(child: Widget) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_overlay_new()))
        gtk_overlay_set_child(opaque, child.widgetPointer)
    }

    /// Adds a widget above the main child and the overlays added before it.
    public func addOverlay(_ widget: Widget) {
        gtk_overlay_add_overlay(opaque, widget.widgetPointer)
    }
}
