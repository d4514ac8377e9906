// The previewer's name and version, as `--version` prints them and the AppStream metainfo repeats them.

/// What `previewer --version` prints; scripts/install writes the same version into the metainfo file.
enum PreviewerVersion {
    static let name = "Cartography Previewer"
    static let version = "0.1.0"

    /// `Cartography Previewer 0.1.0`.
    static var line: String { "\(name) \(version)" }
}
