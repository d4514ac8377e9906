// Dragging in the bounded quadrilateral: the corner follows the pointer, the midpoints follow the corners,
// and the required bounds hold the corner inside the view.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Drags")
    struct DragTests {
        func center(_ view: FrameReport.ViewNode?) -> (x: Double, y: Double)? {
            guard let frame = view?.layoutFrame else { return nil }
            return (frame.x + frame.width / 2, frame.y + frame.height / 2)
        }

        @Test("Dragging a corner moves it and the two midpoints beside it; the bounds hold", .timeLimit(.minutes(1)))
        func dragACorner() throws {
            try withPreviewer(options: ["--preview", "Bounded quadrilateral", "--size", "400x400"]) { app, _ in
                let start = try app.frames()
                // The top-left corner starts at (0.2, 0.2) of 400 × 400.
                let corner = try #require(center(start.views.find("corner0")))
                #expect(abs(corner.x - 80) < 1e-6 && abs(corner.y - 80) < 1e-6)

                let moved = try app.frames(after: "drag 80 80 150 60")
                let newCorner = try #require(center(moved.views.find("corner0")))
                #expect(abs(newCorner.x - 150) < 1e-6 && abs(newCorner.y - 60) < 1e-6)
                // Side 0 joins corners 0 and 1, side 3 corners 3 and 0: their midpoints follow.
                let topRight = try #require(center(moved.views.find("corner1")))
                let bottomLeft = try #require(center(moved.views.find("corner3")))
                let top = try #require(center(moved.views.find("midpoint0")))
                let left = try #require(center(moved.views.find("midpoint3")))
                #expect(abs(top.x - (150 + topRight.x) / 2) < 1e-6 && abs(top.y - (60 + topRight.y) / 2) < 1e-6)
                #expect(abs(left.x - (150 + bottomLeft.x) / 2) < 1e-6 && abs(left.y - (60 + bottomLeft.y) / 2) < 1e-6)
                // The other corners stay where they were.
                #expect(center(moved.views.find("corner2"))?.x == center(start.views.find("corner2"))?.x)

                // Past the edge: the required bounds keep the corner 12 points inside.
                let outside = try app.frames(after: "drag 150 60 -300 -300")
                let clamped = try #require(center(outside.views.find("corner0")))
                #expect(abs(clamped.x - 12) < 1e-6 && abs(clamped.y - 12) < 1e-6)

                let nothing = try app.send("drag 390 390 100 100")
                #expect(!nothing.ok)
                #expect(nothing.error?.contains("takes drags") == true)
            }
        }
    }
}
