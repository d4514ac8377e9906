// The previewer's on/off switches, in one table: each one's action, shortcut, menu item, memory and effect.

import GtkKit

/// The name of a toggle's application action (`app.<rawValue>`), also its key in `WindowState.toggles`.
enum ToggleName: String, CaseIterable, Sendable {
    case debug, report
    case exactSize = "exact-size"
    case variants, sidebar, sweep
    case slowAnimations = "slow-animations"
    case explode
    case layoutMargins = "layout-margins"
    case live
}

/// One switch of the window: everything the app, the shortcuts window, the primary menu and the remembered
/// state know of it. Its state lives in its action alone; `apply` brings the window in step when it changes.
struct PreviewToggle {
    var name: ToggleName
    /// Its shortcuts and how the shortcuts window lists them; nil for a toggle without a shortcut.
    var shortcut: KeyboardShortcut?
    /// Its item in the primary menu: the section (`PrimaryMenu.sections`) and the label; nil for none.
    var menuItem: (section: Int, label: String)?
    /// Where `state.ini` keeps it; nil for a toggle no run restores (a motion, an inspection, or the variants,
    /// which are remembered by their set).
    var fileKey: (group: String, key: String)?
    /// Its state in a first run.
    var defaultValue = false
    /// Shows the change: the action's state is already `isOn`.
    var apply: @MainActor (PreviewerSession, _ isOn: Bool) -> Void
}

/// Every toggle, in the order the primary menu lists them.
@MainActor
enum PreviewToggles {
    static let all = [
        PreviewToggle(
            name: .debug,
            shortcut: shortcut(.debug, ["<Control>d"], "Debug overlay: frames and constraints", "Debugging"),
            menuItem: (0, "Debug Overlay"), fileKey: ("preview", "overlay"),
            apply: { session, isOn in session.stage.debugOverlay.isOn = isOn }),
        PreviewToggle(
            name: .report,
            shortcut: shortcut(.report, ["<Control>e"], "Layout report (also a right click on the eye)", "Debugging"),
            menuItem: (0, "Layout Report"), fileKey: ("preview", "report"),
            apply: { session, isOn in session.reportDidChange(isOn) }),
        PreviewToggle(
            name: .exactSize,
            shortcut: shortcut(
                .exactSize, ["<Control><Shift>e"], "Exact size: keep the root the window's size, tape the overflow",
                "Preview"),
            menuItem: (0, "Exact Size"), fileKey: ("preview", "exact-size"),
            apply: { session, isOn in session.renderer.keepsSize = isOn }),
        PreviewToggle(
            name: .variants,
            shortcut: shortcut(
                .variants, ["<Control><Shift>v"],
                "Variants: the preview in several sizes, directions, text sizes and appearances at once", "Preview"),
            menuItem: (0, "Variants"),
            apply: { session, isOn in session.variantsDidChange(isOn) }),
        PreviewToggle(
            name: .sidebar, shortcut: shortcut(.sidebar, ["F9"], "Show or hide the previews", "Preview"),
            menuItem: (1, "Show Previews"), fileKey: ("window", "sidebar"), defaultValue: true,
            apply: { session, isOn in session.window.isSidebarVisible = isOn }),
        PreviewToggle(
            name: .sweep,
            shortcut: shortcut(.sweep, ["<Control><Shift>s"], "Sweep: glide the width back and forth", "Preview"),
            menuItem: (1, "Sweep Width"),
            apply: { session, isOn in isOn ? session.sweep.start() : session.sweep.stop() }),
        PreviewToggle(
            // ⌘T is Slow Animations in the iOS simulator.
            name: .slowAnimations,
            shortcut: shortcut(.slowAnimations, ["<Control>t"], "Slow animations: ten times slower", "Preview"),
            menuItem: (1, "Slow Animations"), fileKey: ("preview", "slow-animations"),
            apply: { session, isOn in session.stage.animator.isSlow = isOn }),
        PreviewToggle(
            name: .explode,
            shortcut: shortcut(
                .explode, ["<Control><Shift>x"], "Exploded view: the hierarchy in layers, drag to turn it", "Inspector"),
            apply: { session, isOn in session.inspector.exploded.setOn(isOn) }),
        PreviewToggle(
            name: .layoutMargins,
            shortcut: shortcut(
                .layoutMargins, ["<Control><Shift>m"], "Layout margins: outline the area inside each view's margins",
                "Debugging"),
            menuItem: (0, "Layout Margins"), fileKey: ("preview", "layout-margins"),
            apply: { session, isOn in
                session.stage.debugOverlay.setLayer(
                    ToggleName.layoutMargins.rawValue, isOn ? LayoutMarginsLayer.paint : nil)
            }),
        PreviewToggle(
            // Xcode's previews are "live" or "selectable"; off, a click selects a view for the inspector.
            name: .live,
            shortcut: shortcut(
                .live, ["<Control>l"], "Live: clicks, drags and keys go to the preview (buttons, switches, fields)",
                "Preview"),
            menuItem: (1, "Live Preview"), fileKey: ("preview", "live"),
            apply: { session, isOn in session.liveModeDidChange(isOn) }),
    ]

    /// The toggle called `name`.
    static func toggle(_ name: ToggleName) -> PreviewToggle? {
        all.first { $0.name == name }
    }

    /// The names, for validating a state read from outside.
    static var names: [String] { all.map(\.name.rawValue) }

    private static func shortcut(
        _ name: ToggleName, _ accelerators: [String], _ title: String, _ group: String
    ) -> KeyboardShortcut {
        KeyboardShortcut(action: name.rawValue, accelerators: accelerators, title: title, group: group)
    }
}
