// The bounded quadrilateral at three widths: corners at their fractions of the view, midpoints halfway,
// and a drag that the required bounds stop at the edge.

import Cartography
import Foundation
import Testing

@testable import Gallery

@MainActor
@Suite struct QuadrilateralDemoTests {
    @Test(arguments: demoWidths)
    func cornersAndMidpoints(width: CGFloat) throws {
        let height: CGFloat = 500
        let layout = try DemoLayout("Bounded quadrilateral", width: width, height: height)
        let controller = try #require(layout.content.viewController as? QuadrilateralViewController)
        let corners = controller.fractions.map { CGPoint(x: $0.x * width, y: $0.y * height) }
        for (index, corner) in corners.enumerated() {
            let frame = try layout.frame("corner\(index)")
            #expect(abs(frame.midX - corner.x) < 1e-6 && abs(frame.midY - corner.y) < 1e-6, "corner \(index)")
            let next = corners[(index + 1) % 4]
            let midpoint = try layout.frame("midpoint\(index)")
            #expect(abs(midpoint.midX - (corner.x + next.x) / 2) < 1e-6, "midpoint \(index) x at \(width)")
            #expect(abs(midpoint.midY - (corner.y + next.y) / 2) < 1e-6, "midpoint \(index) y at \(width)")
        }
        #expect(layout.diagnostics.conflicts.isEmpty)
        #expect(layout.diagnostics.ambiguities.isEmpty)
        #expect(layout.diagnostics.brokenConstraints.isEmpty)

        // Dragged past the top-right corner's left: the order constraint (20 points) stops it, and the
        // position wish is reported broken by exactly how far it was pushed.
        controller.drag(corner: 0, to: CGPoint(x: corners[1].x + 50, y: 100))
        layout.layOut(width: width, height: height)
        let stopped = try layout.frame("corner0")
        #expect(abs(stopped.midX - (corners[1].x - 20)) < 1e-6)
        let broken = layout.diagnostics.brokenConstraints
        #expect(broken.count == 1)
        #expect(abs((broken.first?.violation ?? 0) - 70) < 1e-6)
    }
}
