// Where the tests save their screenshots, for a person to look at after a run (never committed).

import Foundation

/// `<build folder>/previewer-shots/<test>/`, such as .build/previewer-shots/pixels/; the environment
/// variable PREVIEWER_SHOTS names another parent folder.
enum ShotsFolder {
    /// The folder for one test's pictures, created if needed.
    static func folder(for test: String) throws -> URL {
        let parent: URL
        if let override = ProcessInfo.processInfo.environment["PREVIEWER_SHOTS"], !override.isEmpty {
            parent = URL(fileURLWithPath: override)
        } else {
            // The configuration folder is <build folder>/<triple>/debug.
            parent = PreviewerBinary.configurationFolder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("previewer-shots")
        }
        let folder = parent.appendingPathComponent(test)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
