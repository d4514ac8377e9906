// --list and --preview: every preview by name, one chosen by name, and a clear error for an unknown one.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Choosing previews")
    struct PreviewSelectionTests {
        @Test("--list prints every preview, the nine-grid first, without a display")
        func list() throws {
            let run = try OneShotRun(["--list"], environment: OneShotRun.environmentWithoutDisplay)
            #expect(run.status == 0)
            #expect(run.errors.isEmpty, "stderr: \(run.errors)")
            #expect(run.output.first == "Nine-grid")
            #expect(run.output.contains("Views and layers"))
            #expect(Set(run.output).count == run.output.count, "a name is listed twice: \(run.output)")
        }

        @Test("An unknown --preview exits with 2 and lists the names")
        func unknownPreview() throws {
            let run = try OneShotRun(
                ["--preview", "No such thing", "--explain"], environment: OneShotRun.environmentWithoutDisplay)
            #expect(run.status == 2)
            let message = run.errors.joined(separator: "\n")
            #expect(message.hasPrefix("previewer: --preview: there is no preview called \"No such thing\""))
            #expect(message.contains("  Nine-grid"))
            #expect(message.contains("  Views and layers"))
        }

        @Test("--preview with --explain reports that preview and its seed")
        func explainAPreview() throws {
            let run = try OneShotRun(
                ["--preview", "Views and layers", "--explain", "--seed", "9"],
                environment: OneShotRun.environmentWithoutDisplay)
            #expect(run.status == 0)
            #expect(run.output.first == "Preview \"Views and layers\", seed 9")
            #expect(run.output.contains { $0.hasPrefix("Layout of LayersViewController.view, 375 × 667") })
            #expect(run.output.contains("Conflicts: none."))
        }

        @Test("A seed shows in --dump-frames, and the same seed gives the same colours")
        func seedIsReported() throws {
            try withDisplay { display in
                let first = try OneShotRun(["--seed", "77", "--dump-frames"], environment: display.appEnvironment)
                let second = try OneShotRun(["--seed", "77", "--dump-frames"], environment: display.appEnvironment)
                let a = try JSONDecoder().decode(FrameReport.self, from: Data(try #require(first.output.first).utf8))
                let b = try JSONDecoder().decode(FrameReport.self, from: Data(try #require(second.output.first).utf8))
                #expect(a.seed == 77)
                #expect(a.cells.map(\.color) == b.cells.map(\.color))
            }
        }
    }
}
