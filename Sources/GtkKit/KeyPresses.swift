// Key presses on a widget, as the keys they are: the text a key types, or the editing key it is.

import CGtk
import CGtkShim

/// A key pressed while the focus is in a widget.
public struct KeyPressEvent: Sendable, Equatable {
    /// The editing keys, by name.
    public enum NamedKey: Sendable, Equatable {
        case backspace, delete, left, right, up, down, home, end, enter, tab, escape
    }

    /// The editing key, or nil for a key that types (or a key of no interest: F-keys, modifiers alone).
    public var named: NamedKey?
    /// The text the key types (with Shift applied), or nil.
    public var text: String?
    /// The modifiers held.
    public var modifiers: ModifierKeys
}

extension Widget {
    private typealias KeyPressBox = CallbackBox<@MainActor (KeyPressEvent) -> Bool>

    /// Runs `handler` for each key pressed while the focus is this widget or inside it, before the focused
    /// widget (and a search entry capturing the window's typing) gets it; the key goes no further when
    /// `handler` returns true. The application's shortcuts come first.
    public func onKeyPress(_ handler: @escaping @MainActor (KeyPressEvent) -> Bool) {
        let pressed: CGtkKeyHandler = { keyval, state, userData in
            let handler = KeyPressBox.from(userData)
            let event = KeyPressEvent(keyval: keyval, state: state)
            return MainActor.assumeIsolated { handler(event) } ? 1 : 0
        }
        let release: GDestroyNotify = { userData in Unmanaged<KeyPressBox>.fromOpaque(userData!).release() }
        cgtk_widget_add_key_capture(widgetPointer, pressed, KeyPressBox(handler).retained(), release)
    }
}

extension KeyPressEvent {
    init(keyval: guint, state: GdkModifierType) {
        modifiers = ModifierKeys(rawValue: state.rawValue)
        named =
            switch Int32(keyval) {
            case GDK_KEY_BackSpace: .backspace
            case GDK_KEY_Delete, GDK_KEY_KP_Delete: .delete
            case GDK_KEY_Left, GDK_KEY_KP_Left: .left
            case GDK_KEY_Right, GDK_KEY_KP_Right: .right
            case GDK_KEY_Up, GDK_KEY_KP_Up: .up
            case GDK_KEY_Down, GDK_KEY_KP_Down: .down
            case GDK_KEY_Home, GDK_KEY_KP_Home: .home
            case GDK_KEY_End, GDK_KEY_KP_End: .end
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: .enter
            case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab: .tab
            case GDK_KEY_Escape: .escape
            default: nil
            }
        let scalar = gdk_keyval_to_unicode(keyval)
        // Control characters (Return's \r, Tab's \t) are named keys, not text.
        if named == nil, scalar >= 0x20, scalar != 0x7F, let unicode = Unicode.Scalar(scalar) {
            text = String(Character(unicode))
        } else {
            text = nil
        }
    }
}
