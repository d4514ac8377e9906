// What the previewer remembers between runs: the last preview, the content area's size, the window and its toggles.

import GtkKit
import PreviewerCore

/// The state one run leaves for the next, kept in a GLib key file (`state.ini`).
///
/// A key file rather than GSettings: GSettings aborts the process when its schema is not installed and
/// compiled, which is the case for every run from the build tree (`.build/debug/previewer`, the tests, a
/// restart after a crash) unless `GSETTINGS_SCHEMA_DIR` is set. A key file in the user's config folder works
/// the same installed or not, needs nothing from `scripts/install`, and a test can point it at a folder of its own.
struct RememberedState: Equatable {
    /// The preview on screen (by name: a rebuilt user file keeps its names).
    var previewName: String?
    /// The content area's size (the root's, as `--size` gives it) while the window was not maximized.
    var contentSize: PixelSize?
    var isMaximized = false
    var isSidebarVisible = true
    var overlay = false
    var report = false
    var slowAnimations = false
    /// The set the variants canvas showed, or nil when the single preview was shown.
    var variants: VariantSet?

    /// The file's name in the user's config folder.
    static let defaultPath = KeyFile.userConfigFolder + "/cartography-previewer/state.ini"

    /// The state in the file at `path`, and what was wrong with it: a file that cannot be read, or a value
    /// that does not parse, is named in one line and left out (its default is used). A missing file is no
    /// problem: nothing was remembered yet.
    @MainActor
    static func read(from path: String) -> (state: RememberedState, problems: [String]) {
        let file: KeyFile
        do {
            file = try KeyFile(contentsOf: path)
        } catch {
            if error.isMissingFile { return (RememberedState(), []) }
            return (RememberedState(), ["cannot read \(path) (\(error.message))"])
        }
        var state = RememberedState()
        var problems: [String] = []
        func flag(_ group: String, _ key: String, default value: Bool) -> Bool {
            guard let text = file.string(group: group, key: key) else { return value }
            switch text {
            case "true": return true
            case "false": return false
            default:
                problems.append("\(path): [\(group)] \(key) is \"\(text)\", not true or false")
                return value
            }
        }
        state.previewName = file.string(group: "preview", key: "name").flatMap { $0.isEmpty ? nil : $0 }
        if let width = file.string(group: "window", key: "content-width"),
            let height = file.string(group: "window", key: "content-height")
        {
            if let size = try? SizeInPixels(width: width, height: height) {
                state.contentSize = PixelSize(size)
            } else {
                problems.append(
                    "\(path): [window] content-width and content-height are \"\(width)\" and \"\(height)\", "
                        + "not whole numbers from \(SizeInPixels.sidesText)")
            }
        }
        state.isMaximized = flag("window", "maximized", default: false)
        state.isSidebarVisible = flag("window", "sidebar", default: true)
        state.overlay = flag("preview", "overlay", default: false)
        state.report = flag("preview", "report", default: false)
        state.slowAnimations = flag("preview", "slow-animations", default: false)
        if let text = file.string(group: "preview", key: "variants"), text != "off" {
            state.variants = VariantSet(rawValue: text)
            if state.variants == nil {
                problems.append("\(path): [preview] variants is \"\(text)\", not off or one of \(VariantSet.names)")
            }
        }
        return (state, problems)
    }

    /// Writes the state to `path` (atomically), making its folder if need be.
    @MainActor
    func write(to path: String) throws(KeyFileError) {
        let file = KeyFile()
        file.set(previewName ?? "", group: "preview", key: "name")
        file.set("\(overlay)", group: "preview", key: "overlay")
        file.set("\(report)", group: "preview", key: "report")
        file.set("\(slowAnimations)", group: "preview", key: "slow-animations")
        file.set(variants?.rawValue ?? "off", group: "preview", key: "variants")
        if let contentSize {
            file.set("\(contentSize.width)", group: "window", key: "content-width")
            file.set("\(contentSize.height)", group: "window", key: "content-height")
        }
        file.set("\(isMaximized)", group: "window", key: "maximized")
        file.set("\(isSidebarVisible)", group: "window", key: "sidebar")
        try file.save(to: path)
    }
}
