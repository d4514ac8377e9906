// The control channel's replies: what the app writes decodes to the same value, and a bad line says what is wrong.

import Foundation
import PreviewerCore
import Testing

@Suite("Control replies")
struct ControlReplyTests {
    private static let view = FrameReport.ViewNode(
        name: "root", type: "View", frame: .init(x: 0, y: 0, width: 375, height: 667),
        layoutFrame: .init(x: 0, y: 0, width: 375, height: 667.5),
        frameInSuperview: .init(x: 0, y: 0, width: 375, height: 667.5), hidden: false, color: [1, 0.5, 0, 1],
        text: nil,
        children: [
            .init(
                name: "title", type: "Label", frame: .init(x: 20, y: 36, width: 335, height: 48),
                layoutFrame: .init(x: 20, y: 36.25, width: 335, height: 48),
                frameInSuperview: .init(x: 20, y: 36.25, width: 335, height: 48), hidden: true, color: nil,
                text: "Héllo, \"world\"", children: [])
        ])

    private static let frames = FrameReport(
        preview: "Nine-grid", seed: 42, window: .init(width: 400, height: 700),
        content: .init(x: 0, y: 46, width: 375, height: 667), root: .init(width: 375, height: 900), scrolls: true,
        exactSize: true, overflow: RootOverflow(top: 0, left: 1.5, bottom: 200, right: 0), reportOpen: false,
        contentFocused: true, zoom: 150, views: view, layoutPasses: 3)

    private static let reload = ReloadRecord(
        outcome: .crash, messages: ["a.swift:3:1: error: x"], signal: 11, seconds: 0.25, number: 2)

    /// Every part of a window reply filled, nested values included, with `detail`.
    private static func window(_ detail: WindowReply.Detail?) -> WindowReply {
        let tile = VariantsReply.Tile(
            name: "dark", caption: "Dark", size: .init(width: 200, height: 150),
            frame: .init(x: 10, y: 20, width: 100, height: 75), scale: 0.5, layoutDirection: "rtl", style: "dark",
            textScale: 1.5, safeArea: [47, 0, 34, 0], chrome: true, layoutPasses: 2, views: view)
        return WindowReply(
            frames: frames, debug: true,
            overlay: .init(
                outlineColor: "#FF00FF", outlines: 11, constraints: 24, conflicts: 1, ambiguous: 2, broken: 3, draws: 4,
                labels: [.init(text: "= 10", frame: .init(x: 5, y: 6, width: 30, height: 12), owners: ["a", "b"])]),
            animations: .init(running: 1, paused: true, slow: false, completed: 4),
            variants: .init(on: true, set: "devices", zoom: 50, bars: true, problem: nil, tiles: [tile]),
            detail: detail)
    }

    /// The inspector's part with every field filled.
    private static var inspector: InspectorReply {
        var inspector = InspectorReply(outlineColor: "#0A84FF", distanceColor: "#FF3B30")
        inspector.selected = "red"
        inspector.text = "red: View"
        inspector.hierarchyRow = [0, 1]
        inspector.outline = .init(x: 1, y: 2, width: 3, height: 4)
        inspector.measured = "blue"
        inspector.distances = [
            .init(edge: "horizontal", start: CGPoint(x: 110, y: 50), end: CGPoint(x: 120, y: 50), length: 10)
        ]
        inspector.distanceLabels = [.init(x: 105, y: 40, width: 20, height: 12)]
        inspector.exploded = .init(
            yaw: 15, pitch: -10, backdrop: "#202020",
            layers: [
                .init(
                    name: "red", depth: 1, corners: [.init(x: 0, y: 0), .init(x: 10, y: 0), .init(x: 10, y: 10)],
                    color: "#FF0000")
            ])
        inspector.step = .init(position: 1, count: 3, stop: "red.width = 40", attributes: ["width"])
        inspector.opened = .init(command: ["vi", "+12", "/tmp/a.swift"], copied: nil, message: "Opened")
        return inspector
    }

