// The JSON line the control channel writes for each command: written by the app, read by the tests.

import Foundation

/// One reply: `{"command": "frames", "ok": true, "frames": {…}}`, or `ok` false with an `error`.
///
/// What a reply carries besides its verb and outcome is its ``Body``, one shape a kind of command: the window
/// as the command left it (frames, whether the overlay is on, what it shows, the animations, the variants,
/// and what the command adds: the scroll, the reload, the inspector, the report or a search), the counters,
/// the file written, the report, the widget names, or a restart's reason. On the line the body's fields stand
/// beside `command` and `ok`, each under its own key, so the line stays short and readable.
public struct ControlReply: Equatable, Sendable {
    /// The command's verb, as the line named it.
    public var command: String
    public var ok: Bool
    /// Why the command failed, in one line.
    public var error: String?
    /// What the command answers with.
    public var body: Body

    /// What a reply carries, by the kind of command.
    public enum Body: Equatable, Sendable {
        /// Nothing more (`quit`, a failure that has nothing to show).
        case none
        /// The window as the command left it: most commands, and failures that show the frames.
        case window(WindowReply)
        /// `stats`: the counters.
        case stats(Stats)
        /// `snapshot`, `report save`: the file written.
        case saved(path: String)
        /// `explain`, `report copy`: the layout report.
        case report(String)
        /// `widgets`: the names of the root's widget and every widget below it.
        case widgets(WidgetNames)
        /// The first line a restarted previewer writes on the control channel: why it restarted.
        case restarted(because: String)
    }

    /// A reply with `body`; `ok` unless an `error` is given.
    public init(command: String, body: Body = .none, error: String? = nil) {
        self.command = command
        self.ok = error == nil
        self.error = error
        self.body = body
    }

    /// A failed command's reply, with the frames when they help explain the failure.
    public static func failure(_ command: String, _ error: String, frames: FrameReport? = nil) -> ControlReply {
        ControlReply(command: command, body: frames.map { .window(WindowReply(frames: $0)) } ?? .none, error: error)
    }
}

extension ControlReply {
    /// Decodes one line the control channel wrote.
    ///
    /// - Throws: ``MalformedReply`` with the line (its first 300 characters) and what did not fit.
    public init(line: String) throws(MalformedReply) {
        do {
            self = try JSONDecoder().decode(ControlReply.self, from: Data(line.utf8))
        } catch {
            throw MalformedReply(line: line, reason: Self.reason(error))
        }
    }

    /// The reply as one line of JSON, keys sorted so that the same reply is always the same line.
    public func line() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, a number, a Boolean or an array of them: encoding cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the line" : keys.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context)) has no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(path(context)) is not a \(type): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "\(path(context)) is not valid: \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}

/// A line that is not a control reply: what the line was and what did not fit.
public struct MalformedReply: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, as it came.
    public var line: String
    /// What did not fit, in a few words (`frames.views has no "name"`).
    public var reason: String

    public init(line: String, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "not a control reply (\(reason)): \(line.prefix(300))" }
}
