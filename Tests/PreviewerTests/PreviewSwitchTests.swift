// A live window switching previews and changing a view: widgets are reused, only what changed is redrawn.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Switching previews")
    struct PreviewSwitchTests {
        @Test("Switching previews reuses widgets; a bar button that shows a view changes its pixels, not the widgets")
        func switchAndChange() throws {
            let live = try LiveGrid(options: ["--seed", "3", "--count", "9", "--size", "375x667"], test: "switch")
            defer { live.stop() }
            let grid = try live.app.frames()
            #expect(grid.preview == "Nine-grid")
            #expect(grid.cells.count == 9)
            let gridStats = try live.app.stats()
            #expect(gridStats.widgetsCreated == 11)

            // 7 views, made from the grid's 11 widgets.
            let layers = try live.app.frames(after: "preview Views and layers")
            #expect(layers.preview == "Views and layers")
            #expect(layers.views.subtree.count == 7)
            #expect(try #require(layers.views.find("hiddenPanel")).hidden)
            #expect(try live.app.stats().widgetsCreated == 11)

            // The bar button shows the panel: one property, no new widget, green pixels where the panel is.
            let shown = try live.app.frames(after: "refresh")
            let panel = try #require(shown.views.find("hiddenPanel"))
            #expect(!panel.hidden)
            #expect(try live.app.stats().widgetsCreated == 11)
            let path = live.shots.appendingPathComponent("panel-shown.png").path
            try live.app.snapshot(to: path)
            let image = try RGBImage(contentsOf: path)
            let center = image[
                shown.content.x + panel.frame.x + panel.frame.width / 2, shown.content.y + panel.frame.y + 10]
            #expect(center.isClose(to: RGB(red: 0, green: 255, blue: 0)), "the panel's middle is \(center)")

            // Back to the grid: the same frames as the library's, still no new widget.
            let back = try live.app.frames(after: "preview Nine-grid")
            #expect(back.cells.count == 9)
            let problems = LayoutExpectations.problems(in: back, expectedCount: 9)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            #expect(try live.app.stats().widgetsCreated == 11)

            let unknown = try live.app.send("preview Nothing like it")
            #expect(!unknown.ok)
            #expect(unknown.error?.contains("there is no preview called \"Nothing like it\"") == true)
        }
    }
}
