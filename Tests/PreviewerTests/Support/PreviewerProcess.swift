// A running previewer driven through its control channel: one command out, one JSON reply back.

import Foundation
import PreviewerCore

/// The previewer started with `--control`: commands go to its standard input, replies come one line each.
final class PreviewerProcess {
    /// A guard against a hung app, not a timing expectation: a healthy reply takes milliseconds.
    static let replyTimeout: TimeInterval = 60

    private let process = Process()
    private let watch: ExitWatch
    private let input: FileHandle
    private let replies: LineStream
    /// Standard error, kept whole: the tests expect it to stay empty (no GTK criticals or warnings).
    let errors: LineStream

    /// Starts `previewer --control` with `options` on `display`, with `extraEnvironment` added.
    init(options: [String], display: VirtualDisplay, extraEnvironment: [String: String] = [:]) throws {
        process.executableURL = try PreviewerBinary.url()
        process.arguments = ["--control"] + options
        process.environment = display.appEnvironment.merging(extraEnvironment) { _, extra in extra }
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        input = inputPipe.fileHandleForWriting
        replies = LineStream(outputPipe.fileHandleForReading)
        errors = LineStream(errorPipe.fileHandleForReading, keepsTranscript: true)
        watch = ExitWatch(process)
        try process.runWithSignals()
    }

    /// Sends one command and returns its reply; throws if the app answers nothing, or not JSON, or exits.
    @discardableResult
    func send(_ command: String) throws -> ControlReply {
        do {
            try input.write(contentsOf: Data((command + "\n").utf8))
        } catch {
            throw HarnessError("cannot send \"\(command)\": the previewer is gone (\(error)); stderr: \(stderr)")
        }
        guard let line = try replies.nextLine(timeout: Self.replyTimeout, waitingFor: "the reply to \"\(command)\"")
        else {
            throw HarnessError("the previewer exited instead of answering \"\(command)\"; stderr: \(stderr)")
        }
        let reply = try ControlReply(line: line)
        let verb = command.split(separator: " ").first.map(String.init) ?? command
        guard reply.command == verb else {
            throw HarnessError("the reply to \"\(command)\" is for \"\(reply.command)\": \(line.prefix(300))")
        }
        return reply
    }

    /// Writes `lines` in one write, without waiting for replies (as a script piping commands would).
    func write(lines: [String]) throws {
        try input.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// The next reply line, whatever command it answers; nil if the app exited first.
    func nextReply() throws -> ControlReply? {
        try replies.nextLine(timeout: Self.replyTimeout, waitingFor: "a reply").map { try ControlReply(line: $0) }
    }

    /// Waits for the app to exit and returns its status; throws if it does not.
    func waitForExit() throws -> Int32 {
        guard watch.wait(timeout: Self.replyTimeout) else { throw HarnessError("the previewer did not exit") }
        return process.terminationStatus
    }

    /// Asks for the frames until `condition` holds of them (a key pressed through the X server reaches the app
    /// in its own time), at most `attempts` times; the last frames are returned either way.
    func frames(until condition: (FrameReport) -> Bool, attempts: Int = 400) throws -> FrameReport {
        var frames = try self.frames()
        var attempt = 1
        while !condition(frames) && attempt < attempts {
            frames = try self.frames()
            attempt += 1
        }
        return frames
    }

    /// Writes `bytes` as they are (no newline added) and returns the next reply, whatever command it names:
    /// for lines the app must refuse, which the reply cannot echo back as `send` expects.
    func sendRaw(_ bytes: [UInt8]) throws -> ControlReply {
        let shown = String(decoding: bytes, as: UTF8.self).debugDescription
        do {
            try input.write(contentsOf: Data(bytes))
        } catch {
            throw HarnessError("cannot send \(shown): the previewer is gone (\(error)); stderr: \(stderr)")
        }
        guard let line = try replies.nextLine(timeout: Self.replyTimeout, waitingFor: "the reply to \(shown)") else {
            throw HarnessError("the previewer exited instead of answering \(shown); stderr: \(stderr)")
        }
        return try ControlReply(line: line)
    }

    /// Closes standard input (end of input) and returns the replies the app wrote before it exited, and its
    /// exit status.
    func closeInputAndWait() throws -> (replies: [ControlReply], status: Int32) {
        try input.close()
        guard watch.wait(timeout: Self.replyTimeout) else {
            throw HarnessError("the previewer did not exit at the end of its input")
        }
        let lines = try replies.remainingLines(timeout: Self.replyTimeout)
        return (try lines.map(ControlReply.init(line:)), process.terminationStatus)
    }

    /// The reply's frames; throws if the command failed.
    func frames(after command: String = "frames") throws -> FrameReport {
        let reply = try send(command)
        guard reply.ok, let frames = reply.frames else {
            throw HarnessError("\"\(command)\" failed: \(reply.error ?? "no frames in the reply")")
        }
        return frames
    }

    /// The layout counters and memory.
    func stats() throws -> ControlReply.Stats {
        let reply = try send("stats")
        guard reply.ok, let stats = reply.stats else { throw HarnessError("stats failed: \(reply.error ?? "")") }
        return stats
    }

    /// Saves the window in the app, as `snapshot PATH`.
    func snapshot(to path: String) throws {
        let reply = try send("snapshot \(path)")
        guard reply.ok, reply.path == path else {
            throw HarnessError(
                "snapshot \(path) failed: \(reply.error ?? "the reply names \(reply.path ?? "no path")")")
        }
    }

    /// Sends `quit` and returns the exit status.
    func quit() throws -> Int32 {
        let reply = try send("quit")
        guard reply.ok else { throw HarnessError("quit failed: \(reply.error ?? "")") }
        guard watch.wait(timeout: Self.replyTimeout) else {
            throw HarnessError("the previewer did not exit after quit")
        }
        return process.terminationStatus
    }

    /// The app's process id.
    var processID: Int32 { process.processIdentifier }

    /// Everything the app wrote on standard error so far.
    var stderr: String { errors.allLines.joined(separator: "\n") }

    /// Ends the app if a test stopped early; a test calls it in a `defer`.
    func stop() {
        try? input.close()
        process.stop(watch: watch)
    }
}
