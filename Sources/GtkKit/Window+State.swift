// What an application remembers of its window between runs: maximized or not, and the moment it closes.

import CGtk
import CGtkShim

extension Window {
    /// Whether the window is maximized; setting it asks the window manager (before the window is shown, it
    /// opens maximized).
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(pointer(as: GtkWindow.self)) != 0 }
        set {
            if newValue {
                gtk_window_maximize(pointer(as: GtkWindow.self))
            } else {
                gtk_window_unmaximize(pointer(as: GtkWindow.self))
            }
        }
    }

    /// Runs `handler` when the user (or `close()`) asks the window to close, while it is still whole: the
    /// moment to save its state. The window closes afterwards.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) {
        // "close-request" returns a gboolean (true would keep the window open), which no shim helper types.
        typealias CloseRequest = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean
        let trampoline: CloseRequest = { _, userData in
            let body = ActionBox.from(userData)
            MainActor.assumeIsolated { body() }
            return 0
        }
        g_signal_connect_data(
            object, "close-request", unsafeBitCast(trampoline, to: GCallback.self), ActionBox(handler).retained(),
            releaseActionBoxClosure, GConnectFlags(rawValue: 0))
    }
}
