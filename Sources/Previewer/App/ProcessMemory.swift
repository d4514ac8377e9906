// The process's resident memory, from /proc/self/statm.

import Foundation

enum ProcessMemory {
    /// The resident set size in KiB, or nil where /proc is not available.
    static func residentKiB() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        // Fields: total program size, resident set, shared, text, library, data, dirty (all in pages).
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
    }
}
