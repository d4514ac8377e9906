// The problems pane: the compiler's messages docked under the preview, one a row, a click opening the line.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Problems pane")
    struct ProblemsPaneTests {
        /// The error red (#c01c28) along the pane's top edge.
        static let errorRed = RGB(red: 0xc0, green: 0x1c, blue: 0x28)
        /// The pane's height, as `ProblemsPane.height` has it.
        static let paneHeight = 150

        @Test(
            "A compile error is a row under the preview, which keeps its size; a click opens the line; a fix hides it",
            .timeLimit(.minutes(2)))
        func compileErrorRow() throws {
            let folder = try ShotsFolder.folder(for: "problems-pane")
            let editor = try ArgumentRecorder(named: "editor", in: folder)
            let session = try ReloadSession(
                options: ["--size", "300x400"], environment: ["EDITOR": editor.path],
                firstText: ReloadSession.cardFile(inset: 20, typo: true))
            defer { session.stop() }
            let broken = try session.app.frames { $0.problems?.first?.frame != nil }
            let rows = try #require(broken.problems)
            #expect(rows.count == 1, "\(rows)")
            let row = try #require(rows.first)
            #expect(row.message.severity == .error)
            #expect(row.message.place?.path == session.path && row.message.place?.line == 13, "\(row.message)")
            #expect(row.message.text.contains("insett"), "\(row.message.text)")
            // Docked, not laid over the preview: the content area keeps the size asked for, the row is below it.
            #expect(broken.content.width == 300 && broken.content.height == 400, "\(broken.content)")
            let frame = try #require(row.frame)
            #expect(frame.y >= broken.content.maxY && frame.maxY <= broken.window.height, "\(frame)")

            // The pane's red edge runs under the content area, and nothing red lies over the preview's top.
            let screen = try session.display.screenshot(to: folder.appendingPathComponent("broken.png").path)
            let origin = try screen.windowOrigin(windowSize: broken.window)
            let edgeY = origin.y + broken.content.maxY
            let edge = (broken.content.x..<broken.content.maxX).filter { x in
                (edgeY..<edgeY + 4).contains { screen[origin.x + x, $0] == Self.errorRed }
            }
            #expect(edge.count == broken.content.width, "red edge under \(edge.count) of \(broken.content.width) px")
            let topRed = (broken.content.x..<broken.content.maxX).filter {
                screen[origin.x + $0, origin.y + broken.content.y + 2] == Self.errorRed
            }
            #expect(topRed.isEmpty, "red over the top of the preview at \(topRed.count) pixels")

            // A real click on the row opens the file at the message's line in $EDITOR.
            try KeyboardAndMouse(display: session.display).click(
                x: origin.x + frame.x + frame.width / 2, y: origin.y + frame.y + frame.height / 2)
            _ = try session.app.frames { _ in editor.hasRun }
            #expect(try editor.written() == "+13\n\(session.path)\n")

            // The fix hides the pane, and the window gives back its height; the content area is unchanged.
            try session.save(ReloadSession.cardFile(inset: 25), atomically: true)
            let (fixed, _) = try session.waitForReload()
            #expect(fixed.outcome == .ok)
            let shown = try session.app.frames { $0.window.height == broken.window.height - Self.paneHeight }
            #expect(shown.problems == nil)
            #expect(shown.window.height == broken.window.height - Self.paneHeight, "\(shown.window)")
            #expect(shown.content.width == 300 && shown.content.height == 400, "\(shown.content)")
            #expect(try session.app.quit() == 0)
        }
    }
}
