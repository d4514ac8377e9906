// One run of the previewer to its exit: status, standard output and standard error.

import Foundation

/// The previewer run once with some options (`--dump-frames`, `--snapshot`, bad options, `--help`).
struct OneShotRun {
    /// A guard against a hung app, not a timing expectation.
    static let timeout: TimeInterval = 60

    var status: Int32
    var output: [String]
    var errors: [String]

    /// Runs the previewer with `arguments` in `environment` and waits for it to exit.
    init(_ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = try PreviewerBinary.url()
        process.arguments = arguments
        process.environment = environment
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let outputLines = LineStream(outputPipe.fileHandleForReading)
        let errorLines = LineStream(errorPipe.fileHandleForReading)
        let watch = ExitWatch(process)
        try process.runWithSignals()
        guard watch.wait(timeout: Self.timeout) else {
            process.stop(watch: watch)
            throw HarnessError(
                "previewer \(arguments.joined(separator: " ")) did not exit within \(Int(Self.timeout)) s")
        }
        status = process.terminationStatus
        output = try outputLines.remainingLines(timeout: Self.timeout)
        errors = try errorLines.remainingLines(timeout: Self.timeout)
    }

    /// The previewer's environment with no display at all: neither X11 nor Wayland.
    static var environmentWithoutDisplay: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "GDK_BACKEND"] { environment.removeValue(forKey: name) }
        environment["GTK_A11Y"] = "none"
        return environment
    }
}
