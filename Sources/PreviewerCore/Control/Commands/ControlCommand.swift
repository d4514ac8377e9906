// The control channel's commands, parsed from one line of text each.

import Foundation

/// One line on the control channel (`--control`), as tests and QA scripts write them.
public enum ControlCommand: Equatable, Sendable {
    /// `resize W H`: make the content area W×H, reply with the frames after the next allocation.
    case resize(SizeInPixels)
    /// `refresh`: click Refresh, reply with the frames after the next layout pass.
    case refresh
    /// `frames`: reply with the current frames.
    case frames
    /// `snapshot PATH`: save the window as a PNG file.
    case snapshot(path: String)
    /// `stats`: layout counters and memory.
    case stats
    /// `debug on` / `debug off`: show or hide the debug overlay; reply with the frames once the window shows
    /// the change (`on`: the overlay has been drawn; `off`: the next frame is done).
    case debug(Bool)
    /// `explain`: reply with the layout report, as `--explain` prints it, for the current layout.
    case explain
    /// `drag X1 Y1 X2 Y2`: drag from one point of the root view to another (root coordinates), as the pointer
    /// would; reply with the frames after the layout that follows.
    case drag(from: CGPoint, to: CGPoint)
    /// `sweep PHASE`: put the width sweep at PHASE (0 at its narrowest, 1 at its widest, 2 back), reply with the
    /// frames at that width; `sweep on` / `sweep off` start and stop it.
    case sweep(SweepCommand)
    /// `preview NAME`: show the preview called NAME (the rest of the line), reply with its frames once laid out.
    case preview(name: String)
    /// `widgets`: reply with the names GTK holds for the root view's widget and every widget below it.
    case widgets
    /// `report open|close|copy|save PATH|search TEXT`: the report pane, as its buttons and search entry use it.
    case report(ReportCommand)
    /// `toggle NAME on|off`: turn any of `PreviewToggles` on or off, as its shortcut or menu item does; reply with
    /// the frames once the window has drawn the change.
    case toggle(name: String, isOn: Bool)
    /// `exact on|off`: keep the root exactly the content area's size (overflow shown), or let it grow and scroll.
    case exactSize(Bool)
    /// `zoom PERCENT`: scale the canvas (the root's widgets and the overlay) to one of `ZoomLevel.percentages`.
    case zoom(Int)
    /// `wait-reload [N]`: reply once the user's code has been reloaded N times in all (the next reload without N),
    /// with the reload's outcome and the frames then.
    case waitReload(atLeast: Int?)
    /// `scroll X Y DX DY`: scroll as the wheel or touchpad does over the point (X, Y) of the root view, by DX, DY
    /// points; reply with the frames once laid out, and whether a scroll view moved (`scrolled`).
    case scroll(x: Double, y: Double, dx: Double, dy: Double)
    /// `animations pause|play|wait|step F|slow on|off`: drive the animation clock (see ``AnimationsCommand``).
    case animations(AnimationsCommand)
    /// The inspector's commands (see ``InspectorCommand``).
    case inspector(InspectorCommand)
    /// The variants canvas's command (see ``VariantsCommand``).
    case variants(VariantsCommand)
    /// `quit`: reply, then exit with status 0.
    case quit

    /// What `report` does.
    public enum ReportCommand: Equatable, Sendable {
        case open, close, copy
        case save(path: String)
        case search(String)
    }

    /// The verb, as the reply echoes it.
    public var name: String {
        switch self {
        case .resize: "resize"
        case .refresh: "refresh"
        case .frames: "frames"
        case .snapshot: "snapshot"
        case .stats: "stats"
        case .debug: "debug"
        case .explain: "explain"
        case .preview: "preview"
        case .drag: "drag"
        case .sweep: "sweep"
        case .widgets: "widgets"
        case .report: "report"
        case .toggle: "toggle"
        case .exactSize: "exact"
        case .zoom: "zoom"
        case .waitReload: "wait-reload"
        case .animations: "animations"
        case .scroll: "scroll"
        case .inspector(let command): command.verb
        case .variants: "variants"
        case .quit: "quit"
        }
    }

    /// The command names, for error messages.
    public static let usage =
        "resize W H | refresh | frames | snapshot PATH | stats | debug on|off | explain | preview NAME | widgets | "
        + "report open|close|copy|save PATH|search TEXT | toggle NAME on|off | exact on|off | zoom PERCENT | drag X1 Y1 X2 Y2 | "
        + "sweep on|off|PHASE | wait-reload [N] | scroll X Y DX DY | animations pause|play|wait|step F|slow on|off | "
        + InspectorCommand.usage + " | " + VariantsCommand.usage + " | quit"

