// --dump-frames: the JSON the app prints equals the library's layout at that size.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("--dump-frames")
    struct DumpFramesTests {
        /// Every count, over the README sizes and odd ones (fractional frames, a grid that scrolls).
        static let cases = (1...9).map { count in
            let sizes = [(375, 667), (320, 480), (800, 600), (1200, 500), (517, 600), (333, 777), (1001, 333)]
            return GridCase(seed: UInt32(40 + count), count: count, size: sizes[count % sizes.count])
        }

        @Test("--dump-frames prints the library's frames", .timeLimit(.minutes(1)), arguments: cases)
        func dumpFrames(_ grid: GridCase) throws {
            try withDisplay { display in
                let run = try OneShotRun(grid.options + ["--dump-frames"], environment: display.appEnvironment)
                #expect(run.status == 0)
                #expect(run.errors.isEmpty, "stderr: \(run.errors)")
                #expect(run.output.count == 1, "stdout has \(run.output.count) lines, not one JSON line")
                let line = try #require(run.output.first)
                let frames = try JSONDecoder().decode(FrameReport.self, from: Data(line.utf8))
                #expect(frames.content.width == grid.expectedSize.width)
                #expect(frames.content.height == grid.expectedSize.height)
                let problems = LayoutExpectations.problems(in: frames, expectedCount: grid.count)
                #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            }
        }
    }
}
