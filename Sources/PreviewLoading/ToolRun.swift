// Runs a build tool (swiftc, swift build) to its end and keeps everything it printed.

import Foundation

/// A tool's exit status and its standard output and error, as one text in the order printed.
struct ToolRun {
    var status: Int32
    var output: String

    /// Runs `executable` with `arguments` (in `folder`, and with `environment`, if given) and waits for it.
    static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil
    ) throws(UserCodeError) -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .compilerNotFound(searched: ["\(executable) (\(error.localizedDescription))"])
        }
        // Read before waiting: a tool with more output than the pipe holds would block forever otherwise.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
