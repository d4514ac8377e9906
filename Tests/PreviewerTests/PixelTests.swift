// The window's real pixels, in the app's own snapshot and on the X screen, against the frames it reports.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Pixels")
    struct PixelTests {
        /// Seeds, counts and sizes: a phone, a small phone, landscape windows that scroll, and odd sizes whose
        /// frames are fractional (thirds and halves of a pixel), where snapping matters.
        static let cases = [
            GridCase(seed: 1, count: 9),
            GridCase(seed: 2, count: 1, size: (320, 480)),
            GridCase(seed: 3, count: 5, size: (800, 600)),
            GridCase(seed: 4, count: 7, size: (1200, 500)),
            GridCase(seed: 5, count: 4, size: (517, 600)),
            GridCase(seed: 6, count: 8, size: (333, 777)),
        ]

        @Test("A live window's pixels are where its frames say", .timeLimit(.minutes(2)), arguments: cases)
        func liveWindow(_ grid: GridCase) throws {
            let live = try LiveGrid(options: grid.options, test: "pixels")
            defer { live.stop() }
            let frames = try live.app.frames()
            #expect(frames.content.width == grid.expectedSize.width)
            #expect(frames.content.height == grid.expectedSize.height)
            #expect(frames.cells.count == grid.count)
            let problems = try live.problems(frames, name: grid.name)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test(
            "--snapshot saves the laid-out window", .timeLimit(.minutes(1)),
            arguments: [GridCase(seed: 7, count: 9, size: (375, 667)), GridCase(seed: 8, count: 6, size: (401, 333))])
        func oneShotSnapshot(_ grid: GridCase) throws {
            try withDisplay { display in
                let path = try ShotsFolder.folder(for: "snapshot").appendingPathComponent("\(grid.name).png").path
                try? FileManager.default.removeItem(atPath: path)
                let run = try OneShotRun(
                    grid.options + ["--snapshot", path, "--dump-frames"], environment: display.appEnvironment)
                #expect(run.status == 0)
                #expect(run.errors.isEmpty, "stderr: \(run.errors)")
                let output = try #require(run.output.first, "--dump-frames printed nothing")
                let frames = try JSONDecoder().decode(FrameReport.self, from: Data(output.utf8))
                #expect(frames.content.width == grid.expectedSize.width)
                #expect(frames.content.height == grid.expectedSize.height)
                let image = try RGBImage(contentsOf: path)
                #expect(image.width == frames.window.width && image.height == frames.window.height)
                let problems =
                    LayoutExpectations.problems(in: frames, expectedCount: grid.count)
                    + PixelExpectations.problems(
                        in: image, origin: (frames.content.x, frames.content.y), frames: frames)
                #expect(problems.isEmpty, "\(path):\n\(problems.joined(separator: "\n"))")
            }
        }
    }
}
