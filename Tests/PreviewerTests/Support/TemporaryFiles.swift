// Files a test writes (the user's Swift sources), in a folder removed when the test ends.

import Foundation

/// A temporary folder for one test's files.
final class TemporaryFiles {
    let folder: String

    init() throws {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("previewer-sources-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw HarnessError("cannot make a temporary folder") }
        folder = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `text` as `name` and returns the file's path.
    func write(_ name: String, _ text: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// The example user package at the repository's root (`Examples/`).
enum ExamplePackage {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    }

    /// Every Swift file of the package's sources.
    static func screenFiles() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        guard let paths = FileManager.default.subpaths(atPath: sources.path) else {
            throw HarnessError("no example sources at \(sources.path)")
        }
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
    }
}
