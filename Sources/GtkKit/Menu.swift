// GMenu: a menu model of labelled actions, grouped in sections, as a menu button or popover shows it.

import CGtk

/// A menu described as data: each item names an action, so the menu, the shortcuts and any bound buttons all
/// go through the same `GAction` and show the same state.
///
/// An item whose action has a boolean state (a `ToggleAction`) is shown with a check mark.
///
/// ```swift
/// let menu = Menu()
/// menu.appendSection([("Debug Overlay", "app.debug")])
/// menu.appendSection([("About", "app.about"), ("Quit", "app.quit")])
/// ```
@MainActor
public final class Menu {
    let model: OpaquePointer

    /// Makes an empty menu.
    public init() {
        model = g_menu_new()
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// Adds an item that activates `action` (a detailed name such as `app.about`).
    public func append(_ label: String, action: String) {
        g_menu_append(model, label, action)
    }

    /// Adds a section: its items, set apart from the others by separators.
    public func appendSection(_ items: [(label: String, action: String)]) {
        let section = Menu()
        for item in items { section.append(item.label, action: item.action) }
        g_menu_append_section(model, nil, UnsafeMutablePointer<GMenuModel>(section.model))
    }
}
