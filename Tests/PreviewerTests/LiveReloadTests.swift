// Live reload: a real --source session edited as an editor saves, each reload waited for on the control channel.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Live reload of the user's code")
    struct LiveReloadTests {
        static let red = RGB(red: 255, green: 0, blue: 0)
        static let white = RGB(red: 255, green: 255, blue: 255)

        @Test(
            "Saving swaps the new layout in (atomic and in-place saves), keeping the preview and size",
            .timeLimit(.minutes(2)))
        func savesReload() throws {
            let session = try ReloadSession(options: ["--preview", "Card, wide", "--size", "420x360"])
            defer { session.stop() }
            let before = try session.app.frames()
            #expect(before.preview == "Card, wide")
            #expect(before.card == FrameReport.Rect(x: 20, y: 20, width: 380, height: 320))

            try session.save(ReloadSession.cardFile(inset: 50), atomically: true)
            let (first, atomicFrames) = try session.waitForReload()
            #expect(first.outcome == .ok, "\(first)")
            #expect(atomicFrames.card == FrameReport.Rect(x: 50, y: 50, width: 320, height: 260))
            #expect(atomicFrames.preview == "Card, wide")
            #expect(atomicFrames.content.width == 420 && atomicFrames.content.height == 360)
            #expect(atomicFrames.window == before.window)
            // The pixels follow: 30 px inside the old card's edge is background now, the card starts at 50.
            #expect(try session.contentPixel(atomicFrames, x: 30, y: 30, name: "inset-50").isClose(to: Self.white))
            #expect(try session.contentPixel(atomicFrames, x: 55, y: 55, name: "inset-50b").isClose(to: Self.red))
            // The overlay's outlines and marks would cover pixels; it goes on for the second save.
            #expect(try session.app.send("debug on").ok)

            // Two lines more above the constraint: reports must name the new build's line, not the old one's.
            try session.save(
                ReloadSession.cardFile(inset: 10, viewDidLoadExtra: "// one line more\n        // and another"),
                atomically: false)
            let (second, inPlaceFrames) = try session.waitForReload()
            #expect(second.outcome == .ok, "\(second)")
            #expect(inPlaceFrames.card == FrameReport.Rect(x: 10, y: 10, width: 400, height: 340))
            #expect(inPlaceFrames.preview == "Card, wide")
            #expect(inPlaceFrames.window == before.window)
            #expect(try session.contentPixel(inPlaceFrames, x: 80, y: 90, name: "inset-10").isClose(to: Self.red))

            let report = try #require(try session.app.send("explain").report)
            #expect(report.components(separatedBy: "(Card.swift:14)").count - 1 == 4, "\(report)")
            let stats = try session.app.stats()
            #expect(stats.reloads == 2)
            #expect(stats.lastReload?.outcome == .ok)
            #expect(stats.sourceProblem == nil)
            // The overlay stayed on through the reload.
            #expect(try session.app.send("frames").debug == true)
            #expect(try session.app.quit() == 0)
        }

        @Test(
            "A compile error and a fatalError keep the last good layout and say why; fixing the file reloads",
            .timeLimit(.minutes(2)))
        func failuresKeepTheLastGoodLayout() throws {
            let session = try ReloadSession(options: ["--size", "300x400"])
            defer { session.stop() }
            let good = try session.app.frames()
            #expect(good.card == FrameReport.Rect(x: 20, y: 20, width: 260, height: 360))

            try session.save(ReloadSession.cardFile(inset: 30, typo: true), atomically: true)
            let (compile, compileFrames) = try session.waitForReload()
            #expect(compile.outcome == .compileError)
            let message = try #require(compile.messages?.first)
            #expect(message.hasPrefix("\(session.path):13:"), "\(message)")
            #expect(message.contains("error:"), "\(message)")
            #expect(compileFrames.card == good.card)
            #expect(compileFrames.content.width == 300 && compileFrames.content.height == 400)
            let problem = try #require(try session.app.stats().sourceProblem)
            #expect(problem.hasPrefix("\(session.path):13:"), "\(problem)")

            try session.save(
                ReloadSession.cardFile(inset: 30, viewDidLoadExtra: "fatalError(\"the card is not ready\")"),
                atomically: true)
            let (crash, crashFrames) = try session.waitForReload()
            #expect(crash.outcome == .crash)
            #expect(crash.signal == SIGILL)
            #expect(crash.messages?.first?.contains("Fatal error: the card is not ready") == true, "\(crash)")
            #expect(crashFrames.card == good.card)
            #expect(try session.app.stats().sourceProblem?.contains("crashed (SIGILL") == true)

            try session.save(ReloadSession.cardFile(inset: 30), atomically: true)
            let (fixed, fixedFrames) = try session.waitForReload()
            #expect(fixed.outcome == .ok)
            #expect(fixedFrames.card == FrameReport.Rect(x: 30, y: 30, width: 240, height: 340))
            #expect(fixedFrames.content.width == 300 && fixedFrames.content.height == 400)
            #expect(try session.app.stats().sourceProblem == nil)
            // Reports name the reloaded file's lines: the constraint is on line 13 of the new build.
            let report = try #require(try session.app.send("explain").report)
            #expect(report.contains("(Card.swift:13)"), "\(report)")
            #expect(try session.app.quit() == 0)
        }

        @Test(
            "A file that did not build at start shows its first preview once a save fixes it", .timeLimit(.minutes(2)))
        func brokenAtStartThenFixed() throws {
            let session = try ReloadSession(
                options: ["--size", "300x400"], firstText: ReloadSession.cardFile(inset: 20, typo: true))
            defer { session.stop() }
            #expect(try session.app.frames().preview == "Nine-grid")
            #expect(try session.app.stats().sourceProblem?.contains("insett") == true)
            try session.save(ReloadSession.cardFile(inset: 25), atomically: true)
            let (fixed, frames) = try session.waitForReload()
            #expect(fixed.outcome == .ok)
            #expect(frames.preview == "Card")
            #expect(frames.card == FrameReport.Rect(x: 25, y: 25, width: 250, height: 350))
            #expect(try session.app.stats().sourceProblem == nil)
            #expect(try session.app.quit() == 0)
        }

        @Test(
            "A crash in a bar button's action restarts the previewer on the last good build, same preview and size",
            .timeLimit(.minutes(2)))
        func laterCrashRestarts() throws {
            let session = try ReloadSession(options: ["--preview", "Card, wide", "--size", "360x280"])
            defer { session.stop() }
            try session.save(
                ReloadSession.cardFile(
                    inset: 40,
                    viewDidLoadExtra:
                        "navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"Crash\") { fatalError(\"tapped\") }"
                ),
                atomically: true)
            let (reload, frames) = try session.waitForReload()
            #expect(reload.outcome == .ok, "\(reload)")
            #expect(try session.app.send("debug on").ok)
            #expect(try session.app.send("animations slow on").ok)
            // The user moved the window (there is no window manager: the X window goes where it is asked).
            try KeyboardAndMouse(display: session.display).moveWindow(titled: "Card, wide", toX: 230, y: 140)
            // The previewer looks at its position twice a second: ask until it has seen the move.
            let moved = try session.app.frames(until: { $0.position == ScreenPoint(x: 230, y: 140) }, attempts: 20_000)
            #expect(moved.position == ScreenPoint(x: 230, y: 140))

            let (reason, after) = try session.tapRightBarButtonRestarting()
            #expect(reason?.contains("SIGILL") == true, "\(reason ?? "")")
            #expect(after.preview == "Card, wide")
            #expect(after.card == frames.card)
            #expect(after.content.width == 360 && after.content.height == 280)
            // Where the user left it, not where a new window would open: the X server's word for it.
            let placed = try session.app.frames(until: { $0.position == moved.position }, attempts: 20_000)
            #expect(placed.position == ScreenPoint(x: 230, y: 140), "\(String(describing: placed.position))")
            let restored = try session.app.send("frames")
            #expect(restored.debug == true)
            // The whole window state survives, not only the overlay: slow animations too.
            #expect(restored.animations?.slow == true)
            let stats = try session.app.stats()
            #expect(stats.restartedBecause?.contains("SIGILL") == true)
            #expect(stats.reloads == 1)
            #expect(try session.app.quit() == 0)
        }

        @Test(
            "After many loaded builds the previewer restarts on the newest, and the reload completes",
            .timeLimit(.minutes(2)))
        func manyReloadsRestart() throws {
            let session = try ReloadSession(
                options: ["--size", "300x400"], environment: ["PREVIEWER_RELOADS_BEFORE_RESTART": "2"])
            defer { session.stop() }
            try session.save(ReloadSession.cardFile(inset: 30), atomically: true)
            #expect(try session.waitForReload().reload.outcome == .ok)
            // The third build would be the third image loaded: the process restarts on it instead.
            try session.save(ReloadSession.cardFile(inset: 40), atomically: true)
            let (restarted, frames) = try session.waitForReload()
            #expect(restarted.outcome == .ok)
            #expect(frames.card == FrameReport.Rect(x: 40, y: 40, width: 220, height: 320))
            #expect(frames.content.width == 300 && frames.content.height == 400)
            let stats = try session.app.stats()
            #expect(stats.reloads == 2)
            #expect(stats.restartedBecause?.contains("builds were loaded") == true)
            try session.save(ReloadSession.cardFile(inset: 50), atomically: true)
            #expect(try session.waitForReload().frames.card == FrameReport.Rect(x: 50, y: 50, width: 200, height: 300))
            #expect(try session.app.quit() == 0)
        }
    }
}
