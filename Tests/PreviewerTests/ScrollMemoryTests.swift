// Each preview keeps its own scroll position: another preview starts at the top, and coming back finds it.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Scroll position per preview")
    struct ScrollMemoryTests {
        @Test(
            "Scrolled down in one preview, another opens at the top; back, the first is where it was left",
            .timeLimit(.minutes(2)))
        func scrollBelongsToEachPreview() throws {
            // At 375 × 300 both roots are taller than the window, so the content area scrolls.
            try withPreviewer(options: ["--preview", "Controls", "--size", "375x300"]) { app, display in
                let start = try app.frames()
                #expect(start.scrolls && start.scrollOffset == 0)
                let screen = try display.screenshot(
                    to: try ShotsFolder.folder(for: "scroll-memory").appendingPathComponent("screen.png").path)
                let window = try screen.windowOrigin(windowSize: start.window)
                // Three wheel steps down over the white background beside the switches (no scroll view there).
                let x = window.x + start.content.x + 300
                let y = window.y + start.content.y + 150
                _ = try ExternalTool.run(
                    "xdotool", ["mousemove", "--sync", "\(x)", "\(y)", "click", "--repeat", "3", "5"],
                    environment: display.appEnvironment)
                let scrolled = try app.frames { ($0.scrollOffset ?? 0) > 0 }
                let offset = try #require(scrolled.scrollOffset)
                #expect(offset > 0, "the wheel did not scroll the content area")
                // Settled: the same offset twice in a row.
                let settled = try app.frames { $0.scrollOffset == offset }
                #expect(settled.scrollOffset == offset)

                let other = try app.frames(after: "preview Buttons and dates")
                #expect(other.scrolls, "the other preview must be tall enough to scroll for this test to mean anything")
                let otherSettled = try app.frames { $0.scrollOffset == 0 }
                #expect(otherSettled.scrollOffset == 0, "the other preview opened scrolled like the first")

                _ = try app.frames(after: "preview Controls")
                let back = try app.frames { $0.scrollOffset == offset }
                #expect(back.scrollOffset == offset, "back on Controls, the scroll position was not restored")
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }
    }
}
