// The header bar, which plays the preview's navigation bar: its title, its bar buttons and the app's own.

import GtkKit

/// The header bar and the buttons on it the session drives; the buttons bound to an action by name only (the
/// sidebar's, the primary menu) are made and packed here and left to GTK.
@MainActor
struct WindowHeader {
    let bar = HeaderBar()
    /// The preview's right bar button (the nine-grid's Refresh), bound to `app.refresh` (Ctrl+R).
    let refreshButton = Button(label: "Refresh")
    /// The preview's left bar button, if it has one.
    let leftButton = Button(label: "")
    /// Shows the debug overlay; bound to the `app.debug` action, so it stays pressed exactly while the overlay is on.
    /// An icon GTK bundles (an eye): a label would make the narrowest window wider.
    let debugButton = ToggleButton(iconName: "view-reveal-symbolic")
    /// Counts the layout's conflicts, ambiguous views and broken priorities; a click opens the report.
    let problemCount = ProblemCountButton()

    /// Packs the buttons, the primary menu and the sidebar's switch, and shows `title`.
    init(title: String) {
        refreshButton.actionName = "app.refresh"
        refreshButton.setTooltip("The preview's right bar button (Ctrl+R)")
        leftButton.isVisible = false
        // The primary menu (F10): the app's toggles, Keyboard Shortcuts, About and Quit, as GNOME apps have it.
        let primaryMenuButton = MenuButton(iconName: "open-menu-symbolic")
        primaryMenuButton.setMenu(PrimaryMenu.make())
        primaryMenuButton.isPrimary = true
        primaryMenuButton.setTooltip("Main menu (F10)")
        // Packed first: the primary menu is the last button before the window's own, in GNOME apps.
        bar.packEnd(primaryMenuButton)
        bar.packEnd(refreshButton)
        debugButton.actionName = "app.debug"
        debugButton.setTooltip(
            "Debug overlay: outline the views and draw their constraints (Ctrl+D).\n"
                + "Right-click or Ctrl+E: the layout report.")
        bar.packEnd(debugButton)
        bar.packEnd(problemCount.button)
        // Shows or hides the sidebar (`app.sidebar`, F9).
        let sidebarButton = ToggleButton(iconName: "sidebar-show-symbolic")
        sidebarButton.actionName = "app.sidebar"
        sidebarButton.setTooltip("The list of previews (F9); type to filter it")
        bar.packStart(sidebarButton)
        bar.packStart(leftButton)
        bar.setTitle(title)
        // Like a navigation bar: one window button. Minimise and maximise would only make the narrowest window
        // (the narrowest root view one can preview) wider.
        bar.setDecorationLayout(":close")
    }

    /// Puts the switches bound to `app.sweep`, `app.exact-size` and `app.slow-animations` under the list of
    /// previews, not in the header bar: every header-bar button makes the narrowest window wider.
    static func addTools(to sidebar: PreviewSidebar) {
        let sweepButton = ToggleButton(iconName: "media-playlist-repeat-symbolic")
        sweepButton.actionName = "app.sweep"
        sweepButton.setTooltip("Sweep: glide the width back and forth so the layout runs itself (Ctrl+Shift+S)")
        sidebar.addTool(sweepButton)
        let exactSizeButton = ToggleButton(iconName: "zoom-fit-best-symbolic")
        exactSizeButton.actionName = "app.exact-size"
        exactSizeButton.setTooltip(
            "Exact size: keep the root exactly the window's size and mark the views that overflow it with tape.\n"
                + "Off: the root grows as tall as its views need, and scrolls.")
        sidebar.addTool(exactSizeButton)
        let slowAnimationsButton = ToggleButton(iconName: "preferences-system-time-symbolic")
        slowAnimationsButton.actionName = "app.slow-animations"
        slowAnimationsButton.setTooltip("Slow animations: ten times slower, as the iOS simulator's (Ctrl+T)")
        sidebar.addTool(slowAnimationsButton)
    }
}
