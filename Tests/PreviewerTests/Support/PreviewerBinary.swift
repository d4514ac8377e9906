// Finds the previewer executable that `swift build --build-tests` put next to this test bundle.

import Foundation

/// The `previewer` binary of the same build as the running tests.
enum PreviewerBinary {
    /// The build's configuration folder (such as .build/x86_64-unknown-linux-gnu/debug): the test bundle
    /// runs from there, whatever the scratch path.
    static var configurationFolder: URL {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The previewer's path; throws with the command to run when it has not been built.
    static func url() throws -> URL {
        let binary = configurationFolder.appendingPathComponent("previewer")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw HarnessError(
                "the previewer is not built: no executable at \(binary.path). "
                    + "Run `swift build --build-tests` (it builds the previewer next to the tests), then test again.")
        }
        return binary
    }
}
