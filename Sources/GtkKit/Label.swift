// GtkLabel: a line or paragraph of text.

import CGtk

/// Text in the interface (not a view's text: previews draw theirs themselves).
@MainActor
public final class Label: Widget {
    /// Makes a label showing `text`, aligned to the start.
    public init(_ text: String = "") {
        super.init(adopting: UnsafeMutableRawPointer(gtk_label_new(text)))
        gtk_label_set_xalign(opaque, 0)
    }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }

    /// Wraps long text onto more lines, at word boundaries, instead of widening the label.
    public func setWraps(_ wraps: Bool) {
        gtk_label_set_wrap(opaque, wraps ? 1 : 0)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
    }

    /// Shortens text that does not fit with an ellipsis at the end.
    public func setEllipsizes(_ ellipsizes: Bool) {
        gtk_label_set_ellipsize(opaque, ellipsizes ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
    }

    /// Lets the user select (and copy) the text.
    public func setSelectable(_ selectable: Bool) {
        gtk_label_set_selectable(opaque, selectable ? 1 : 0)
    }
}
