// Application-wide GTK CSS, loaded from a file or a string.

import CGtk

/// GTK CSS applied to every widget of the default display, above the theme.
///
/// ```swift
/// StyleSheet.apply(css: ".grid-container { background-color: gray; }")
/// ```
@MainActor
public enum StyleSheet {
    /// Loads a stylesheet file; returns false if the file cannot be read (GTK then reports nothing).
    @discardableResult
    public static func apply(fileAt path: String) -> Bool {
        guard g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 else { return false }
        return install { gtk_css_provider_load_from_path($0, path) }
    }

    /// Applies CSS given as text.
    @discardableResult
    public static func apply(css: String) -> Bool {
        install { gtk_css_provider_load_from_data($0, css, -1) }
    }

    private static func install(_ load: (UnsafeMutablePointer<GtkCssProvider>) -> Void) -> Bool {
        guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return false }
        defer { g_object_unref(provider) }
        load(provider)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return true
    }
}
