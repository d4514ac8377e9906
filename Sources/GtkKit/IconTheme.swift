// GtkIconTheme: where the display's icons are looked up, and the app's own icon for its windows.

import CGtk

/// The icon theme of the default display.
@MainActor
public enum IconTheme {
    /// Makes the icons in `folder` (such as `org.example.Demo.svg`, directly inside it) available by name: for an
    /// application run from its build tree, whose icon is not installed in the theme.
    public static func addSearchPath(_ folder: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder)
    }

    /// Whether the theme (with its search paths) has an icon called `name`.
    public static func hasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        return gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name) != 0
    }

    /// The icon every window of the application shows (in the window list, the dock), unless it sets its own.
    public static func setDefaultWindowIcon(_ name: String) {
        gtk_window_set_default_icon_name(name)
    }
}
