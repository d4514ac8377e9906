// A temporary folder of user files for one test, and the toolchain of the build running the tests.

import Foundation
import PreviewLoading

/// Swift files written for a test into a folder of their own, removed when the test ends.
final class UserFiles {
    let folder: String

    init() throws {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("preview-loading-tests-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.EACCES) }
        folder = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `text` as `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The modules of the build that made this test bundle (its `Modules` folder), as the previewer uses its own.
    static func toolchain() throws -> PreviewToolchain {
        try PreviewToolchain.forRunningExecutable()
    }
}
