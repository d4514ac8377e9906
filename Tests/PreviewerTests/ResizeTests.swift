// Resizing the live window: new frames equal the library's at the new size, and no constraint is rebuilt.

import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Resize")
    struct ResizeTests {
        /// Portrait, landscape, wide, and a size whose grid scrolls with fractional frames; then back.
        static let sizes = [(320, 480), (800, 600), (1200, 500), (517, 391), (375, 667)]

        /// The counters a resize must leave alone.
        static var unchangedByResize: [(String, KeyPath<ControlReply.Stats, Int>)] {
            [
                ("engineSyncs", \.engineSyncs), ("constraintsAdded", \.constraintsAdded),
                ("constraintsRemoved", \.constraintsRemoved), ("solverRebuilds", \.solverRebuilds),
                ("layoutRebuilds", \.layoutRebuilds), ("widgetsCreated", \.widgetsCreated),
            ]
        }

        /// A fixed count, and the random count the seed gives (the test takes whatever count the app reports).
        static let starts: [[String]] = [["--seed", "11", "--count", "9"], ["--seed", "12"]]

        @Test("A live resize re-lays out the same constraints", .timeLimit(.minutes(2)), arguments: starts)
        func liveResize(_ options: [String]) throws {
            let live = try LiveGrid(options: options, test: "resize")
            defer { live.stop() }
            // "--seed 11 --count 9" → "seed-11-count-9", for file names.
            let name = options.map { $0.replacingOccurrences(of: "--", with: "") }.joined(separator: "-")
            let initial = try live.app.frames()
            let startProblems = try live.problems(initial, name: "\(name)-start")
            #expect(startProblems.isEmpty, "\(startProblems.joined(separator: "\n"))")
            let first = try live.app.stats()
            var previous = first
            for (width, height) in Self.sizes {
                let frames = try live.app.frames(after: "resize \(width) \(height)")
                #expect(frames.content.width == width && frames.content.height == height, "content \(frames.content)")
                #expect(frames.cells.count == initial.cells.count, "a resize changed the number of cells")
                #expect(frames.cellColors == initial.cellColors, "a resize changed the colors")
                let problems = try live.problems(frames, name: "\(name)-\(width)x\(height)")
                #expect(problems.isEmpty, "at \(width)×\(height):\n\(problems.joined(separator: "\n"))")

                let stats = try live.app.stats()
                // A resize only suggests the root's new size to the solver: nothing is synced, added, removed
                // or rebuilt, and no cell widget is made.
                for (name, counter) in Self.unchangedByResize where stats[keyPath: counter] != first[keyPath: counter] {
                    Issue.record(
                        "\(name) went from \(first[keyPath: counter]) to \(stats[keyPath: counter]) by \(width)×\(height)"
                    )
                }
                #expect(
                    stats.rootSizeSuggestions > previous.rootSizeSuggestions,
                    "rootSizeSuggestions \(previous.rootSizeSuggestions) → \(stats.rootSizeSuggestions) at \(width)×\(height)"
                )
                #expect(stats.layoutPasses > previous.layoutPasses, "no layout pass at \(width)×\(height)")
                previous = stats
            }
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test("A resize below the window's minimum is refused and changes nothing", .timeLimit(.minutes(1)))
        func tooSmall() throws {
            let live = try LiveGrid(options: ["--seed", "13", "--count", "6", "--size", "400x500"], test: "resize")
            defer { live.stop() }
            let before = try live.app.frames()
            let reply = try live.app.send("resize 10 10")
            #expect(!reply.ok)
            #expect(reply.error?.contains("smallest") == true, "error: \(reply.error ?? "none")")
            let after = try #require(reply.frames, "a refused resize still reports the frames")
            #expect(after.content == before.content && after.root == before.root)
            #expect(after.cells.map(\.frame) == before.cells.map(\.frame))
            let malformed = try live.app.send("resize 0 wide")
            #expect(!malformed.ok && malformed.error?.isEmpty == false)
            let problems = try live.problems(try live.app.frames(), name: "refused")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }
    }
}
