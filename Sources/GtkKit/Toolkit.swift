// Start-up checks and settings that must come before GTK opens the display.

import CGtk

/// Process-wide GTK start-up: environment defaults and opening the display.
@MainActor
public enum Toolkit {
    /// Sets an environment variable unless the user already set it; call before GTK starts.
    ///
    /// For example `GTK_A11Y=none` keeps GTK from looking for the accessibility bus where there is none.
    public static func setEnvironmentDefault(_ name: String, _ value: String) {
        g_setenv(name, value, 0)
    }

    /// Opens the default display; false if there is none (no `DISPLAY` or `WAYLAND_DISPLAY`, or it is unreachable).
    ///
    /// Checking first lets an app explain what to do instead of GTK's bare "cannot open display".
    public static func openDisplay() -> Bool {
        gtk_init_check() != 0
    }
}
