// GdkClipboard: the desktop's clipboard, as Ctrl+C and Ctrl+V use it.

import CGtk

/// The clipboard of the display a widget is on.
@MainActor
public enum Clipboard {
    /// Puts `text` on the clipboard of `widget`'s display, for any application to paste.
    public static func setText(_ text: String, from widget: Widget) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget.widgetPointer), text)
    }
}
