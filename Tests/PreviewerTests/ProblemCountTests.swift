// The header bar counts the layout's problems with the overlay and the report closed, and opens the report.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Problem count in the header bar")
    struct ProblemCountTests {
        /// The error red (#c01c28) the count has for conflicts and ambiguous views.
        static let mistakeRed = RGB(red: 0xc0, green: 0x1c, blue: 0x28)
        /// The band of the screen the header bar of a window at the top-left corner lies in (no window manager).
        static let headerBand = 0..<44

        /// One screenshot: the bounding box of the count's red in the header band, and the window's width (the
        /// screen is black beside it).
        func look(_ display: VirtualDisplay, _ name: String) throws -> (badge: FrameReport.Rect?, windowWidth: Int) {
            let screen = try display.screenshot(
                to: try ShotsFolder.folder(for: "problem-count").appendingPathComponent(name).path)
            var xs: [Int] = []
            var ys: [Int] = []
            for y in Self.headerBand {
                for x in 0..<screen.width where screen[x, y] == Self.mistakeRed {
                    xs.append(x)
                    ys.append(y)
                }
            }
            let row = Self.headerBand.upperBound / 2
            let width = (0..<screen.width).last { screen[$0, row] != .black }.map { $0 + 1 } ?? 0
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
                return (nil, width)
            }
            return (FrameReport.Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), width)
        }

        /// Screenshots until `condition` holds, up to `attempts` (the count follows the layout once it settles).
        func look(
            _ display: VirtualDisplay, until condition: ((badge: FrameReport.Rect?, windowWidth: Int)) -> Bool,
            attempts: Int = 40
        ) throws -> (badge: FrameReport.Rect?, windowWidth: Int) {
            var seen = try look(display, "look-0.png")
            for attempt in 1..<attempts where !condition(seen) { seen = try look(display, "look-\(attempt).png") }
            return seen
        }

        @Test(
            "A user's window of an ambiguous nine-grid shows a red count; a click opens the report; Form has none",
            .timeLimit(.minutes(2)))
        func countOpensReport() throws {
            let files = try TemporaryFiles()
            let state = (files.folder as NSString).appendingPathComponent("state.ini")
            try withDisplay { display in
                // Seed 1's nine-grid leaves a view ambiguous and breaks a preference (its --explain says so).
                let window = try UserWindow(
                    ["--seed", "1", "--preview", "Nine-grid", "--state-file", state], title: "Nine-grid", on: display)
                defer { window.stop() }
                let shown = try look(display) { $0.badge != nil }
                let badge = try #require(shown.badge, "no red count in the header bar")
                // A button with a label, not a dot: wider than tall, as tall as a header-bar button's face.
                #expect(badge.width > 2 * badge.height && badge.height >= 20, "\(badge)")

                try window.input.click(x: badge.x + badge.width / 2, y: badge.y + badge.height / 2)
                // The report opens beside the content area: the window grows by the pane's width.
                let opened = try look(display) { $0.windowWidth >= shown.windowWidth + 300 }
                #expect(
                    opened.windowWidth >= shown.windowWidth + 300, "\(opened.windowWidth), was \(shown.windowWidth)")
                #expect(try window.quit() == 0)
                #expect(try String(contentsOfFile: state, encoding: .utf8).contains("report=true"))

                // A clean layout shows no count: 20 looks after its window is shown, well past the count's wait.
                let form = try UserWindow(
                    ["--seed", "1", "--preview", "Form", "--state-file", state], title: "Form", on: display)
                defer { form.stop() }
                let clean = try look(display, until: { $0.badge != nil }, attempts: 20)
                #expect(clean.badge == nil, "Form has no conflict nor ambiguity: \(String(describing: clean.badge))")
                #expect(try form.quit() == 0)
            }
        }
    }
}
