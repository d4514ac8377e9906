// GtkFileChooserNative in save mode: the desktop's own "Save as" dialog (a portal where there is one).

import CGtk
import CGtkShim

/// Asks the user where to save a file, with the platform's dialog; GTK 4.8 has no GtkFileDialog.
///
/// ```swift
/// SaveDialog.run(title: "Save the report", suggestedName: "report.txt", over: window) { path in … }
/// ```
@MainActor
public enum SaveDialog {
    private typealias Box = CallbackBox<@MainActor (String?) -> Void>

    /// Shows the dialog over `window`; `completion` gets the chosen path, or nil when the user cancels.
    public static func run(
        title: String, suggestedName: String, over window: Window, completion: @escaping @MainActor (String?) -> Void
    ) {
        guard
            let dialog = gtk_file_chooser_native_new(
                title, window.pointer(as: GtkWindow.self), GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")
        else { return completion(nil) }
        let raw = UnsafeMutableRawPointer(dialog)
        gtk_file_chooser_set_current_name(OpaquePointer(raw), suggestedName)
        let trampoline: CGtkIntHandler = { dialog, response, userData in
            let body = Box.from(userData)
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let dialog,
                let file = gtk_file_chooser_get_file(OpaquePointer(dialog))
            {
                if let characters = g_file_get_path(file) {
                    path = String(cString: characters)
                    g_free(characters)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            MainActor.assumeIsolated { body(path) }
            // The reference `run` took: the dialog is done once it has answered.
            g_object_unref(dialog)
        }
        let release: GClosureNotify = { userData, _ in Unmanaged<Box>.fromOpaque(userData!).release() }
        cgtk_signal_connect_int(raw, "response", trampoline, Box(completion).retained(), release)
        gtk_native_dialog_show(raw.assumingMemoryBound(to: GtkNativeDialog.self))
    }
}
