// Key presses a widget sees before the focused widget inside it does (GTK's capture phase).

import CGtk
import CGtkShim

/// A key that a capture handler may take.
public enum CapturedKey: Sendable, Equatable {
    case space
    case down
    case enter
    case other
}

extension Widget {
    private typealias KeyBox = CallbackBox<@MainActor (CapturedKey) -> Bool>

    /// Runs `handler` for each key pressed without Ctrl, Alt or Super while the focus is in this widget, before
    /// the focused widget gets it; the key goes no further when `handler` returns true.
    public func captureKeyPresses(_ handler: @escaping @MainActor (CapturedKey) -> Bool) {
        let pressed: CGtkKeyHandler = { keyval, state, userData in
            let commands = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
            guard state.rawValue & commands == 0 else { return 0 }
            let key: CapturedKey =
                switch Int32(keyval) {
                case GDK_KEY_space, GDK_KEY_KP_Space: .space
                case GDK_KEY_Down, GDK_KEY_KP_Down: .down
                case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: .enter
                default: .other
                }
            let handler = KeyBox.from(userData)
            return MainActor.assumeIsolated { handler(key) } ? 1 : 0
        }
        let release: GDestroyNotify = { userData in Unmanaged<KeyBox>.fromOpaque(userData!).release() }
        cgtk_widget_add_key_capture(widgetPointer, pressed, KeyBox(handler).retained(), release)
    }

    /// Whether the keyboard focus is this widget or inside it.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widgetPointer),
            let focus = gtk_root_get_focus(root)
        else { return false }
        return focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0
    }
}
