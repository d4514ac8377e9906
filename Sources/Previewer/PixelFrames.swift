// Layout frames snapped to the pixel grid of the root view, so shared edges stay shared.

import Foundation
import GtkKit

/// The frames of one layout pass in whole pixels: GTK allocates integers.
///
/// Every edge is rounded in the root view's coordinates (not in each superview's), so two views whose edges
/// meet in the layout meet on the screen too, whatever their nesting; sizes come from the rounded edges.
struct PixelFrames: Equatable {
    /// The container, in the root view's coordinates.
    var container: PixelRect
    /// The cells, in the container's coordinates.
    var cells: [PixelRect]

    init(_ frames: PreviewFrames) {
        let origin = frames.container.origin
        let container = Self.snap(frames.container)
        self.container = container
        cells = frames.cells.map { cell in
            Self.snap(cell.offsetBy(dx: origin.x, dy: origin.y)).offsetBy(dx: -container.x, dy: -container.y)
        }
    }

    private static func snap(_ rect: CGRect) -> PixelRect {
        PixelRect(snapping: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
