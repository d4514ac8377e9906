// The command-line tools the tests drive (Xvfb, xdotool, xclip, ImageMagick's import, convert and identify), found
// on PATH.

import Foundation

/// Finds and runs an external program to completion.
enum ExternalTool {
    /// A tool's full path, or an error naming the Debian package that provides it.
    static func path(of name: String) throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":")
        for folder in folders {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        guard let package = debianPackage(of: name) else {
            throw HarnessError("\(name) is not on PATH, and scripts/setup-commands.tsv names no package for it")
        }
        throw HarnessError("\(name) is not on PATH: install the Debian package \(package) (scripts/setup does)")
    }

    /// The package scripts/setup installs for `name`, from the table it reads (scripts/setup-commands.tsv).
    static func debianPackage(of name: String) -> String? {
        let table = RepositoryFiles.root.appendingPathComponent("scripts/setup-commands.tsv")
        guard let text = try? String(contentsOf: table, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count >= 2, columns[0] == name { return String(columns[1]) }
        }
        return nil
    }

    /// Runs `name` with `arguments` and returns its standard output; throws with its standard error if it fails.
    static func run(_ name: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path(of: name))
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = output
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        let errors = LineStream(errorPipe.fileHandleForReading, keepsTranscript: true)
        try process.runWithSignals()
        // Read before waiting: a large image would fill the pipe and block the tool forever.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            _ = try? errors.remainingLines(timeout: 5)
            let message = errors.allLines.joined(separator: " ")
            throw HarnessError(
                "\(name) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): \(message)")
        }
        return data
    }
}