    /// One reply of every body, and of every window detail, each with every field of its parts filled.
    private static var everyBody: [ControlReply] {
        let details: [WindowReply.Detail?] = [
            nil, .scrolled(true), .reload(reload), .inspector(inspector), .report("Layout report\n"),
            .search(.init(matches: 2, currentLine: 7, scrollOffset: 120.5)),
        ]
        let bodies: [ControlReply.Body] = [
            .none,
            .stats(
                .init(
                    layoutPasses: 1, layoutRebuilds: 2, layoutSolves: 3, widgetsCreated: 4, engineSyncs: 5,
                    constraintsAdded: 6, constraintsRemoved: 7, solverRebuilds: 8, rootSizeSuggestions: 9, rssKiB: 10,
                    sourceProblem: "no previews", reloads: 11, lastReload: reload, restartedBecause: "SIGSEGV",
                    placementPasses: 12, runningAnimations: 13)),
            .saved(path: "/tmp/a b.png"), .report("Layout report\n"),
            .widgets(.init(name: "GtkFixed", children: [.init(name: "root")])), .restarted(because: "SIGABRT"),
        ]
        return details.map { ControlReply(command: "frames", body: .window(window($0))) }
            + bodies.map { ControlReply(command: "stats", body: $0) }
            + [ControlReply(command: "report", body: .window(window(nil)), error: "no match")]
    }

    @Test("A reply of every body comes back equal from its line")
    func everyBodyRoundTrips() throws {
        for reply in Self.everyBody {
            let line = reply.line()
            #expect(!line.contains("\n"), "a reply is one line")
            #expect(try ControlReply(line: line) == reply, "\(line)")
        }
    }

    @Test("Each reload outcome comes back as itself")
    func reloadOutcomesRoundTrip() throws {
        for outcome in [ReloadRecord.Outcome.ok, .compileError, .crash, .timeout] {
            let record = ReloadRecord(outcome: outcome, messages: nil, signal: nil, seconds: 1, number: 1)
            let reply = ControlReply(
                command: "wait-reload", body: .window(WindowReply(frames: Self.frames, detail: .reload(record))))
            #expect(try ControlReply(line: reply.line()).reload?.outcome == outcome)
        }
    }

    @Test("A failure's line holds only its three fields, readable as written")
    func failureLineIsShort() throws {
        let line = ControlReply.failure("zoom", "zoom expects one of 50, 100, not \"7\"").line()
        #expect(line == #"{"command":"zoom","error":"zoom expects one of 50, 100, not \"7\"","ok":false}"#)
    }

    @Test("Points are written as [x, y], as the inspector's distances always were")
    func distancePointsAreArrays() throws {
        var inspector = InspectorReply(outlineColor: "#000000", distanceColor: "#FFFFFF")
        inspector.distances = [.init(edge: "top", start: CGPoint(x: 1, y: 2), end: CGPoint(x: 1, y: 12), length: 10)]
        let line = ControlReply(
            command: "measure", body: .window(WindowReply(frames: Self.frames, detail: .inspector(inspector)))
        ).line()
        #expect(line.contains(#""distances":[{"edge":"top","end":[1,12],"length":10,"start":[1,2]}]"#), "\(line)")
    }

    @Test(
        "A line that is not a reply names what is wrong",
        arguments: [
            (#"{"command":"frames"}"#, #"the line has no "ok""#),
            (#"{"command":"frames","ok":"yes"}"#, "ok is not a Bool"),
            (
                #"{"command":"wait-reload","ok":true,"reload":{"outcome":"fine","seconds":1,"number":1}}"#,
                "reload.outcome is not valid"
            ),
            (#"{"command":"frames","ok":true,"frames":{"preview":"a"}}"#, #"frames has no "seed""#),
            ("", "the line is not valid"),
            ("frames", "the line is not valid"),
        ])
    func malformedLine(line: String, reason: String) {
        #expect {
            try ControlReply(line: line)
        } throws: { error in
            guard let error = error as? MalformedReply else { return false }
            return error.line == line && error.reason.hasPrefix(reason)
                && error.description.hasPrefix("not a control reply (\(reason)") && error.description.hasSuffix(line)
        }
    }
}
