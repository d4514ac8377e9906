// --source: the user's own files compiled, loaded and listed before the gallery; their mistakes exit with 2.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("The user's own files (--source)")
    struct SourceTests {
        static let goodFile = """
            import Cartography
            import Foundation

            final class CardViewController: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let card = View()
                    view.addSubview(card)
                    constrain(card) { card in
                        card.edges == inset(card.superview!.edges, 20)
                    }
                }
            }

            struct Card_Previews: PreviewProvider {
                static var previews: [Preview] {
                    [Preview("Card") { CardViewController() },
                     Preview("Card, wide", size: CGSize(width: 800, height: 300)) { CardViewController() }]
                }
            }

            extension CardViewController {
                struct Compact_Previews: PreviewProvider {
                    static var previews: [Preview] { [Preview("Card, compact") { CardViewController() }] }
                }
            }
            """

        /// `--list` needs no display, as `--explain`: the catalog comes from the library and the loaded code alone.
        func list(_ arguments: [String]) throws -> OneShotRun {
            try OneShotRun(arguments + ["--list"], environment: OneShotRun.environmentWithoutDisplay)
        }

        /// The gallery's previews, as `--list` prints them without user files.
        func galleryNames() throws -> [String] {
            let run = try list([])
            try #require(run.status == 0, "stderr: \(run.errors)")
            try #require(!run.output.isEmpty)
            return run.output
        }

        @Test("--list shows the file's previews, then the gallery's", .timeLimit(.minutes(1)))
        func listsTheUsersPreviewsFirst() throws {
            let files = try TemporaryFiles()
            let path = try files.write("Card.swift", Self.goodFile)
            let run = try list(["--source", path])
            #expect(run.status == 0, "stderr: \(run.errors)")
            #expect(run.errors.isEmpty, "stderr: \(run.errors)")
            let gallery = try galleryNames()
            #expect(run.output == ["Card", "Card, wide", "Card, compact"] + gallery)
        }

        @Test("--explain of the file's preview names the file's lines", .timeLimit(.minutes(1)))
        func explainNamesTheUsersLines() throws {
            let files = try TemporaryFiles()
            let path = try files.write("Card.swift", Self.goodFile)
            let run = try OneShotRun(
                ["--source", path, "--preview", "Card, wide", "--explain"],
                environment: OneShotRun.environmentWithoutDisplay)
            #expect(run.status == 0, "stderr: \(run.errors)")
            let report = run.output.joined(separator: "\n")
            #expect(report.contains("Layout of CardViewController.view"), "\(report)")
            // `card.edges == inset(…)` is on line 10 of the file: its four constraints say so.
            #expect(report.components(separatedBy: "(Card.swift:10)").count - 1 == 4, "\(report)")
        }

        @Test("A compile error exits with 2 and names file:line:column", .timeLimit(.minutes(1)))
        func compileError() throws {
            let files = try TemporaryFiles()
            let path = try files.write(
                "Broken.swift",
                Self.goodFile.replacingOccurrences(of: "card.edges == inset", with: "card.edges == insett"))
            let run = try list(["--source", path])
            #expect(run.status == 2)
            #expect(run.output.isEmpty, "stdout: \(run.output)")
            let first = run.errors.first ?? ""
            #expect(first.hasPrefix("previewer: \(path):10:27: error: cannot find 'insett' in scope"), "\(run.errors)")
        }

        @Test("In the window, a compile error shows over the gallery, which stays usable", .timeLimit(.minutes(1)))
        func compileErrorInTheWindow() throws {
            let files = try TemporaryFiles()
            let path = try files.write(
                "Broken.swift",
                Self.goodFile.replacingOccurrences(of: "card.edges == inset", with: "card.edges == insett"))
            try withPreviewer(options: ["--source", path, "--count", "3"]) { app, _ in
                let stats = try app.stats()
                let problem = try #require(stats.sourceProblem)
                #expect(problem.hasPrefix("\(path):10:27: error: cannot find 'insett' in scope"), "\(problem)")
                let frames = try app.frames()
                #expect(frames.preview == "Nine-grid")
                #expect(frames.cells.count == 3)
                #expect(try app.quit() == 0)
            }
        }

        @Test("A file without previews exits with 2 and says what to add", .timeLimit(.minutes(1)))
        func noPreviews() throws {
            let files = try TemporaryFiles()
            let path = try files.write("Plain.swift", "import Cartography\n\nfinal class Plain: ViewController {}\n")
            let run = try list(["--source", path])
            #expect(run.status == 2)
            #expect(
                run.errors == [
                    "previewer: Plain.swift declares no PreviewProvider; add struct Plain_Previews: PreviewProvider "
                        + "{ static var previews: [Preview] { … } }"
                ])
        }

        @Test("A missing file exits with 2 and names it", .timeLimit(.minutes(1)))
        func missingFile() throws {
            let run = try list(["--source", "/no-such-folder-for-previewer-tests/Screen.swift"])
            #expect(run.status == 2)
            #expect(run.errors == ["previewer: /no-such-folder-for-previewer-tests/Screen.swift: no such file"])
        }

        /// Every screen of the example package previews on its own, as its README shows.
        @Test("Each example file compiles through --source", .timeLimit(.minutes(2)))
        func examples() throws {
            let screens = try ExamplePackage.screenFiles()
            #expect(screens.count >= 3, "\(screens)")
            let gallery = try galleryNames()
            for screen in screens {
                let run = try list(["--source", screen])
                #expect(run.status == 0, "\(screen): \(run.errors)")
                // At least two previews of the screen's own, then the gallery's.
                #expect(run.output.count >= gallery.count + 2, "\(screen) lists \(run.output)")
                #expect(Array(run.output.suffix(gallery.count)) == gallery, "\(screen) lists \(run.output)")
            }
        }
    }
}
