// The control channel's lines: a line ends at \n only, and every line gets exactly one reply.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Control channel lines")
    struct ControlLineTests {
        static let usage =
            "expected resize W H | refresh | frames | snapshot PATH | stats | debug on|off | explain | preview NAME | "
            + "widgets | report open|close|copy|save PATH|search TEXT | toggle NAME on|off | exact on|off | "
            + "zoom PERCENT | drag X1 Y1 X2 Y2 | "
            + "sweep on|off|PHASE | wait-reload [N] | scroll X Y DX DY | animations pause|play|wait|step F|slow on|off | "
            + "select NAME|X,Y|none | inspect | measure NAME|none | explode on|off|YAW [PITCH] | step-ambiguity [back] | "
            + "open-constraint N | "
            + "variants [on|off|declared|devices|directions|text|appearance|add WxH|zoom N|fit|bars on|off] | quit"

        /// A line the channel must refuse with one error reply, and the error.
        struct BadLine: Sendable, CustomTestStringConvertible {
            var bytes: [UInt8]
            var command: String
            var error: String
            var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
        }

        static let badLines = [
            // GLib's default line ends split these into two commands with two replies (frames, then refresh).
            BadLine(
                bytes: Array("frames\rrefresh\n".utf8), command: "frames\rrefresh",
                error: "the line contains the control character U+000D (a line ends at \\n only); \(usage)"),
            BadLine(
                bytes: Array("frames\0refresh\n".utf8), command: "frames\0refresh",
                error: "the line contains the control character U+0000 (a line ends at \\n only); \(usage)"),
            // A CRLF line is not the command it would be without the \r.
            BadLine(
                bytes: Array("refresh\r\n".utf8), command: "refresh\r",
                error: "the line contains the control character U+000D (a line ends at \\n only); \(usage)"),
            // Blank lines got no reply at all.
            BadLine(bytes: Array("\n".utf8), command: "", error: "empty command; \(usage)"),
            BadLine(bytes: Array("  \t \n".utf8), command: "", error: "empty command; \(usage)"),
        ]

        @Test("A bad line gets exactly one error reply and runs nothing", .timeLimit(.minutes(1)), arguments: badLines)
        func badLine(_ line: BadLine) throws {
            try withPreviewer(options: ["--seed", "11"]) { app, _ in
                var before = try app.stats()
                // Memory moves on its own; every counter must not.
                before.rssKiB = nil
                let reply = try app.sendRaw(line.bytes)
                #expect(!reply.ok)
                #expect(reply.command == line.command)
                #expect(reply.error == line.error)
                // The next reply answers the next line: no second reply was queued for the bad one, and no
                // refresh ran (it would have rebuilt the layout).
                var after = try app.stats()
                after.rssKiB = nil
                #expect(after == before)
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test("Text after the last newline is not run, but answered, and the app exits", .timeLimit(.minutes(1)))
        func unterminatedLastLine() throws {
            try withPreviewer(options: ["--seed", "12"]) { app, _ in
                let frames = try app.sendRaw(Array("frames\nrefresh".utf8))
                #expect(frames.command == "frames" && frames.ok)
                let (replies, status) = try app.closeInputAndWait()
                #expect(replies.map(\.command) == ["refresh"])
                #expect(replies.first?.ok == false)
                #expect(
                    replies.first?.error
                        == "the input ended without a newline after \"refresh\"; a command runs only once its line ends"
                )
                #expect(status == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }
    }
}
