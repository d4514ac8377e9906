// GtkMenuButton: a header-bar button that opens a menu, such as an app's primary menu.

import CGtk

/// A button that opens a popover with a `Menu`.
///
/// ```swift
/// let button = MenuButton(iconName: "open-menu-symbolic")
/// button.setMenu(menu)
/// button.isPrimary = true   // F10 opens it
/// headerBar.packEnd(button)
/// ```
@MainActor
public final class MenuButton: Widget {
    /// The menu stays alive as long as the button shows it.
    private var menu: Menu?

    /// Makes a button showing the icon `iconName` (give it a tooltip).
    public init(iconName: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_icon_name(opaque, iconName)
    }

    /// Shows `menu` when the button is clicked.
    public func setMenu(_ menu: Menu) {
        self.menu = menu
        gtk_menu_button_set_menu_model(opaque, UnsafeMutablePointer<GMenuModel>(menu.model))
    }

    /// Whether this is the window's primary menu, which F10 opens (GNOME's convention).
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(opaque) != 0 }
        set { gtk_menu_button_set_primary(opaque, newValue ? 1 : 0) }
    }

    /// Opens the menu, as a click does.
    public func popup() {
        gtk_menu_button_popup(opaque)
    }
}
