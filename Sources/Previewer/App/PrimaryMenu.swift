// The header bar's primary menu (GNOME's "open-menu" button): the app's toggles, its shortcuts, About and Quit.

import GtkKit

/// The primary menu's items, each an application action: a toggle shows a check mark that follows its
/// action, whether it was switched here, by its shortcut or by a button, and the menu shows each shortcut.
@MainActor
enum PrimaryMenu {
    /// The sections of the menu, top to bottom: what is drawn, then how the window moves (the toggles', from
    /// their table), then the app's.
    static var sections: [[(label: String, action: String)]] {
        let toggleSections = (0...1).map { section in
            PreviewToggles.all.compactMap { toggle in
                toggle.menuItem.flatMap { $0.section == section ? ($0.label, "app.\(toggle.name.rawValue)") : nil }
            }
        }
        return toggleSections + [
            [
                ("Keyboard Shortcuts", "app.shortcuts"),
                ("About \(PreviewerVersion.name)", "app.about"),
                ("Quit", "app.quit"),
            ]
        ]
    }

    /// The menu model, for the header bar's menu button.
    static func make() -> Menu {
        let menu = Menu()
        for section in sections { menu.appendSection(section) }
        return menu
    }
}
