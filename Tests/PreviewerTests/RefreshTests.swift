// Pressing Refresh: a new count and new colors, laid out again exactly as the library lays them out.

import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Refresh")
    struct RefreshTests {
        /// A guard: with a seed the counts repeat from run to run, and a new count comes within a few presses.
        static let maximumPresses = 30

        @Test("Refresh changes the count and the colors", .timeLimit(.minutes(2)), arguments: [21, 22] as [UInt32])
        func newCountAndColors(seed: UInt32) throws {
            let live = try LiveGrid(options: ["--seed", "\(seed)", "--size", "375x667"], test: "refresh")
            defer { live.stop() }
            let initial = try live.app.frames()
            let startProblems = try live.problems(initial, name: "seed\(seed)-start")
            #expect(startProblems.isEmpty, "\(startProblems.joined(separator: "\n"))")
            var previous = initial
            var previousStats = try live.app.stats()
            var presses = 0
            repeat {
                let frames = try live.app.frames(after: "refresh")
                presses += 1
                expectNewColors(frames, previous, press: presses)
                let problems = LayoutExpectations.problems(in: frames)
                #expect(problems.isEmpty, "after press \(presses):\n\(problems.joined(separator: "\n"))")
                let stats = try live.app.stats()
                #expect(stats.layoutRebuilds == previousStats.layoutRebuilds + 1, "press \(presses) rebuilt no layout")
                #expect(stats.engineSyncs > previousStats.engineSyncs, "press \(presses) did not sync the engine")
                #expect(
                    stats.widgetsCreated <= 11,
                    "\(stats.widgetsCreated) view widgets made for the root, the container and 9 cells")
                previous = frames
                previousStats = stats
            } while previous.cells.count == initial.cells.count && presses < Self.maximumPresses
            #expect(
                previous.cells.count != initial.cells.count,
                "\(presses) presses with seed \(seed) never changed the count from \(initial.cells.count)")
            let problems = try live.problems(previous, name: "seed\(seed)-after-\(presses)-presses")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test("With --count, Refresh keeps the count and changes the colors", .timeLimit(.minutes(1)))
        func fixedCount() throws {
            let live = try LiveGrid(options: ["--seed", "23", "--count", "4", "--size", "517x600"], test: "refresh")
            defer { live.stop() }
            var previous = try live.app.frames()
            for press in 1...3 {
                let frames = try live.app.frames(after: "refresh")
                #expect(frames.cells.count == 4)
                expectNewColors(frames, previous, press: press)
                let problems = try live.problems(frames, name: "count4-press\(press)")
                #expect(problems.isEmpty, "after press \(press):\n\(problems.joined(separator: "\n"))")
                previous = frames
            }
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        /// Every cell that was there before has a new color (a seed makes this deterministic; by chance a
        /// color repeats once in 16 million).
        private func expectNewColors(_ frames: FrameReport, _ previous: FrameReport, press: Int) {
            for (index, (new, old)) in zip(frames.cellColors, previous.cellColors).enumerated() {
                #expect(new != old, "press \(press) left cell \(index) \(old)")
            }
        }
    }
}
