// Finds Resources/style.css and applies it, with a built-in copy of its essentials as the fallback.

import Foundation
import GtkKit

/// The previewer's stylesheet, found on disk or built in.
enum AppStylesheet {
    /// The rules the previewer cannot look right without, used when Resources/style.css is not found
    /// (an installed binary without its resources). Keep in step with Resources/style.css.
    private static let essentials = """
        .root-view { background-color: white; }
        .grid-container { background-color: gray; }
        .canvas:focus-visible { outline: 2px solid #3584e4; outline-offset: -2px; }
        .problem-count.layout-mistakes { background: #c01c28; color: white; }
        """

    /// Applies Resources/style.css from `PREVIEWER_RESOURCES`, next to the executable or above it (a build
    /// folder inside the repository), or the current folder; the built-in essentials otherwise.
    @MainActor
    static func apply() {
        if let path = candidatePaths().first(where: { FileManager.default.isReadableFile(atPath: $0) }),
            StyleSheet.apply(fileAt: path)
        {
            return
        }
        StyleSheet.apply(css: essentials)
    }

    private static func candidatePaths() -> [String] {
        var folders: [URL] = []
        if let override = ProcessInfo.processInfo.environment["PREVIEWER_RESOURCES"] {
            folders.append(URL(fileURLWithPath: override))
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let binFolder = executable.deletingLastPathComponent()
            // An installed binary: <prefix>/bin/previewer and <prefix>/share/previewer/style.css.
            folders.append(binFolder.deletingLastPathComponent().appendingPathComponent("share/previewer"))
            // A build inside the repository: .build/<triple>/debug/previewer is three levels down.
            var folder = binFolder
            for _ in 0..<4 {
                folders.append(folder.appendingPathComponent("Resources"))
                folder = folder.deletingLastPathComponent()
            }
        }
        folders.append(
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Resources"))
        return folders.map { $0.appendingPathComponent("style.css").path }
    }
}
