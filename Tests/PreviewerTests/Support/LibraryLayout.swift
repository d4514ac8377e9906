// The nine-grid as the Cartography library itself lays it out: the tests' reference for every frame.

import Cartography
import Foundation
import Gallery

/// The frames `NineGridViewController` computes for a cell count and a root size, run in the test process.
struct LibraryLayout {
    /// The container, in the root view's coordinates.
    let container: CGRect
    /// The cells, in the container's coordinates (UIKit's convention).
    let cells: [CGRect]

    /// Lays out a fresh controller showing `count` cells in a root of `width`×`height`.
    init(count: Int, width: Double, height: Double) throws {
        let controller = NineGridViewController()
        try controller.fixCellCount(count)
        let root: View = controller.view
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.layoutIfNeeded()
        container = controller.showView.frame
        cells = controller.showView.subviews.map(\.frame)
    }

    /// The cells in the root view's coordinates, where the app reports them.
    var cellsInRoot: [CGRect] { cells.map { $0.offsetBy(dx: container.minX, dy: container.minY) } }

    /// How tall the root must be to show the whole grid at `width`: the bottom of the views when the root
    /// has no height at all (the container then sits at the top).
    static func fittingHeight(count: Int, width: Double) throws -> Double {
        let layout = try LibraryLayout(count: count, width: width, height: 0)
        return max(0, layout.container.maxY, layout.cellsInRoot.map(\.maxY).max() ?? 0)
    }
}
