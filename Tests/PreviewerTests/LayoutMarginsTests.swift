// The layout-margins toggle: the debug overlay outlines the area inside each view's margins, in green.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Layout margins")
    struct LayoutMarginsTests {
        /// `LayoutMarginsLayer.stroke`'s colour.
        static let green = RGB(red: 0, green: 200, blue: 83)

        /// The pixels of the outline of `rect` inset by `inset` on every side, in window coordinates.
        static func outline(of rect: FrameReport.Rect, inset: Int, origin: (x: Int, y: Int)) -> [(Int, Int)] {
            let (minX, minY) = (origin.x + rect.x + inset, origin.y + rect.y + inset)
            let (maxX, maxY) = (origin.x + rect.maxX - inset - 1, origin.y + rect.maxY - inset - 1)
            return (minX...maxX).flatMap { [($0, minY), ($0, maxY)] }
                + (minY...maxY).flatMap { [(minX, $0), (maxX, $0)] }
        }

        @Test(
            "toggle layout-margins outlines a plain view's 8-point margins (UIKit's default) and takes them away",
            .timeLimit(.minutes(1)))
        func marginsOfTheContainer() throws {
            let live = try LiveGrid(options: ["--seed", "3", "--count", "1", "--size", "375x667"], test: "margins")
            defer { live.stop() }
            let frames = try live.app.frames()
            let container = frames.container.frame
            #expect(container.width > 100 && container.height > 100, "\(container)")
            let pixels = Self.outline(of: container, inset: 8, origin: (frames.content.x, frames.content.y))

            let on = try live.app.send("toggle layout-margins on")
            #expect(on.ok, "\(on.error ?? "")")
            let onPath = live.shots.appendingPathComponent("margins-on.png").path
            try live.app.snapshot(to: onPath)
            let shown = try RGBImage(contentsOf: onPath)
            let notGreen = pixels.filter { shown[$0.0, $0.1] != Self.green }
            #expect(notGreen.isEmpty, "\(notGreen.count) of \(pixels.count) margin pixels not green: \(onPath)")
            // The margin, not the frame: the container's own sides are no margin line (its top and bottom are
            // crossed by the root's 16-point side margins).
            let sides = (container.y..<container.maxY).flatMap { y in
                [
                    (frames.content.x + container.x, frames.content.y + y),
                    (frames.content.x + container.maxX - 1, frames.content.y + y),
                ]
            }
            #expect(sides.allSatisfy { shown[$0.0, $0.1] != Self.green }, "the frame itself is outlined: \(onPath)")

            let off = try live.app.send("toggle layout-margins off")
            #expect(off.ok, "\(off.error ?? "")")
            let offPath = live.shots.appendingPathComponent("margins-off.png").path
            try live.app.snapshot(to: offPath)
            let hidden = try RGBImage(contentsOf: offPath)
            #expect(pixels.allSatisfy { hidden[$0.0, $0.1] != Self.green }, "margins still drawn: \(offPath)")

            let unknown = try live.app.send("toggle margins on")
            #expect(!unknown.ok)
            #expect(unknown.error?.hasPrefix("there is no toggle called \"margins\" (the toggles: debug,") == true)
            #expect(try live.app.quit() == 0)
        }
    }
}
