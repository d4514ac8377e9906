// An application action with an on/off state: what toggle buttons and check menu items bind to.

import CGtk
import CGtkShim

/// The on/off action `app.<name>` (a GSimpleAction with a boolean state), made by `Application.addToggleAction`.
///
/// Activating it (a bound `ToggleButton`, its keyboard shortcut) flips it; `isOn` sets it from code. Every
/// change goes through GLib's "change-state", so bound widgets follow and the handler runs once per change.
@MainActor
public final class ToggleAction {
    private let action: OpaquePointer

    init(name: String, handler: @escaping @MainActor (Bool) -> Void) {
        action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(0))
        typealias Box = CallbackBox<@MainActor (Bool) -> Void>
        // No "activate" handler: GSimpleAction's default flips a boolean state through "change-state".
        let trampoline: CGtkPointerHandler = { action, value, userData in
            guard let action, let value else { return }
            let variant = OpaquePointer(value)
            let isOn = g_variant_get_boolean(variant) != 0
            g_simple_action_set_state(OpaquePointer(action), variant)
            let body = Box.from(userData)
            MainActor.assumeIsolated { body(isOn) }
        }
        let release: GClosureNotify = { userData, _ in Unmanaged<Box>.fromOpaque(userData!).release() }
        cgtk_signal_connect_pointer(
            UnsafeMutableRawPointer(action), "change-state", trampoline, Box(handler).retained(), release)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    var gAction: OpaquePointer { action }

    /// Whether the action can be used; while it is not, its shortcuts do nothing and bound buttons are greyed.
    public var isEnabled: Bool {
        get { g_action_get_enabled(gAction) != 0 }
        set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
    }

    /// The state; setting it to a new value runs the handler and updates bound widgets.
    public var isOn: Bool {
        get {
            guard let state = g_action_get_state(gAction) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set {
            guard newValue != isOn else { return }
            g_action_change_state(gAction, g_variant_new_boolean(newValue ? 1 : 0))
        }
    }
}
