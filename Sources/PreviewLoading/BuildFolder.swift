// The process's private folder for built libraries: a fresh file name per build, removed when the process exits.

import Foundation
import Synchronization

/// A temporary folder owned by this process, holding the entry-point files and libraries it builds.
///
/// Every build gets a new name because `dlopen` returns the already loaded image for a path it has seen,
/// and a loaded image is never unloaded (unmapping Swift code crashes later conformance lookups). The
/// folder goes away at exit; folders left by processes that died without exiting are swept by the next one.
final class BuildFolder: Sendable {
    static let prefix = "cartography-previews-"

    /// The process's folder, made on first use.
    static let shared: Result<BuildFolder, UserCodeError> = Result { () throws(UserCodeError) in
        try BuildFolder()
    }

    let path: String
    private let builds = Atomic<Int>(0)

    private init() throws(UserCodeError) {
        let temporary = NSTemporaryDirectory()
        Self.sweepFoldersOfEndedProcesses(in: temporary)
        var template = Array(
            (temporary as NSString).appendingPathComponent("\(Self.prefix)\(getpid())-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .loadFailed(
                library: temporary, reason: "cannot make a build folder there: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
        // Registered once: `shared` is made once. The handler cannot capture, so it reads the shared folder.
        atexit {
            if case .success(let folder) = BuildFolder.shared {
                try? FileManager.default.removeItem(atPath: folder.path)
            }
        }
    }

    /// A fresh number for the next build's file names.
    func nextBuildNumber() -> Int {
        builds.add(1, ordering: .relaxed).newValue
    }

    /// Removes `cartography-previews-PID-…` folders whose process no longer runs.
    private static func sweepFoldersOfEndedProcesses(in temporary: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let pid = rest.split(separator: "-").first.flatMap({ pid_t($0) }), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: (temporary as NSString).appendingPathComponent(name))
            }
        }
    }
}
