// The JSON line the control channel writes for each command: written by the app, read by the tests.

import Foundation

/// One reply: `{"command": "frames", "ok": true, "frames": {…}}`, or `ok` false with an `error`.
///
/// Replies that carry `frames` on success also carry `debug` (whether the overlay is on), `animations` and, while
/// the overlay is on, `overlay`; `explain` carries `report`. Each command fills only its own fields, so the line
/// stays short and readable: absent fields are left out of the JSON.
public struct ControlReply: Codable, Equatable, Sendable {
    /// The command's verb, as the line named it.
    public var command: String
    public var ok: Bool
    /// Why the command failed, in one line.
    public var error: String?
    public var frames: FrameReport?
    public var stats: Stats?
    /// The file written, for `snapshot` and `report save`.
    public var path: String?
    /// Whether the debug overlay is on, in replies that carry frames.
    public var debug: Bool?
    public var overlay: Overlay?
    /// The layout report, for `explain` and the `report` commands (the text the pane shows).
    public var report: String?
    /// The names of the root's widget and every widget below it, for `widgets`.
    public var widgets: WidgetNames?
    /// What `report search` found.
    public var search: ReportSearch?
    /// The reload `wait-reload` waited for.
    public var reload: ReloadRecord?
    /// The first line a restarted previewer writes on the control channel: why it restarted.
    public var restart: String?
    public var animations: Animations?
    /// For `scroll`: whether a scroll view under the point moved.
    public var scrolled: Bool?
    /// For the inspector's commands: the selection, the pane's text, the distances, the layers, the stepper.
    public var inspector: InspectorReply?
    /// For `variants`, and every reply with frames while the variants canvas is shown: its tiles.
    public var variants: VariantsReply?

    /// A reply with the fields given; the others are left out of the line.
    public init(
        command: String, ok: Bool, error: String? = nil, frames: FrameReport? = nil, stats: Stats? = nil,
        path: String? = nil, debug: Bool? = nil, overlay: Overlay? = nil, report: String? = nil,
        widgets: WidgetNames? = nil, search: ReportSearch? = nil, reload: ReloadRecord? = nil,
        restart: String? = nil, animations: Animations? = nil, scrolled: Bool? = nil,
        inspector: InspectorReply? = nil, variants: VariantsReply? = nil
    ) {
        self.command = command
        self.ok = ok
        self.error = error
        self.frames = frames
        self.stats = stats
        self.path = path
        self.debug = debug
        self.overlay = overlay
        self.report = report
        self.widgets = widgets
        self.search = search
        self.reload = reload
        self.restart = restart
        self.animations = animations
        self.scrolled = scrolled
        self.inspector = inspector
        self.variants = variants
    }

    /// A failed command's reply, with the frames when they help explain the failure.
    public static func failure(_ command: String, _ error: String, frames: FrameReport? = nil) -> ControlReply {
        ControlReply(command: command, ok: false, error: error, frames: frames)
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
