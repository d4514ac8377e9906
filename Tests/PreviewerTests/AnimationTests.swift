// UIView.animate in a real window: widgets between the old and new frames mid-animation, then the completion.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Animations")
    struct AnimationTests {
        /// The box's blue (iOS's system blue) over the white background at `alpha`, in 8-bit RGB.
        static func blue(alpha: Double) -> RGB {
            func mix(_ channel: Double) -> UInt8 { UInt8((channel * alpha + 255 * (1 - alpha)).rounded()) }
            return RGB(red: mix(0), green: mix(122), blue: mix(255))
        }

        @Test(
            "Stepped to half time, the box is halfway and half faded; at the end it is at its frame and counted",
            .timeLimit(.minutes(1)))
        func steppedMove() throws {
            let live = try LiveGrid(options: ["--preview", "Animations", "--size", "375x667"], test: "animations")
            defer { live.stop() }
            let paused = try live.app.send("animations pause")
            #expect(paused.animations == ControlReply.Animations(running: 0, paused: true, slow: false, completed: 0))

            // Move: the model is final at once (the layout frame), the widget still at the old frame.
            let moved = try live.app.send("refresh")
            let start = try #require(moved.frames?.views.find("box"))
            #expect(start.layoutFrame.x == 255)
            #expect(start.frame == FrameReport.Rect(x: 20, y: 40, width: 100, height: 100))
            #expect(moved.animations?.running == 1)

            // Ease in and out is symmetric: half the time is half the way, 20 + 235 / 2 = 137.5; alpha 0.75.
            let half = try live.app.send("animations step 0.5")
            let middle = try #require(half.frames?.views.find("box"))
            #expect(abs(middle.frame.x - 138) <= 1 && middle.frame.y == 40 && middle.frame.width == 100)
            #expect(half.frames?.views.find("status")?.text == "Moves completed: 0")
            let halfFrames = try #require(half.frames)
            let path = live.shots.appendingPathComponent("half.png").path
            try live.app.snapshot(to: path)
            let image = try RGBImage(contentsOf: path)
            let (left, top) = (halfFrames.content.x, halfFrames.content.y)
            let shown = image[left + middle.frame.x + 50, top + 90]
            #expect(shown.isClose(to: Self.blue(alpha: 0.75), tolerance: 3), "the box's middle is \(shown)")
            // Neither where it was nor where it goes: both are background there.
            #expect(image[left + 60, top + 90].isClose(to: RGB(red: 255, green: 255, blue: 255)))
            #expect(image[left + 320, top + 90].isClose(to: RGB(red: 255, green: 255, blue: 255)))

            // The end: at its frame, at alpha 0.5, and the completion ran (the label counts the move).
            let end = try live.app.send("animations step 1")
            let final = try #require(end.frames?.views.find("box"))
            #expect(final.frame == FrameReport.Rect(x: 255, y: 40, width: 100, height: 100))
            #expect(end.frames?.views.find("status")?.text == "Moves completed: 1")
            #expect(end.animations == ControlReply.Animations(running: 0, paused: true, slow: false, completed: 1))
            let endPath = live.shots.appendingPathComponent("end.png").path
            try live.app.snapshot(to: endPath)
            let endImage = try RGBImage(contentsOf: endPath)
            let atEnd = endImage[left + 305, top + 90]
            #expect(atEnd.isClose(to: Self.blue(alpha: 0.5), tolerance: 3), "the box's middle is \(atEnd)")
            let stats = try live.app.stats()
            #expect(stats.runningAnimations == 0 && stats.placementPasses >= 1)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test(
            "On the frame clock an animation runs to its end; 'animations wait' answers then", .timeLimit(.minutes(1)))
        func liveMove() throws {
            let live = try LiveGrid(
                options: ["--preview", "Animations", "--size", "375x667", "--slow-animations"], test: "animations")
            defer { live.stop() }
            #expect(try live.app.send("frames").animations?.slow == true)
            #expect(try live.app.send("animations slow off").animations?.slow == false)
            let moved = try live.app.send("refresh")
            #expect(moved.animations?.running == 1)
            let done = try live.app.send("animations wait")
            #expect(done.animations == ControlReply.Animations(running: 0, paused: false, slow: false, completed: 1))
            #expect(done.frames?.views.find("box")?.frame == FrameReport.Rect(x: 255, y: 40, width: 100, height: 100))
            #expect(done.frames?.views.find("status")?.text == "Moves completed: 1")
            // Nothing runs: wait answers at once; a bad step is refused.
            #expect(try live.app.send("animations wait").animations?.running == 0)
            let bad = try live.app.send("animations step 2")
            #expect(!bad.ok && bad.error?.contains("from 0 to 1") == true)
            #expect(try live.app.quit() == 0)
        }
    }
}
