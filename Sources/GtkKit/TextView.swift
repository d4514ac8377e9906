// GtkTextView, read-only: a block of text that can be selected and copied, in a scrolled window.

import CGtk

/// Read-only text that can be selected and copied, in a scrolled box of a minimum size.
///
/// ```swift
/// let report = TextView(monospace: true, minimumSize: PixelSize(width: 560, height: 420))
/// report.text = "Layout of …"
/// ```
@MainActor
public final class TextView: Widget {
    private let textView: UnsafeMutablePointer<GtkWidget>

    /// Makes an empty, read-only text view that scrolls beyond `minimumSize`, in a fixed-width font or not.
    public init(monospace: Bool, minimumSize: PixelSize) {
        let scroller = gtk_scrolled_window_new()!
        textView = gtk_text_view_new()
        super.init(adopting: UnsafeMutableRawPointer(scroller))
        let view = UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkTextView.self)
        gtk_text_view_set_editable(view, 0)
        gtk_text_view_set_cursor_visible(view, 0)
        gtk_text_view_set_monospace(view, monospace ? 1 : 0)
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_NONE)
        gtk_text_view_set_left_margin(view, 6)
        gtk_text_view_set_right_margin(view, 6)
        gtk_text_view_set_top_margin(view, 6)
        gtk_text_view_set_bottom_margin(view, 6)
        gtk_scrolled_window_set_min_content_width(opaque, Int32(clamping: minimumSize.width))
        gtk_scrolled_window_set_min_content_height(opaque, Int32(clamping: minimumSize.height))
        gtk_scrolled_window_set_child(opaque, textView)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> {
        gtk_text_view_get_buffer(UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkTextView.self))!
    }

    /// The text shown; setting the same text again does nothing, so a selection survives unchanged updates.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(characters) }
            return String(cString: characters)
        }
        set {
            guard newValue != text else { return }
            gtk_text_buffer_set_text(buffer, newValue, -1)
        }
    }
}
