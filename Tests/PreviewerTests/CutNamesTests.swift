// Names too long for their place are cut in the middle and shown whole in a tooltip: the sidebar's rows here.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Cut names")
    struct CutNamesTests {
        /// A preview whose name is wider than the sidebar, with no summary of its own.
        static let longName = "Profile header with avatar, name, handle and the follow button"
        static let file = """
            import Cartography

            final class ProfileViewController: ViewController {}

            struct Profile_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("\(longName)") { ProfileViewController() }] }
            }

            """

        /// Whether a pixel is the selected row's blue (GTK's accent, lighter or darker as the pointer is over it).
        static func isSelectionBlue(_ pixel: RGB) -> Bool { pixel.blue > 180 && pixel.red < 90 && pixel.green > 100 }

        @Test("A long preview name is cut in its middle, and hovering its row shows all of it", .timeLimit(.minutes(2)))
        func hoverShowsTheWholeName() throws {
            let files = try TemporaryFiles()
            let path = try files.write("Profile.swift", Self.file)
            try withPreviewer(options: ["--source", path, "--size", "375x500"]) { app, display in
                let first = try app.frames(until: { $0.preview == Self.longName })
                #expect(first.preview == Self.longName)
                let input = KeyboardAndMouse(display: display)
                try input.focusWindow(titled: Self.longName)
                // The filter leaves the one row, selected, under its heading.
                try input.type("avatar")
                _ = try app.frames()
                let shots = try ShotsFolder.folder(for: "cut-names")
                var before = try display.screenshot(to: shots.appendingPathComponent("before.png").path)
                let origin = try before.windowOrigin(windowSize: first.window)
                func selectedRow(_ image: RGBImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
                    var xs: [Int] = []
                    var ys: [Int] = []
                    for y in origin.y..<(origin.y + first.content.maxY) {
                        for x in origin.x..<(origin.x + first.content.x) where Self.isSelectionBlue(image[x, y]) {
                            xs.append(x)
                            ys.append(y)
                        }
                    }
                    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
                        return nil
                    }
                    return (minX, maxX, minY, maxY)
                }
                for attempt in 0..<40 where selectedRow(before) == nil {
                    _ = try app.frames()
                    before = try display.screenshot(to: shots.appendingPathComponent("before-\(attempt).png").path)
                }
                let row = try #require(selectedRow(before), "no selected row in the sidebar")
                let rowWidth = row.maxX - row.minX + 1

                // The pointer over the row: GTK shows the tooltip after its delay, below the pointer.
                try input.point(x: row.minX + rowWidth / 2, y: (row.minY + row.maxY) / 2)
                let band = (row.maxY + 8)..<min(row.maxY + 80, before.height)
                func changedColumns(_ image: RGBImage) -> [Int] {
                    (0..<image.width).filter { x in band.contains { image[x, $0] != before[x, $0] } }
                }
                var after = before
                var columns: [Int] = []
                for attempt in 0..<80 where columns.count <= rowWidth {
                    _ = try app.frames()
                    after = try display.screenshot(to: shots.appendingPathComponent("hover-\(attempt).png").path)
                    columns = changedColumns(after)
                }
                // Wider than the row: the tooltip holds the whole name the row had to cut.
                #expect(columns.count > rowWidth, "\(columns.count) columns changed under a \(rowWidth) px row")
                #expect(try app.quit() == 0)
            }
        }
    }
}
