// GtkSearchEntry: a text field for filtering, with a clear button.

import CGtk
import CGtkShim

/// A search field; `onSearchChanged` runs shortly after the user stops typing.
@MainActor
public final class SearchEntry: Widget {
    /// Makes an empty search field showing `placeholder`.
    public init(placeholder: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_search_entry_new()))
        cgtk_object_set_string(object, "placeholder-text", placeholder)
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Adds `text` at the end, leaving the cursor after it (where the next captured key goes).
    public func append(_ text: String) {
        // GTK counts characters as Unicode scalars.
        var position = Int32(String(cString: gtk_editable_get_text(opaque)).unicodeScalars.count)
        gtk_editable_insert_text(opaque, text, -1, &position)
        gtk_editable_set_position(opaque, -1)
    }

    /// Runs `handler` at once on every change of the text, typed or set.
    public func onTextChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("changed", handler)
    }

    /// Runs `handler` when the text changes (GTK waits a moment after the last keystroke).
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("search-changed", handler)
    }

    /// Runs `handler` when the user presses Enter in the field (or Ctrl+G, GTK's "next match").
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect("activate", handler)
        connect("next-match", handler)
    }

    /// Makes `widget` pass the keys typed into it on to this field, so typing anywhere filters.
    public func captureKeys(from widget: Widget) {
        gtk_search_entry_set_key_capture_widget(opaque, widget.widgetPointer)
    }
}
