// A previewer watching a user's file: the file edited as an editor saves it, each reload waited for.

import Foundation
import PreviewerCore

/// A `--source` session on its own Xvfb, with the file it watches and the frames of its card.
final class ReloadSession {
    /// A card inset from the root's edges by `inset` (its constraint on line 13; `typo` misspells the call);
    /// its previews, one declaring its size.
    static func cardFile(inset: Int, viewDidLoadExtra: String = "", typo: Bool = false) -> String {
        """
        import Cartography
        import Foundation

        final class CardViewController: ViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(viewDidLoadExtra)
                let card = View()
                card.accessibilityIdentifier = "card"
                card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                view.addSubview(card)
                constrain(card) { card in
                    card.edges == \(typo ? "insett" : "inset")(card.superview!.edges, \(inset))
                }
            }
        }

        struct Card_Previews: PreviewProvider {
            static var previews: [Preview] {
                [Preview("Card") { CardViewController() },
                 Preview("Card, wide", size: CGSize(width: 500, height: 300)) { CardViewController() }]
            }
        }

        """
    }

    let files: TemporaryFiles
    let path: String
    let display: VirtualDisplay
    let app: PreviewerProcess
    private(set) var reloads = 0

    /// Starts the previewer on a card file (`firstText`, else inset by 20) and waits for its window.
    init(options: [String], environment: [String: String] = [:], firstText: String? = nil) throws {
        files = try TemporaryFiles()
        path = try files.write("Card.swift", firstText ?? Self.cardFile(inset: 20))
        display = try VirtualDisplay()
        do {
            app = try PreviewerProcess(
                options: ["--source", path] + options, display: display, extraEnvironment: environment)
        } catch {
            display.stop()
            throw error
        }
        // The files are watched once the window is up (and it answers): a save before that would go unseen.
        do {
            _ = try app.frames()
        } catch {
            stop()
            throw error
        }
    }

    func stop() {
        app.stop()
        display.stop()
    }

    /// Saves `text` as an editor does: `atomically` writes a temporary file and renames it over the original
    /// (most editors), otherwise the file is truncated and written in place (`vim` with `backupcopy=yes`).
    func save(_ text: String, atomically: Bool) throws {
        if atomically {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            guard let handle = FileHandle(forWritingAtPath: path) else { throw HarnessError("cannot open \(path)") }
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }
    }

    /// Waits for the next reload (counted from the session's start) and returns its outcome and the frames
    /// after it.
    func waitForReload() throws -> (reload: ReloadRecord, frames: FrameReport) {
        reloads += 1
        let reply = try app.send("wait-reload \(reloads)")
        guard reply.ok, let reload = reply.reload, let frames = reply.frames else {
            throw HarnessError("wait-reload failed: \(reply.error ?? "no reload in the reply")")
        }
        return (reload, frames)
    }

    /// Taps the right bar button (`refresh`), whose action ends the image: the tap never gets its reply, the
    /// restarted image's first line says why it started. Returns that reason and the frames after the restart.
    func tapRightBarButtonRestarting() throws -> (reason: String?, frames: FrameReport) {
        let restarted = try app.sendRaw(Array("refresh\n".utf8))
        guard restarted.command == "restarted" else {
            throw HarnessError("the tap did not restart the previewer: \(restarted)")
        }
        return (restarted.restart, try app.frames())
    }

    /// The colour of the window's pixel at (`x`, `y`) of the content area, from a snapshot.
    func contentPixel(_ frames: FrameReport, x: Int, y: Int, name: String) throws -> RGB {
        let shot = try ShotsFolder.folder(for: "live-reload").appendingPathComponent("\(name).png").path
        try app.snapshot(to: shot)
        return try RGBImage(contentsOf: shot)[frames.content.x + x, frames.content.y + y]
    }
}

extension FrameReport {
    /// The test card's frame.
    var card: FrameReport.Rect? { views.find("card")?.frame }
}
