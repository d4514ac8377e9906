// GtkToggleButton: a button that stays pressed, usually bound to an on/off application action.

import CGtk
import CGtkShim

/// A button that stays pressed while something is on.
///
/// Bound to a `ToggleAction` through `actionName`, GTK keeps the button pressed exactly while the action is
/// on, whichever way it was switched (a click, its shortcut, or code).
///
/// ```swift
/// let debug = ToggleButton(iconName: "view-reveal-symbolic")
/// debug.actionName = "app.debug"
/// ```
@MainActor
public final class ToggleButton: Widget {
    /// Makes a released toggle button showing the icon `iconName` (give it a tooltip). GTK bundles a few icons
    /// (such as `view-reveal-symbolic`) that show even without an icon theme.
    public init(iconName: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_toggle_button_new()))
        gtk_button_set_icon_name(pointer(as: GtkButton.self), iconName)
    }

    /// Makes a released toggle button showing `label`.
    public init(label: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_toggle_button_new_with_label(label)))
    }

    /// Runs `handler` after every change of `isActive`, by a click or by code.
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        connect("toggled", handler)
    }

    /// The action a click activates, such as `app.debug`; a boolean action's state also sets `isActive`.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(opaque).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(opaque, newValue) }
    }

    /// Runs `handler` when the secondary (right) mouse button is pressed on the button, which a click does not
    /// toggle: a second use for the button, such as opening a panel.
    public func onSecondaryPress(_ handler: @escaping @MainActor () -> Void) {
        let gesture = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(gesture, guint(GDK_BUTTON_SECONDARY))
        // "begin" (the gesture, the event sequence) fits the existing pointer-argument trampoline.
        let trampoline: CGtkPointerHandler = { gesture, _, userData in
            // Claimed, the press goes no further: in a header bar it would also open the window menu.
            gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
            let body = ActionBox.from(userData)
            MainActor.assumeIsolated { body() }
        }
        cgtk_signal_connect_pointer(
            UnsafeMutableRawPointer(gesture), "begin", trampoline, ActionBox(handler).retained(),
            releaseActionBoxClosure)
        // The widget takes the gesture's reference.
        gtk_widget_add_controller(widgetPointer, gesture)
    }

    /// Whether the button is pressed.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
    }
}
