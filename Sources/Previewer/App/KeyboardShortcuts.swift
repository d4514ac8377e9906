// Every keyboard shortcut of the previewer, in one table: what the application binds and the shortcuts window lists.

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
/// the window lists every shortcut there is.
enum KeyboardShortcuts {
    static let all = [
        KeyboardShortcut(
            action: "refresh", accelerators: ["<Control>r"], title: "Run the right bar button (Refresh)",
            group: "Preview"),
        KeyboardShortcut(action: "sidebar", accelerators: ["F9"], title: "Show or hide the previews", group: "Preview"),
        KeyboardShortcut(
            action: "sweep", accelerators: ["<Control><Shift>s"],
            title: "Sweep: glide the width back and forth", group: "Preview"),
        KeyboardShortcut(
            // ⌘T is Slow Animations in the iOS simulator.
            action: "slow-animations", accelerators: ["<Control>t"], title: "Slow animations: ten times slower",
            group: "Preview"),
        KeyboardShortcut(
            action: "exact-size", accelerators: ["<Control><Shift>e"],
            title: "Exact size: keep the root the window's size, tape the overflow", group: "Preview"),
        KeyboardShortcut(
            action: "variants", accelerators: ["<Control><Shift>v"],
            title: "Variants: the preview in several sizes, directions, text sizes and appearances at once",
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
            action: "debug", accelerators: ["<Control>d"], title: "Debug overlay: frames and constraints",
            group: "Debugging"),
        KeyboardShortcut(
            action: "report", accelerators: ["<Control>e"], title: "Layout report (also a right click on the eye)",
            group: "Debugging"),
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
            action: "explode", accelerators: ["<Control><Shift>x"],
            title: "Exploded view: the hierarchy in layers, drag to turn it", group: "Inspector"),
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
