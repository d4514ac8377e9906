// The About dialog's text and the app's icon, found installed or in the repository.

import Foundation
import GtkKit

/// What the About dialog (in the primary menu) says, and where the app's icon comes from.
@MainActor
enum AboutPreviewer {
    static let info = AboutDialog.Info(
        name: PreviewerVersion.name, version: PreviewerVersion.version, iconName: PreviewerApp.applicationID,
        comments: "Auto Layout screens written with Cartography, laid out by our own Cassowary solver, "
            + "in a resizable window that explains every frame.",
        // The project has chosen neither a licence nor a home page yet: set `website` and `license` when it does.
        website: nil, license: nil,
        authors: ["The Cartography on Linux developers"],
        credits: [
            (
                "Built on the work of",
                [
                    "Greg J. Badros, Alan Borning and Peter J. Stuckey (the Cassowary algorithm)",
                    "Robert Böhnke (Cartography, the DSL)",
                    "Chris Colbert (kiwi, whose design the solver follows)",
                    "The GTK developers",
                ]
            )
        ])

    /// Opens the About dialog over `window`.
    static func present(over window: Window) {
        AboutDialog.present(info, over: window)
    }

    /// Makes the app's icon the windows' icon, and the About dialog's. Installed under a prefix the desktop
    /// searches, the theme has it; otherwise the folder that holds it is added: `share/icons/…/apps` beside an
    /// installed binary, or the repository's Resources for a build run in place.
    static func installIcon() {
        let name = PreviewerApp.applicationID
        if !IconTheme.hasIcon(name),
            let folder = iconFolders().first(where: { folder in
                FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("\(name).svg"))
            })
        {
            IconTheme.addSearchPath(folder)
        }
        IconTheme.setDefaultWindowIcon(name)
    }

    private static func iconFolders() -> [String] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let binFolder = executable.deletingLastPathComponent()
            folders.append(
                binFolder.deletingLastPathComponent().appendingPathComponent("share/icons/hicolor/scalable/apps"))
            // A build inside the repository: .build/<triple>/debug/previewer is three levels down.
            var folder = binFolder
            for _ in 0..<4 {
                folders.append(folder.appendingPathComponent("Resources"))
                folder = folder.deletingLastPathComponent()
            }
        }
        folders.append(
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Resources"))
        return folders.map(\.path)
    }
}
