// A stand-in program (an editor, a terminal) that writes the arguments it was started with to a file.

import Foundation

/// An executable shell script in the test's shots folder that saves its arguments, one a line.
struct ArgumentRecorder {
    /// The script's path, to give as `$EDITOR` or `$TERMINAL`.
    let path: String
    /// The file it writes; absent until it has run, and whole once present (the script writes a temporary file
    /// and renames it, so a reader never sees the file that `>` has created but `printf` not yet filled).
    let arguments: URL

    /// Makes `NAME.sh` in `folder`, removing what an earlier run wrote.
    init(named name: String, in folder: URL) throws {
        let script = folder.appendingPathComponent("\(name).sh")
        arguments = folder.appendingPathComponent("\(name)-arguments.txt")
        try? FileManager.default.removeItem(at: arguments)
        let partial = arguments.path + ".partial"
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(partial)' && mv '\(partial)' '\(arguments.path)'\n".utf8)
            .write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        path = script.path
    }

    /// Whether it has run.
    var hasRun: Bool { FileManager.default.fileExists(atPath: arguments.path) }

    /// What it was given, one argument a line.
    func written() throws -> String { try String(contentsOf: arguments, encoding: .utf8) }
}
