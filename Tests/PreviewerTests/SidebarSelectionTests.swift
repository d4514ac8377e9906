// The sidebar shows the row of the preview shown, wherever it lies in the list.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("The sidebar's selected row")
    struct SidebarSelectionTests {
        @Test(
            "A preview far down the list, opened by name, has its selected row scrolled into view",
            .timeLimit(.minutes(2)))
        func openedPreviewIsInView() throws {
            try withPreviewer(options: ["--preview", "Labels: wrapping and baselines", "--size", "375x500"]) {
                app, display in
                let frames = try app.frames()
                let shots = try ShotsFolder.folder(for: "sidebar-selection")
                // The list is scrolled after its first frame: look until the blue row shows, or give up.
                var blue = 0
                for attempt in 0..<40 where blue == 0 {
                    _ = try app.frames()
                    let path = shots.appendingPathComponent("look-\(attempt).png").path
                    try app.snapshot(to: path)
                    let image = try RGBImage(contentsOf: path)
                    blue = (frames.content.y..<frames.content.maxY).reduce(0) { count, y in
                        count + (0..<frames.content.x).count { image[$0, y].isSelectionBlue }
                    }
                }
                #expect(blue > 200, "\(blue) pixels of the selected row's blue in the sidebar")
                #expect(try app.quit() == 0)
            }
        }
    }
}
