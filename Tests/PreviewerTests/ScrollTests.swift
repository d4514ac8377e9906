// A UIScrollView in a real window: scrolls move its content (clamped to it), not what is pinned to its frame.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Scrolling")
    struct ScrollTests {
        /// The "Scroll view" preview at 375 × 600: 1422 points of rows, so the offset goes from 0 to 822.
        @Test(
            "The scroll command moves the rows, clamped to the content; the pinned badge stays", .timeLimit(.minutes(1))
        )
        func scrollCommand() throws {
            let live = try LiveGrid(options: ["--preview", "Scroll view", "--size", "375x600"], test: "scroll")
            defer { live.stop() }
            let start = try live.app.frames()
            #expect(start.root == FrameReport.Size(width: 375, height: 600), "the scroll view, not the window, scrolls")
            #expect(!start.scrolls)

            let down = try live.app.send("scroll 100 100 0 300")
            #expect(down.scrolled == true)
            let frames = try #require(down.frames)
            #expect(frames.views.find("rows")?.frame == FrameReport.Rect(x: 0, y: -300, width: 375, height: 1422))
            #expect(
                frames.views.find("row5")?.frame == FrameReport.Rect(x: 16, y: 16 + 350 - 300, width: 343, height: 60))
            #expect(frames.views.find("badge")?.frame == FrameReport.Rect(x: 283, y: 12, width: 80, height: 30))
            let path = live.shots.appendingPathComponent("scrolled.png").path
            try live.app.snapshot(to: path)
            let image = try RGBImage(contentsOf: path)
            // Row 5 (0-based; light blue, as odd rows are) now shows at 66…126; the badge is red on top.
            let row = image[frames.content.x + 30, frames.content.y + 96]
            #expect(row.isClose(to: RGB(red: 217, green: 235, blue: 255), tolerance: 3), "row 5 shows \(row)")
            let badge = image[frames.content.x + 290, frames.content.y + 15]
            #expect(badge.isClose(to: RGB(red: 255, green: 59, blue: 48), tolerance: 3), "the badge shows \(badge)")

            // Far past the end: the last row's bottom meets the scroll view's, less the 16-point margin.
            let end = try live.app.send("scroll 100 100 0 100000")
            #expect(end.frames?.views.find("row19")?.frame == FrameReport.Rect(x: 16, y: 524, width: 343, height: 60))
            #expect(try live.app.send("scroll 100 100 0 100").scrolled == false)
            let back = try live.app.send("scroll 100 100 0 -100000")
            #expect(back.frames?.views.find("rows")?.frame.y == 0)
            // Sideways there is nothing to scroll: the content is as wide as the scroll view.
            #expect(try live.app.send("scroll 100 100 50 0").scrolled == false)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        /// A table scrolls as a scroll view: the rows in view get cells (reused from those that left),
        /// the first rows' cells are gone, and the table reports nothing.
        @Test("Scrolling a 10,000-row table shows other rows' cells", .timeLimit(.minutes(1)))
        func scrollTable() throws {
            let live = try LiveGrid(options: ["--preview", "10,000 rows", "--size", "375x600"], test: "scroll-table")
            defer { live.stop() }
            let start = try live.app.frames()
            #expect(start.views.find("post0")?.frame.y == 0)
            let down = try live.app.send("scroll 100 100 0 3000")
            #expect(down.scrolled == true)
            let frames = try #require(down.frames)
            #expect(frames.views.find("post0") == nil, "row 0 left the screen and its cell was reused")
            let shown = (0..<200).compactMap { row in frames.views.find("post\(row)").map { (row, $0.frame) } }
            #expect(!shown.isEmpty && shown.count < 30, "\(shown.count) cells")
            // On screen (shifted by the 3000-point offset), within the 600-point table and its 44-point margins.
            #expect(shown.allSatisfy { $0.1.y + $0.1.height > -44 && $0.1.y < 600 + 44 }, "\(shown)")
            try live.app.snapshot(to: live.shots.appendingPathComponent("table-scrolled.png").path)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test("A real wheel click over the scroll view scrolls it by one step", .timeLimit(.minutes(1)))
        func wheel() throws {
            let live = try LiveGrid(options: ["--preview", "Scroll view", "--size", "375x600"], test: "scroll")
            defer { live.stop() }
            let start = try live.app.frames()
            let screen = try live.display.screenshot(to: live.shots.appendingPathComponent("wheel-screen.png").path)
            let window = try screen.windowOrigin(windowSize: start.window)
            let x = window.x + start.content.x + 150
            let y = window.y + start.content.y + 200
            _ = try ExternalTool.run(
                "xdotool", ["mousemove", "\(x)", "\(y)", "click", "5"], environment: live.display.appEnvironment)
            // The X server delivers the click to the app on its own schedule: ask until the layout shows it
            // (each question is a round trip through the app's main loop, which handles X events too).
            var rows = start.views.find("rows")?.frame
            for _ in 0..<500 where rows?.y == 0 {
                rows = try live.app.frames().views.find("rows")?.frame
            }
            // One wheel step is 40 pixels (GtkKit's Widget.pixelsPerWheelStep).
            #expect(rows?.y == -40)
            #expect(try live.app.frames().views.find("badge")?.frame.y == 12)
            #expect(try live.app.quit() == 0)
        }
    }
}
