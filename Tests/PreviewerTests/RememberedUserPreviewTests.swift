// With the user's own code, the remembered preview yields to the user's first unless it is one of theirs.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Remembered preview with the user's code")
    struct RememberedUserPreviewTests {
        /// The first preview a `--source` window with `state` remembered shows, as the app reports it.
        func firstPreview(remembering name: String, extra: [String] = []) throws -> String? {
            let files = try TemporaryFiles()
            let source = try files.write("Card.swift", SourceTests.goodFile)
            let state = try files.write("state.ini", "[preview]\nname=\(name)\n")
            let live = try LiveGrid(
                options: ["--seed", "1", "--state-file", state, "--source", source] + extra, test: "state-user")
            defer { live.stop() }
            let preview = try live.app.send("frames").frames?.preview
            #expect(try live.app.quit() == 0)
            return preview
        }

        @Test("A remembered gallery preview does not replace the user's first one", .timeLimit(.minutes(2)))
        func galleryPreviewYields() throws {
            #expect(try firstPreview(remembering: "Form") == "Card")
        }

        @Test("A remembered preview of the user's own is restored", .timeLimit(.minutes(2)))
        func usersPreviewIsRestored() throws {
            #expect(try firstPreview(remembering: "Card, compact") == "Card, compact")
        }

        @Test("--preview may still name a gallery preview beside the user's code", .timeLimit(.minutes(2)))
        func previewOptionWins() throws {
            #expect(try firstPreview(remembering: "Card, wide", extra: ["--preview", "Form"]) == "Form")
        }
    }
}
