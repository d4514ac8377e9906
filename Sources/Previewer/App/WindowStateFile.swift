// The window's state as a GLib key file (`state.ini`): what one run leaves for the next.

import GtkKit
import PreviewerCore

/// Reads and writes a `WindowState` as a key file in the user's config folder.
///
/// A key file rather than GSettings: GSettings aborts the process when its schema is not installed and
/// compiled, which is the case for every run from the build tree (`.build/debug/previewer`, the tests, a
/// restart after a crash) unless `GSETTINGS_SCHEMA_DIR` is set. A key file in the user's config folder works
/// the same installed or not, needs nothing from `scripts/install`, and a test can point it at a folder of its own.
enum WindowStateFile {
    /// The file's name in the user's config folder.
    static let defaultPath = KeyFile.userConfigFolder + "/cartography-previewer/state.ini"

    /// The state in the file at `path`, and what was wrong with it: a file that cannot be read, or a value
    /// that does not parse, is named in one line and left out (its default is used). A missing file is no
    /// problem: nothing was remembered yet.
    @MainActor
    static func read(from path: String) -> (state: WindowState, problems: [String]) {
        let file: KeyFile
        do {
            file = try KeyFile(contentsOf: path)
        } catch {
            if error.isMissingFile { return (WindowState(), []) }
            return (WindowState(), ["cannot read \(path) (\(error.message))"])
        }
        var state = WindowState()
        var problems: [String] = []
        func flag(_ group: String, _ key: String) -> Bool? {
            guard let text = file.string(group: group, key: key) else { return nil }
            switch text {
            case "true": return true
            case "false": return false
            default:
                problems.append("\(path): [\(group)] \(key) is \"\(text)\", not true or false")
                return nil
            }
        }
        state.previewName = file.string(group: "preview", key: "name").flatMap { $0.isEmpty ? nil : $0 }
        if let width = file.string(group: "window", key: "content-width"),
            let height = file.string(group: "window", key: "content-height")
        {
            if let size = try? SizeInPixels(width: width, height: height) {
                state.contentSize = size
            } else {
                problems.append(
                    "\(path): [window] content-width and content-height are \"\(width)\" and \"\(height)\", "
                        + "not whole numbers from \(SizeInPixels.sidesText)")
            }
        }
        state.isMaximized = flag("window", "maximized") ?? false
        if let text = file.string(group: "window", key: "zoom") {
            if let percent = Int(text) {
                state.zoomPercent = percent
            } else {
                problems.append("\(path): [window] zoom is \"\(text)\", not a whole number of percent")
            }
        }
        if let text = file.string(group: "window", key: "scroll") {
            if let offset = Double(text) {
                state.scrollOffset = offset
            } else {
                problems.append("\(path): [window] scroll is \"\(text)\", not a number of pixels")
            }
        }
        for toggle in PreviewToggles.all {
            if let fileKey = toggle.fileKey, let isOn = flag(fileKey.group, fileKey.key) {
                state.toggles[toggle.name.rawValue] = isOn
            }
        }
        if let text = file.string(group: "preview", key: "variants"), text != "off" {
            if VariantSet(rawValue: text) != nil {
                state.variants = text
            } else {
                problems.append("\(path): [preview] variants is \"\(text)\", not off or one of \(VariantSet.names)")
            }
        }
        return (state, problems)
    }

    /// Writes `state` to `path` (atomically), making its folder if need be.
    @MainActor
    static func write(_ state: WindowState, to path: String) throws(KeyFileError) {
        let file = KeyFile()
        file.set(state.previewName ?? "", group: "preview", key: "name")
        for toggle in PreviewToggles.all {
            guard let fileKey = toggle.fileKey else { continue }
            let isOn = state.isOn(toggle.name.rawValue, default: toggle.defaultValue)
            file.set("\(isOn)", group: fileKey.group, key: fileKey.key)
        }
        file.set(state.variants ?? "off", group: "preview", key: "variants")
        if let contentSize = state.contentSize {
            file.set("\(contentSize.width)", group: "window", key: "content-width")
            file.set("\(contentSize.height)", group: "window", key: "content-height")
        }
        file.set("\(state.isMaximized)", group: "window", key: "maximized")
        file.set("\(state.zoomPercent)", group: "window", key: "zoom")
        file.set("\(state.scrollOffset)", group: "window", key: "scroll")
        try file.save(to: path)
    }
}
