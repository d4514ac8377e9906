// A storm of refreshes and resizes: no crash, no GTK message, correct frames, and memory that stays flat.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Storm")
    struct StormTests {
        static let warmUpRounds = 100
        static let stormRounds = 1_000
        /// How much resident memory may grow from the end of the warm-up to the end of the storm.
        static let allowedGrowth = 0.10

        /// Sizes that wander over the screen, from the narrowest window GTK allows to 1200×1100.
        static func size(_ round: Int) -> (width: Int, height: Int) {
            (240 + (round * 37) % 961, 240 + (round * 53) % 861)
        }

        @Test("1,000 refreshes and 1,000 resizes, interleaved", .timeLimit(.minutes(6)))
        func storm() throws {
            let live = try LiveGrid(options: ["--seed", "31", "--size", "375x667"], test: "storm")
            defer { live.stop() }
            var problems: [String] = []
            for round in 0..<Self.warmUpRounds { problems += try step(live.app, round) }
            let warmUp = try #require(try live.app.stats().rssKiB, "stats reports no rssKiB")
            var rounds = Self.warmUpRounds
            for round in Self.warmUpRounds..<(Self.warmUpRounds + Self.stormRounds) {
                problems += try step(live.app, round)
                rounds += 1
                // One failure usually repeats every round: stop early rather than collect a thousand.
                if problems.count > 20 { break }
            }
            let end = try live.app.stats()
            let final = try #require(end.rssKiB)
            let growth = Double(final - warmUp) / Double(warmUp)
            print(
                "Storm: resident memory \(warmUp) KiB after \(Self.warmUpRounds) warm-up rounds, \(final) KiB after "
                    + "\(rounds - Self.warmUpRounds) more (\(String(format: "%+.1f", growth * 100)) %); "
                    + "\(end.widgetsCreated) view widgets made, \(end.solverRebuilds) solver rebuilds")
            #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
            #expect(
                Double(final) <= Double(warmUp) * (1 + Self.allowedGrowth),
                "resident memory grew from \(warmUp) KiB to \(final) KiB during the storm")
            #expect(
                end.widgetsCreated <= 11,
                "\(end.widgetsCreated) view widgets for the root, the container and at most 9 cells")
            #expect(end.layoutRebuilds == rounds + 1, "\(end.layoutRebuilds) layout rebuilds for \(rounds) refreshes")

            let last = try live.app.frames()
            let lastProblems = try live.problems(last, name: "after-storm")
            #expect(lastProblems.isEmpty, "\(lastProblems.joined(separator: "\n"))")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr after the storm: \(live.app.stderr)")
        }

        /// One refresh and one resize; the problems with their replies, checked against the library.
        private func step(_ app: PreviewerProcess, _ round: Int) throws -> [String] {
            var problems: [String] = []
            let refreshed = try app.frames(after: "refresh")
            problems += LayoutExpectations.problems(in: refreshed).map { "round \(round), refresh: \($0)" }
            let (width, height) = Self.size(round)
            let resized = try app.frames(after: "resize \(width) \(height)")
            if resized.content.width != width || resized.content.height != height {
                problems.append("round \(round): resize \(width) \(height) gave a content area of \(resized.content)")
            }
            if resized.cellColors != refreshed.cellColors {
                problems.append("round \(round): the resize changed the cells")
            }
            problems += LayoutExpectations.problems(in: resized).map { "round \(round), resize: \($0)" }
            return problems
        }
    }
}
