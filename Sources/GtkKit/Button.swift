// GtkButton: a push button with a text label, wired to a closure or an application action.

import CGtk
import CGtkShim

/// A push button with a text label.
///
/// ```swift
/// let refresh = Button(label: "Refresh")
/// refresh.actionName = "app.refresh"   // or: refresh.onClicked { … }
/// ```
@MainActor
public final class Button: Widget {
    /// Makes a button showing `label`.
    public init(label: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
    }

    /// Makes a button showing the icon `iconName` (give it a tooltip).
    public init(iconName: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName)))
    }

    /// Changes the button's text.
    public func setLabel(_ label: String) {
        gtk_button_set_label(pointer(as: GtkButton.self), label)
    }

    /// The action a click activates, such as `app.refresh`; the button is insensitive while the action is disabled.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(opaque).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(opaque, newValue) }
    }

    /// Runs `handler` on every click.
    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        connect("clicked", handler)
    }

    /// Emits "clicked" as a real click does: handlers and the button's action both run.
    public func emitClicked() {
        cgtk_signal_emit(object, "clicked")
    }
}
