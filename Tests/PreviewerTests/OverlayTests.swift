// The debug overlay: every frame outlined in the overlay's magenta, only while it is on, live on resize.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Debug overlay")
    struct OverlayTests {
        /// The overlay's outline colour, drawn last and used by nothing else (OverlayStyle.swift).
        static let outline = RGB(red: 255, green: 0, blue: 255)

        /// The outermost pixels of the container's and every cell's frame, in window coordinates: how many
        /// there are, and how many are not the outline colour.
        static func borderPixels(
            _ image: RGBImage, origin: (x: Int, y: Int), frames: FrameReport
        ) -> (total: Int, wrong: Int) {
            var total = 0
            var wrong = 0
            let visibleWidth = PixelExpectations.uncoveredWidth(frames)
            for frame in [frames.container.frame] + frames.cells.map(\.frame) {
                var points: [(Int, Int)] = []
                for x in frame.x..<frame.maxX { points += [(x, frame.y), (x, frame.maxY - 1)] }
                for y in frame.y..<frame.maxY { points += [(frame.x, y), (frame.maxX - 1, y)] }
                for (x, y) in points
                where x >= 0 && x < visibleWidth && y >= 0 && y < frames.content.height {
                    total += 1
                    if image[origin.x + x, origin.y + y] != outline { wrong += 1 }
                }
            }
            return (total, wrong)
        }

        @Test("Ctrl+D's overlay outlines every frame, on the screen too, and follows a resize", .timeLimit(.minutes(2)))
        func outlinesFollowTheLayout() throws {
            let live = try LiveGrid(options: ["--seed", "4", "--count", "4", "--size", "375x667"], test: "overlay")
            defer { live.stop() }
            var frames = try live.app.frames()
            let content = (x: frames.content.x, y: frames.content.y)

            let offPath = live.shots.appendingPathComponent("overlay-off-app.png").path
            try live.app.snapshot(to: offPath)
            let off = Self.borderPixels(try RGBImage(contentsOf: offPath), origin: content, frames: frames)
            #expect(
                off.total > 0 && off.wrong == off.total, "\(off.total - off.wrong) magenta pixels with the overlay off")

            let on = try live.app.send("debug on")
            #expect(on.ok, "\(on.error ?? "")")
            let onPath = live.shots.appendingPathComponent("overlay-on-app.png").path
            try live.app.snapshot(to: onPath)
            let outlined = Self.borderPixels(try RGBImage(contentsOf: onPath), origin: content, frames: frames)
            #expect(
                outlined.total > 1000 && outlined.wrong == 0,
                "\(outlined.wrong) of \(outlined.total) border pixels not magenta: \(onPath)")

            let screenPath = live.shots.appendingPathComponent("overlay-on-screen.png").path
            let screen = try live.display.screenshot(to: screenPath)
            let window = try screen.windowOrigin(windowSize: frames.window)
            let onScreen = Self.borderPixels(
                screen, origin: (window.x + content.x, window.y + content.y), frames: frames)
            #expect(
                onScreen.wrong == 0, "\(onScreen.wrong) of \(onScreen.total) border pixels not magenta: \(screenPath)")

            frames = try live.app.frames(after: "resize 667 375")
            let resizedPath = live.shots.appendingPathComponent("overlay-resized-app.png").path
            try live.app.snapshot(to: resizedPath)
            let resized = Self.borderPixels(
                try RGBImage(contentsOf: resizedPath), origin: (frames.content.x, frames.content.y), frames: frames)
            #expect(
                resized.wrong == 0, "\(resized.wrong) of \(resized.total) border pixels not magenta: \(resizedPath)")
            #expect(LayoutExpectations.problems(in: frames).isEmpty)

            #expect(try live.app.send("debug off").ok)
            let afterPath = live.shots.appendingPathComponent("overlay-off-again-app.png").path
            try live.app.snapshot(to: afterPath)
            let after = Self.borderPixels(
                try RGBImage(contentsOf: afterPath), origin: (frames.content.x, frames.content.y), frames: frames)
            #expect(after.wrong == after.total, "the outlines stayed after debug off: \(afterPath)")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test("--explain prints the report without a display", .timeLimit(.minutes(1)))
        func explainWithoutADisplay() throws {
            let run = try OneShotRun(
                ["--explain", "--count", "4", "--seed", "2"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
            #expect(run.status == 0)
            let report = run.output.joined(separator: "\n")
            #expect(report.contains("showView (0, 206, 375, 255)  [ambiguous: y]"))
            #expect(report.contains("· cell3.top == cell0.bottom + 15 (NineGridViewController.swift:"))
            #expect(report.contains("showView.height == showView.width ~ 100 (NineGridViewController.swift:"))
            #expect(report.contains("): off by 120"))
        }
    }
}
