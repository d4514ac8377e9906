// The processes a process started, read from /proc: to find the previewer's probe and see it end.

import Foundation

/// A process as /proc describes it.
struct ProcessEntry: Equatable {
    var id: Int32
    var parentID: Int32
    /// The command line, arguments separated by spaces.
    var commandLine: String

    /// The running (not zombie) processes whose parent is `parent`.
    static func children(of parent: Int32) -> [ProcessEntry] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) } ?? []
        return ids.compactMap(entry).filter { $0.parentID == parent }
    }

    /// Whether `id` names a live process (a zombie has ended; it waits only for its parent to read its status).
    static func isAlive(_ id: Int32) -> Bool {
        guard let entry = entry(id) else { return false }
        return entry.state != "Z"
    }

    private var state: Character = "R"

    private static func entry(_ id: Int32) -> ProcessEntry? {
        guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
            let close = stat.range(of: ") ", options: .backwards)
        else { return nil }
        // After the command's name in parentheses: the state, then the parent's id.
        let fields = stat[close.upperBound...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        let arguments = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(id)/cmdline"))) ?? Data()
        let commandLine = String(decoding: arguments.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        var entry = ProcessEntry(id: id, parentID: parent, commandLine: commandLine)
        entry.state = state
        return entry
    }

    /// Polls until `condition` holds, up to `timeout` seconds; true if it did. A guard against a hang, not a timing.
    static func wait(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
