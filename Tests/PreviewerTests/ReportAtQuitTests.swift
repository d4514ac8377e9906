// Quitting with the report pane open leaves a state the next launch opens as a usable window.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Quitting with the report open")
    struct ReportAtQuitTests {
        @Test(
            "A window quit with the report open reopens with the content area it had, the report beside it",
            .timeLimit(.minutes(2)))
        func reopensUsable() throws {
            let files = try TemporaryFiles()
            let state = (files.folder as NSString).appendingPathComponent("state.ini")
            try withDisplay { display in
                // The user's way: a window, Ctrl+E for the report, Ctrl+Q.
                let window = try UserWindow(
                    ["--seed", "1", "--preview", "Form", "--state-file", state], title: "Form", on: display)
                defer { window.stop() }
                try window.input.press("ctrl+e")
                #expect(try window.quit() == 0)
                let remembered = try String(contentsOfFile: state, encoding: .utf8)
                #expect(remembered.contains("report=true"), "\(remembered)")

                // The next launch: the phone-sized content area of the first, the report open beside it.
                let next = try PreviewerProcess(options: ["--seed", "1", "--state-file", state], display: display)
                defer { next.stop() }
                let reply = try next.send("frames")
                let frames = try #require(reply.frames)
                #expect(frames.preview == "Form")
                #expect(frames.content.width == 375 && frames.content.height == 667, "\(frames.content) \(remembered)")
                #expect(frames.reportOpen == true)
                #expect(frames.window.width >= frames.content.width + 300, "\(frames.window)")
                #expect(try next.quit() == 0)
                // Quitting again keeps the size: nothing shrinks from one launch to the next.
                let again = try String(contentsOfFile: state, encoding: .utf8)
                #expect(again.contains("content-width=375") && again.contains("content-height=667"), "\(again)")
            }
        }
    }
}