    /// Parses a line; the error is a one-line message for the reply.
    public static func parse(_ line: String) -> Result<ControlCommand, ControlError> {
        // A line ends at \n only, so a \r (a CRLF line), a \0 or any other control character is inside it,
        // and the line is no command (tabs separate words like spaces).
        if let control = line.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\t" }) {
            let code = String(control.value, radix: 16, uppercase: true)
            return .failure(
                ControlError(
                    "the line contains the control character U+\(String(repeating: "0", count: 4 - code.count))\(code) "
                        + "(a line ends at \\n only); expected \(usage)"))
        }
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first else { return .failure(ControlError("empty command; expected \(usage)")) }
        let arguments = Array(words.dropFirst())
        if let inspector = InspectorCommand.parse(verb: verb, arguments: arguments, line: line) {
            return inspector.map(ControlCommand.inspector)
        }
        if verb == "variants" { return VariantsCommand.parse(arguments).map(ControlCommand.variants) }
        switch (verb, arguments.count) {
        case ("resize", 2):
            guard let size = try? SizeInPixels(width: arguments[0], height: arguments[1]) else {
                return .failure(ControlError("resize expects two whole numbers from \(SizeInPixels.sidesText)"))
            }
            return .success(.resize(size))
        case ("snapshot", 1...), ("preview", 1...):
            // The path or name is the rest of the line, so it may contain spaces.
            let rest = line.drop { $0.isWhitespace }.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
            return .success(verb == "snapshot" ? .snapshot(path: rest) : .preview(name: rest))
        case ("drag", 4):
            let numbers = arguments.compactMap(Double.init)
            guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }) else {
                return .failure(ControlError("drag expects four numbers: X1 Y1 X2 Y2 in the root view's points"))
            }
            return .success(
                .drag(from: CGPoint(x: numbers[0], y: numbers[1]), to: CGPoint(x: numbers[2], y: numbers[3])))
        case ("sweep", 1):
            switch arguments[0] {
            case "on": return .success(.sweep(.on))
            case "off": return .success(.sweep(.off))
            default:
                guard let phase = Double(arguments[0]), (0...2).contains(phase) else {
                    return .failure(ControlError("sweep expects on, off or a phase from 0 to 2"))
                }
                return .success(.sweep(.phase(phase)))
            }
        case ("refresh", 0): return .success(.refresh)
        case ("frames", 0): return .success(.frames)
        case ("stats", 0): return .success(.stats)
        case ("debug", 1):
            switch arguments[0] {
            case "on": return .success(.debug(true))
            case "off": return .success(.debug(false))
            default: return .failure(ControlError("debug expects on or off, not \"\(arguments[0])\""))
            }
        case ("explain", 0): return .success(.explain)
        case ("wait-reload", 0): return .success(.waitReload(atLeast: nil))
        case ("wait-reload", 1):
            guard let count = Int(arguments[0]), count > 0 else {
                return .failure(ControlError("wait-reload expects a count of reloads from 1, not \"\(arguments[0])\""))
            }
            return .success(.waitReload(atLeast: count))
        case ("scroll", 4):
            let numbers = arguments.compactMap(Double.init).filter(\.isFinite)
            guard numbers.count == 4 else {
                return .failure(ControlError("scroll expects four numbers: X Y DX DY (points)"))
            }
            return .success(.scroll(x: numbers[0], y: numbers[1], dx: numbers[2], dy: numbers[3]))
        case ("animations", 1...2):
            return AnimationsCommand.parse(arguments).map(ControlCommand.animations)
        case ("quit", 0): return .success(.quit)
        case ("widgets", 0): return .success(.widgets)
        case ("report", 1...): return parseReport(arguments, line: line)
        case ("exact", 1):
            switch arguments[0] {
            case "on": return .success(.exactSize(true))
            case "off": return .success(.exactSize(false))
            default: return .failure(ControlError("exact expects on or off, not \"\(arguments[0])\""))
            }
        case ("toggle", 2):
            switch arguments[1] {
            case "on": return .success(.toggle(name: arguments[0], isOn: true))
            case "off": return .success(.toggle(name: arguments[0], isOn: false))
            default: return .failure(ControlError("toggle expects NAME on or NAME off, not \"\(arguments[1])\""))
            }
        case ("zoom", 1):
            guard let percent = Int(arguments[0]), ZoomLevel.percentages.contains(percent) else {
                let levels = ZoomLevel.percentages.map(String.init).joined(separator: ", ")
                return .failure(ControlError("zoom expects one of \(levels), not \"\(arguments[0])\""))
            }
            return .success(.zoom(percent))
        case ("resize", _), ("snapshot", _), ("refresh", _), ("frames", _), ("stats", _), ("debug", _), ("explain", _),
            ("preview", _), ("quit", _), ("widgets", _), ("report", _), ("exact", _), ("toggle", _), ("zoom", _),
            ("drag", _),
            ("sweep", _), ("wait-reload", _), ("scroll", _), ("animations", _):
            return .failure(ControlError("wrong arguments for \(verb); expected \(usage)"))
        default:
            return .failure(ControlError("unknown command \"\(verb)\"; expected \(usage)"))
        }
    }
}

/// What `sweep` asks for.
public enum SweepCommand: Equatable, Sendable {
    case on, off
    case phase(Double)
}

extension ControlCommand {
    private static func parseReport(_ arguments: [String], line: String) -> Result<ControlCommand, ControlError> {
        // The path or the text searched is the rest of the line after the sub-command, spaces included.
        let afterVerb = line.drop { $0.isWhitespace }.dropFirst("report".count).drop { $0.isWhitespace }
        let rest = afterVerb.dropFirst(arguments[0].count).trimmingCharacters(in: .whitespaces)
        switch (arguments[0], arguments.count) {
        case ("open", 1): return .success(.report(.open))
        case ("close", 1): return .success(.report(.close))
        case ("copy", 1): return .success(.report(.copy))
        case ("save", 2...): return .success(.report(.save(path: rest)))
        case ("search", 2...): return .success(.report(.search(rest)))
        default:
            return .failure(ControlError("report expects open, close, copy, save PATH or search TEXT"))
        }
    }
}

/// A command that failed, with the one-line reason the reply carries.
public struct ControlError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
