// Zooming in and back (Ctrl+plus, Ctrl+0) gives the window its size back, even when the screen stopped it.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Zoom and back")
    struct ZoomRestoreTests {
        @Test(
            "Ctrl+plus in a window the screen stops short, then Ctrl+0: the content area and the root are as before",
            .timeLimit(.minutes(2)))
        func zoomBackRestoresSize() throws {
            // The test's screen is 1600 × 1200: 150 % of a 1000 × 900 content area does not fit.
            let live = try LiveGrid(options: ["--seed", "1", "--size", "1000x900"], test: "zoom-restore")
            defer { live.stop() }
            let before = try live.app.frames()
            #expect(before.content.width == 1000 && before.content.height == 900, "\(before.content)")
            let keys = KeyboardAndMouse(display: live.display)
            try keys.focusWindow(titled: before.preview)

            try keys.press("ctrl+plus")
            // The zoom step is done when the window stopped at the screen's edge: the content area no longer
            // changes between two replies.
            var previous = before
            let zoomed = try live.app.frames { frames in
                defer { previous = frames }
                return frames.zoom == 150 && frames.content != before.content && frames.content == previous.content
            }
            #expect(zoomed.zoom == 150)
            #expect(zoomed.content.height < 1350, "the screen let the window grow: \(zoomed.content)")

            try keys.press("ctrl+0")
            let back = try live.app.frames { $0.zoom == 100 && $0.content == before.content }
            #expect(back.content == before.content, "Ctrl+0 left the content area at \(back.content)")
            #expect(back.root == before.root, "Ctrl+0 left the root at \(back.root)")
            #expect(back.window == before.window, "\(back.window), was \(before.window)")
            #expect(try live.app.quit() == 0)
        }
    }
}
