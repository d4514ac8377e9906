// Every keyboard shortcut of the previewer: what the application binds and the shortcuts window lists.

/// One action's shortcuts and how the shortcuts window describes them.
struct KeyboardShortcut: Equatable {
    /// The application action, without `app.`.
    var action: String
    /// GTK accelerator strings; the first is the one the shortcuts window shows.
    var accelerators: [String]
    var title: String
    /// The shortcuts window's group.
    var group: String
}

/// The table both the application (its accelerators) and the shortcuts window (Ctrl+?, F1) are made from, so
/// the window lists every shortcut there is: the toggles' from their own table, and the other actions' here.
@MainActor
enum KeyboardShortcuts {
    /// Every shortcut, the toggles' (`PreviewToggles`) among the rest, group by group.
    static var all: [KeyboardShortcut] {
        let shortcuts = PreviewToggles.all.compactMap(\.shortcut) + others
        return groupOrder.flatMap { group in shortcuts.filter { $0.group == group } }
    }

    /// The shortcuts window's groups, top to bottom.
    private static let groupOrder = ["Preview", "Zoom", "Debugging", "Inspector", "Window"]

    /// The shortcuts of the actions that are not toggles.
    private static let others = [
        KeyboardShortcut(
            action: "refresh", accelerators: ["<Control>r"], title: "Run the right bar button (Refresh)",
            group: "Preview"),
        KeyboardShortcut(
            action: "zoom-in", accelerators: ["<Control>plus", "<Control>equal", "<Control>KP_Add"], title: "Zoom in",
            group: "Zoom"),
        KeyboardShortcut(
            action: "zoom-out", accelerators: ["<Control>minus", "<Control>KP_Subtract"], title: "Zoom out",
            group: "Zoom"),
        KeyboardShortcut(
            action: "zoom-reset", accelerators: ["<Control>0"], title: "Actual size (the variants: fit them)",
            group: "Zoom"),
        KeyboardShortcut(
            action: "find-in-report", accelerators: ["<Control>f"], title: "Find in the layout report",
            group: "Debugging"),
        KeyboardShortcut(
            action: "close-report", accelerators: ["Escape"], title: "Close the layout report", group: "Debugging"),
        KeyboardShortcut(
            action: "clear-selection", accelerators: ["Escape"],
            title: "Clear the inspector's selection (click a view to select it; hold Alt over another to measure)",
            group: "Inspector"),
        KeyboardShortcut(
            action: "shortcuts", accelerators: ["<Control>question", "F1"], title: "Keyboard shortcuts",
            group: "Window"),
        // Listed only: GTK binds F10 to the primary menu button itself, and no action is called this.
        KeyboardShortcut(action: "primary-menu", accelerators: ["F10"], title: "Main menu", group: "Window"),
        KeyboardShortcut(action: "close", accelerators: ["<Control>w"], title: "Close the window", group: "Window"),
        KeyboardShortcut(action: "quit", accelerators: ["<Control>q"], title: "Quit", group: "Window"),
    ]

    /// The accelerators of `action`; empty for an action without shortcuts.
    static func accelerators(for action: String) -> [String] {
        all.first { $0.action == action }?.accelerators ?? []
    }
}
