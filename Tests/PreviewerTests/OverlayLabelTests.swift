// The overlay's labels: never on one another, never on a view they are not about; the zoom scales them too.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Overlay labels and zoom")
    struct OverlayLabelTests {
        static func overlap(_ a: FrameReport.Rect, _ b: FrameReport.Rect) -> Bool {
            a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
        }

        /// Each view's frame in the root and its superviews' names.
        static func views(_ view: FrameReport.ViewNode, ancestors: [String] = []) -> [(FrameReport.ViewNode, [String])]
        {
            [(view, ancestors)] + view.children.flatMap { views($0, ancestors: ancestors + [view.name]) }
        }

        @Test(
            "At 320×480 no label overlaps another or a view it is not about", .timeLimit(.minutes(1)),
            arguments: 1...9)
        func labelsKeepApart(_ count: Int) throws {
            let live = try LiveGrid(
                options: ["--seed", "\(20 + count)", "--count", "\(count)", "--size", "320x480"], test: "labels")
            defer { live.stop() }
            let reply = try live.app.send("debug on")
            let labels = try #require(reply.overlay?.labels)
            let frames = try #require(reply.frames)
            #expect(labels.count >= 3 * count, "only \(labels.count) labels for \(count) cells")
            for (index, label) in labels.enumerated() {
                for other in labels[(index + 1)...] where Self.overlap(label.frame, other.frame) {
                    Issue.record("\"\(label.text)\" \(label.frame) overlaps \"\(other.text)\" \(other.frame)")
                }
            }
            let tree = Self.views(frames.views)
            for label in labels {
                // The views it is about and their superviews may lie under it; no other shown view may.
                var allowed = Set(label.owners)
                for (view, ancestors) in tree where label.owners.contains(view.name) { allowed.formUnion(ancestors) }
                for (view, _) in tree where !view.hidden && !allowed.contains(view.name) {
                    if Self.overlap(label.frame, view.frame) {
                        Issue.record("\"\(label.text)\" (about \(label.owners)) lies on \(view.name) \(view.frame)")
                    }
                }
            }
            // The container's preference (broken when the cells need less height than its width) is drawn, as
            // the container's, whatever the count.
            #expect(
                labels.contains { $0.text.hasPrefix("= w ~100") && $0.owners == ["showView"] }, "\(labels.map(\.text))")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test("Zoom 200 % doubles the picture of the same root, frames unchanged", .timeLimit(.minutes(1)))
        func zoom() throws {
            let live = try LiveGrid(options: ["--seed", "2", "--count", "4", "--size", "320x480"], test: "labels")
            defer { live.stop() }
            let before = try live.app.frames()
            let zoomed = try live.app.frames(after: "zoom 200")
            #expect(zoomed.zoom == 200)
            #expect(zoomed.root == before.root, "the root changed size: \(zoomed.root)")
            #expect(zoomed.content.width == 640 && zoomed.content.height == 960, "content \(zoomed.content)")
            #expect(zoomed.cells.map(\.frame) == before.cells.map(\.frame), "a zoom changed the frames")
            let path = live.shots.appendingPathComponent("zoom-200.png").path
            try live.app.snapshot(to: path)
            let image = try RGBImage(contentsOf: path)
            for (cell, colour) in zip(zoomed.cells, zoomed.cellColors) {
                // The middle of the cell's top-left quarter (clear of its centred number) at twice the distance.
                let x = zoomed.content.x + 2 * (cell.frame.x + cell.frame.width / 4)
                let y = zoomed.content.y + 2 * (cell.frame.y + cell.frame.height / 4)
                #expect(
                    image[x, y].isClose(to: colour), "\(cell.name) at (\(x), \(y)) is \(image[x, y]), not \(colour)")
            }
            let back = try live.app.frames(after: "zoom 100")
            #expect(back.content == before.content && back.zoom == 100)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }
    }
}
