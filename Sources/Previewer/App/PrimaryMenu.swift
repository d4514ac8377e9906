// The header bar's primary menu (GNOME's "open-menu" button): the app's toggles, its shortcuts, About and Quit.

import GtkKit

/// The primary menu's items, each an application action: a toggle shows a check mark that follows its
/// action, whether it was switched here, by its shortcut or by a button, and the menu shows each shortcut.
enum PrimaryMenu {
    /// The sections of the menu, top to bottom: what is drawn and how it moves, then the window's, then the app's.
    static let sections: [[(label: String, action: String)]] = [
        [
            ("Debug Overlay", "app.debug"),
            ("Layout Report", "app.report"),
            ("Exact Size", "app.exact-size"),
            ("Variants", "app.variants"),
        ],
        [
            ("Show Previews", "app.sidebar"),
            ("Sweep Width", "app.sweep"),
            ("Slow Animations", "app.slow-animations"),
        ],
        [
            ("Keyboard Shortcuts", "app.shortcuts"),
            ("About \(PreviewerVersion.name)", "app.about"),
            ("Quit", "app.quit"),
        ],
    ]

    /// The menu model, for the header bar's menu button.
    @MainActor
    static func make() -> Menu {
        let menu = Menu()
        for section in sections { menu.appendSection(section) }
        return menu
    }
}
