// The previewer's on/off switches, in one table: each one's action, whether and where it is remembered.

/// One switch of the window, an application action (`app.<name>`) whose state `WindowState.toggles` keeps.
struct PreviewToggle: Sendable {
    /// The action's name, without `app.`; also the toggle's key in `WindowState.toggles`.
    var name: String
    /// Where `state.ini` keeps it.
    var fileKey: (group: String, key: String)
    /// Its state in a first run.
    var defaultValue = false
}

/// Every remembered toggle.
enum PreviewToggles {
    static let all = [
        PreviewToggle(name: "debug", fileKey: ("preview", "overlay")),
        PreviewToggle(name: "report", fileKey: ("preview", "report")),
        PreviewToggle(name: "slow-animations", fileKey: ("preview", "slow-animations")),
        PreviewToggle(name: "exact-size", fileKey: ("preview", "exact-size")),
        PreviewToggle(name: "sidebar", fileKey: ("window", "sidebar"), defaultValue: true),
    ]

    /// The names, for validating a state read from outside.
    static var names: [String] { all.map(\.name) }
}
