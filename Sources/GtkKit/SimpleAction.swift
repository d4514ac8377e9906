// An application action without state: what push buttons and keyboard shortcuts trigger.

import CGtk

/// The action `app.<name>` made by `Application.addAction`; disabling it greys out bound buttons and silences
/// its shortcuts.
@MainActor
public final class SimpleAction {
    private let action: OpaquePointer

    /// Takes over the reference to a new GSimpleAction.
    init(adopting action: OpaquePointer) {
        self.action = action
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// Whether the action can be used.
    public var isEnabled: Bool {
        get { g_action_get_enabled(action) != 0 }
        set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
    }
}
