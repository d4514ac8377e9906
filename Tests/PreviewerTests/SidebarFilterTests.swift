// The sidebar's filter as a user types into the window: spaces kept, Enter and Down to the results, and a
// filter that matches nothing says so.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("The sidebar's filter")
    struct SidebarFilterTests {
        /// The keyboard, once the window is up and has the focus (there is no window manager to give it).
        static func focusedWindow(_ app: PreviewerProcess, _ display: VirtualDisplay) throws -> KeyboardAndMouse {
            _ = try app.frames()
            let input = KeyboardAndMouse(display: display)
            try input.focusWindow(titled: "Nine-grid")
            return input
        }

        /// (typed into the window, the key pressed then, the preview it must show).
        static let movesToResults = [
            ("stack view", "Return", "Stack view"), ("right to left", "Down", "Right to left"),
        ]

        @Test(
            "Typed into the window, the filter keeps spaces; Enter or Down shows the first match, Down then the next",
            .timeLimit(.minutes(2)), arguments: movesToResults)
        func movesToTheResults(typed: String, key: String, first: String) throws {
            try withPreviewer(options: ["--preview", "Nine-grid", "--size", "500x500"]) { app, display in
                let input = try Self.focusedWindow(app, display)
                try input.type(typed)
                try input.press(key)
                let shown = try app.frames(until: { $0.preview == first }, attempts: 100)
                #expect(shown.preview == first)
                // The list has the focus now: Down walks the matches.
                try input.press("Down")
                let next = try app.frames(until: { $0.preview != first }, attempts: 100)
                #expect(next.preview != first)
                #expect(try app.quit() == 0)
            }
        }

        @Test("A filter that matches nothing says so in the list", .timeLimit(.minutes(2)))
        func noMatchSaysSo() throws {
            try withPreviewer(options: ["--preview", "Nine-grid", "--size", "500x500"]) { app, display in
                let input = try Self.focusedWindow(app, display)
                let frames = try app.frames()
                let shots = try ShotsFolder.folder(for: "sidebar-filter")
                // Under the filter field and above the tools: empty once every row is filtered out, but for the
                // message. Dark pixels are text.
                func textPixels(_ name: String) throws -> Int {
                    let path = shots.appendingPathComponent("\(name).png").path
                    try app.snapshot(to: path)
                    let image = try RGBImage(contentsOf: path)
                    var count = 0
                    for y in (frames.content.y + 60)..<(frames.content.maxY - 80) {
                        for x in 4..<(frames.content.x - 4) {
                            let pixel = image[x, y]
                            if Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 160 { count += 1 }
                        }
                    }
                    return count
                }
                #expect(try textPixels("all") > 0, "the rows are text")
                try input.type("zebra")
                var count = try textPixels("zebra")
                // GTK filters a moment after the last key; a guard against a hang, not a timing.
                for attempt in 0..<50 where count == 0 || count > 2_000 {
                    count = try textPixels("zebra-\(attempt)")
                }
                #expect(count > 0 && count < 2_000, "\(count) text pixels: the message, not the rows")
                #expect(try app.quit() == 0)
            }
        }
    }
}
