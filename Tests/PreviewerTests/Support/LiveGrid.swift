// A previewer running on its own X server, and the checks every live test runs after each step.

import Foundation
import PreviewerCore

/// One test's display and app, and where its pictures go.
final class LiveGrid {
    let display: VirtualDisplay
    let app: PreviewerProcess
    let shots: URL

    /// Starts an X server and `previewer --control` with `options`; pictures go to the `test` shots folder.
    init(options: [String], test: String) throws {
        shots = try ShotsFolder.folder(for: test)
        display = try VirtualDisplay()
        do {
            app = try PreviewerProcess(options: options, display: display)
        } catch {
            display.stop()
            throw error
        }
    }

    /// Ends the app and the X server; call in a `defer`.
    func stop() {
        app.stop()
        display.stop()
    }

    /// Every problem with the app's current state, as `frames` reported it: the frames against the library,
    /// then the pixels of an in-app snapshot and of a screenshot of the X screen (saved as `name`-app.png and
    /// `name`-screen.png), and the two pictures against each other.
    func problems(_ frames: FrameReport, name: String) throws -> [String] {
        var problems = LayoutExpectations.problems(in: frames)
        let content = (x: frames.content.x, y: frames.content.y)

        let snapshotPath = shots.appendingPathComponent("\(name)-app.png").path
        try app.snapshot(to: snapshotPath)
        let snapshot = try RGBImage(contentsOf: snapshotPath)
        if snapshot.width != frames.window.width || snapshot.height != frames.window.height {
            problems.append("the in-app snapshot is \(snapshot.width)×\(snapshot.height), the window \(frames.window)")
        }
        problems += PixelExpectations.problems(in: snapshot, origin: content, frames: frames).map {
            "in-app snapshot \(snapshotPath): \($0)"
        }

        let screenPath = shots.appendingPathComponent("\(name)-screen.png").path
        let screen = try display.screenshot(to: screenPath)
        let window = try screen.windowOrigin(windowSize: frames.window)
        problems += PixelExpectations.problems(
            in: screen, origin: (window.x + content.x, window.y + content.y), frames: frames
        ).map { "screenshot \(screenPath): \($0)" }

        if problems.isEmpty {
            // The scrollbar may be fading in between the two pictures: compare the window left of it.
            let width = frames.content.x + PixelExpectations.uncoveredWidth(frames)
            let differing = PixelExpectations.differingPixels(
                screen, at: window, snapshot, at: (0, 0), width: width, height: frames.window.height)
            if differing > 0 {
                problems.append("\(differing) pixels of the window differ between \(screenPath) and \(snapshotPath)")
            }
        }
        return problems
    }
}
