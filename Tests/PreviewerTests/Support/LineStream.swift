// Lines read from a pipe on a thread of their own, handed out with a deadline.

import Foundation

/// Reads a file handle to its end on a background thread and hands out whole lines.
///
/// A blocking read on a hung process would hang the whole test run; waiting on a condition with a
/// deadline turns that into a failure with a message instead.
final class LineStream: @unchecked Sendable {
    // @unchecked: every mutable property is only touched with `condition` locked.
    private let condition = NSCondition()
    private var partial: [UInt8] = []
    private var unread: [String] = []
    private var transcript: [String] = []
    private var ended = false
    private let keepsTranscript: Bool

    /// Starts reading `handle`; with `keepsTranscript`, every line is also kept for `allLines`.
    init(_ handle: FileHandle, keepsTranscript: Bool = false) {
        self.keepsTranscript = keepsTranscript
        Thread { [self] in pump(handle) }.start()
    }

    private func pump(_ handle: FileHandle) {
        while true {
            let data = handle.availableData
            condition.lock()
            if data.isEmpty {
                if !partial.isEmpty { append(String(decoding: partial, as: UTF8.self)) }
                partial = []
                ended = true
                condition.broadcast()
                condition.unlock()
                return
            }
            partial.append(contentsOf: data)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                append(String(decoding: partial[..<newline], as: UTF8.self))
                partial.removeSubrange(...newline)
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    private func append(_ line: String) {
        unread.append(line)
        if keepsTranscript { transcript.append(line) }
    }

    /// The next line, or nil once the stream has ended; throws when nothing comes within `timeout` seconds.
    func nextLine(timeout: TimeInterval, waitingFor what: @autoclosure () -> String) throws -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while unread.isEmpty && !ended {
            if !condition.wait(until: deadline) && unread.isEmpty && !ended {
                throw HarnessError("no line within \(Int(timeout)) s while waiting for \(what())")
            }
        }
        return unread.isEmpty ? nil : unread.removeFirst()
    }

    /// Waits for the end of the stream and returns the lines not read yet.
    func remainingLines(timeout: TimeInterval) throws -> [String] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) && !ended {
                throw HarnessError("the output did not end within \(Int(timeout)) s")
            }
        }
        let lines = unread
        unread = []
        return lines
    }

    /// Every line so far (with `keepsTranscript`), including a last line without a newline once ended.
    var allLines: [String] {
        condition.lock()
        defer { condition.unlock() }
        return transcript + (partial.isEmpty ? [] : [String(decoding: partial, as: UTF8.self)])
    }
}
