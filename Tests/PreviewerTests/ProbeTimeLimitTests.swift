// An endless loop in the user's code: the probe is stopped at its time limit, the user reads where it spun,
// the last good layout stays, the next save reloads; the probe never outlives the previewer.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Endless loops in the user's code")
    struct ProbeTimeLimitTests {
        /// A card whose subview spins in `layoutSubviews` (its loop on line 7). The loops here call nothing: a
        /// sample taken in a call's linker stub (which has no unwind information) would end the stack there.
        static let spinningLayoutFile = """
            import Cartography
            import Foundation

            final class SpinningView: View {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    var turns = 0; while turns >= 0 { turns = (turns + 1) % 1000 }
                }
            }

            final class CardViewController: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let spinning = SpinningView()
                    view.addSubview(spinning)
                    constrain(spinning) { spinning in spinning.edges == spinning.superview!.edges }
                }
            }

            struct Card_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Card") { CardViewController() }] }
            }

            """

        static let environment = ["PREVIEWER_PROBE_SECONDS": "3"]

        @Test(
            "A loop in viewDidLoad, an animation block or layoutSubviews is stopped and named; the fix reloads",
            .timeLimit(.minutes(3)))
        func loopsAreStopped() throws {
            let session = try ReloadSession(options: ["--size", "300x400"], environment: Self.environment)
            defer { session.stop() }
            let good = try session.app.frames()
            #expect(good.card == FrameReport.Rect(x: 20, y: 20, width: 260, height: 360))

            let loopFrames = try Self.expectTimeout(
                saving: ReloadSession.cardFile(
                    inset: 30, viewDidLoadExtra: "var turns = 0; while turns >= 0 { turns = (turns + 1) % 1000 }"),
                in: session, entry: "CardViewController.viewDidLoad()",
                at: "CardViewController.viewDidLoad() (Card.swift:7)")
            #expect(loopFrames.card == good.card)
            // The window still draws the last good build: red 25 px in (the spinning build would have 30).
            #expect(
                try session.contentPixel(loopFrames, x: 25, y: 200, name: "loop-kept").isClose(to: LiveReloadTests.red))
            #expect(try session.app.stats().sourceProblem?.contains("did not return within 3 s") == true)

            try Self.expectTimeout(
                saving: ReloadSession.cardFile(
                    inset: 30,
                    viewDidLoadExtra:
                        "UIView.animate(withDuration: 0.2) { var turns = 0; while turns >= 0 { turns = (turns + 1) % 1000 } }"
                ),
                in: session, entry: "CardViewController.viewDidLoad()",
                at: "CardViewController.viewDidLoad() (Card.swift:7)")
            try Self.expectTimeout(
                saving: Self.spinningLayoutFile, in: session, entry: "SpinningView.layoutSubviews()",
                at: "SpinningView.layoutSubviews() (Card.swift:7)")

            try session.save(ReloadSession.cardFile(inset: 30), atomically: true)
            let (fixed, fixedFrames) = try session.waitForReload()
            #expect(fixed.outcome == .ok, "\(fixed)")
            #expect(fixedFrames.card == FrameReport.Rect(x: 30, y: 30, width: 240, height: 340))
            #expect(
                try session.contentPixel(fixedFrames, x: 25, y: 200, name: "fixed").isClose(to: LiveReloadTests.white))
            #expect(try session.app.stats().sourceProblem == nil)
            #expect(try session.app.quit() == 0)
        }

        /// Saves `text`, whose code spins, and expects the reload to time out naming `entry` and a frame `at`.
        @discardableResult
        static func expectTimeout(
            saving text: String, in session: ReloadSession, entry: String, at frame: String
        )
            throws -> FrameReport
        {
            try session.save(text, atomically: true)
            let (reload, frames) = try session.waitForReload()
            #expect(reload.outcome == .timeout, "\(reload)")
            let message = try #require(reload.messages?.first)
            #expect(message.hasPrefix("`\(entry)` did not return within 3 s"), "\(message)")
            #expect(message.contains("at \(frame)"), "\(message)")
            return frames
        }

        @Test(
            "A loop in a bar button's action restarts the previewer on the last good build, which the next save replaces",
            .timeLimit(.minutes(3)))
        func loopInAnActionRestarts() throws {
            let session = try ReloadSession(
                options: ["--preview", "Card, wide", "--size", "360x280"],
                environment: ["PREVIEWER_STALL_SECONDS": "3"])
            defer { session.stop() }
            try session.save(
                ReloadSession.cardFile(
                    inset: 40,
                    viewDidLoadExtra: "navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"Spin\") { "
                        + "var turns = 0; while turns >= 0 { turns = (turns + 1) % 1000 } }"),
                atomically: true)
            let (reload, frames) = try session.waitForReload()
            #expect(reload.outcome == .ok, "\(reload)")
            let (reason, after) = try session.tapRightBarButtonRestarting()
            #expect(reason?.contains("did not return within 3 s") == true, "\(reason ?? "")")
            #expect(after.preview == "Card, wide")
            #expect(after.card == frames.card)
            #expect(try session.app.stats().sourceProblem?.contains("did not return within 3 s") == true)
            try session.save(ReloadSession.cardFile(inset: 30), atomically: true)
            let (fixed, fixedFrames) = try session.waitForReload()
            #expect(fixed.outcome == .ok, "\(fixed)")
            #expect(fixedFrames.card == FrameReport.Rect(x: 30, y: 30, width: 300, height: 220))
            #expect(try session.app.quit() == 0)
        }

        @Test("Killing the previewer kills a probe that spins", .timeLimit(.minutes(2)))
        func probeDiesWithThePreviewer() throws {
            // A time limit longer than the test: only the parent's death can end this probe.
            let session = try ReloadSession(
                options: ["--size", "300x400"], environment: ["PREVIEWER_PROBE_SECONDS": "600"])
            defer { session.stop() }
            try session.save(
                ReloadSession.cardFile(inset: 30, viewDidLoadExtra: "while view.alpha >= 0 { view.alpha = 1 }"),
                atomically: true)
            let app = session.app.processID
            var probes: [ProcessEntry] = []
            let started = ProcessEntry.wait(timeout: 90) {
                probes = ProcessEntry.children(of: app).filter { $0.commandLine.contains("--probe-library") }
                return !probes.isEmpty
            }
            let probe = try #require(probes.first, "no probe started (\(started))")
            kill(app, SIGKILL)
            #expect(
                ProcessEntry.wait(timeout: 30) { !ProcessEntry.isAlive(probe.id) },
                "probe \(probe.id) outlived the previewer")
        }
    }
}
