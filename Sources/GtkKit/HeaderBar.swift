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
    /// A subtitle goes under the title in smaller type (GNOME's convention for what the window shows). The labels
    /// are made once and their text changed in place after that, so a title that changes often (a layout time)
    /// costs a label's text, not a new title widget (which would lay the whole window out again).
    public func setTitle(_ title: String, subtitle: String? = nil) {
        if let labels = titleLabels, (labels.subtitle != nil) == (subtitle != nil) {
            if String(cString: gtk_label_get_text(OpaquePointer(labels.title))) != title {
                Self.setText(title, of: labels.title)
            }
            if let label = labels.subtitle, let subtitle,
                String(cString: gtk_label_get_text(OpaquePointer(label))) != subtitle
            {
                Self.setText(subtitle, of: label)
            }
            return
        }
        let label = Self.titleLabel(title, cssClass: "title")
        guard let subtitle else {
            titleLabels = (label, nil)
            gtk_header_bar_set_title_widget(opaque, label)
            return
        }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        let subtitleLabel = Self.titleLabel(subtitle, cssClass: "subtitle")
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), label)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), subtitleLabel)
        titleLabels = (label, subtitleLabel)
        gtk_header_bar_set_title_widget(opaque, box)
    }

    /// The line under the title, as last set; empty without one.
    public var subtitle: String {
        guard let label = titleLabels?.subtitle else { return "" }
        return String(cString: gtk_label_get_text(OpaquePointer(label)))
    }

    /// The title widget's labels; the header bar holds them (they live as long as the title widget).
    private var titleLabels: (title: UnsafeMutablePointer<GtkWidget>, subtitle: UnsafeMutablePointer<GtkWidget>?)?

    private static func titleLabel(_ text: String, cssClass: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        gtk_widget_add_css_class(label, cssClass)
        gtk_label_set_single_line_mode(OpaquePointer(label), 1)
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        setText(text, of: label)
        return label
    }

    /// A title's text, and its tooltip: the whole text, for when a narrow window cuts it.
    private static func setText(_ text: String, of label: UnsafeMutablePointer<GtkWidget>) {
        gtk_label_set_text(OpaquePointer(label), text)
        gtk_widget_set_tooltip_text(label, text)
    }

    /// Takes a packed widget out of the bar.
    public func remove(_ widget: Widget) {
        guard gtk_widget_get_parent(widget.widgetPointer) != nil else { return }
        gtk_header_bar_remove(opaque, widget.widgetPointer)
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
