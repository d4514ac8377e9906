// GtkHeaderBar: a client-side title bar with the window title and buttons at either end.

import CGtk

/// A title bar that shows the window title and holds buttons; install it with `Window.setTitlebar`.
@MainActor
public final class HeaderBar: Widget {
    /// Makes a header bar with the window's title and the usual window controls.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_header_bar_new()))
    }

    /// Chooses the window buttons, overriding the desktop's setting: `":close"` shows only a close button
    /// at the trailing end (GTK's `gtk-decoration-layout` syntax: buttons before and after the colon).
    public func setDecorationLayout(_ layout: String) {
        gtk_header_bar_set_decoration_layout(opaque, layout)
    }

    /// Shows `title` in the middle, shortened with an ellipsis as far as it takes to fit: GTK's own title keeps
    /// five characters, which would make the narrowest window wider.
    public func setTitle(_ title: String) {
        let label = gtk_label_new(title)!
        gtk_widget_add_css_class(label, "title")
        gtk_label_set_single_line_mode(OpaquePointer(label), 1)
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        gtk_header_bar_set_title_widget(opaque, label)
    }

    /// Adds a widget at the leading end, after the ones already there.
    public func packStart(_ widget: Widget) {
        gtk_header_bar_pack_start(opaque, widget.widgetPointer)
    }

    /// Adds a widget at the trailing end, before the ones already there.
    public func packEnd(_ widget: Widget) {
        gtk_header_bar_pack_end(opaque, widget.widgetPointer)
    }
}
