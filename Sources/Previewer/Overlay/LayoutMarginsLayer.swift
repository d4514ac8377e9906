// The debug overlay's layout-margins layer: the area each view's `layoutMargins` leave, outlined in green.

import Cartography
import Foundation
import GtkKit

/// Outlines, for every view shown, the rectangle inside its layout margins (its `layoutMarginsGuide`), as
/// Xcode's view debugger shades margins: what `view.leadingMargin`-style constraints line up with.
@MainActor
enum LayoutMarginsLayer {
    /// A green nothing else in the overlay draws, so tests and eyes can tell the margins apart.
    static let stroke = Stroke(color: RGBA(red: 0, green: 200.0 / 255, blue: 83.0 / 255), width: 1, antialiased: false)

    /// Paints the margins of `document`'s tree, the root's first, on whole pixels.
    static func paint(_ context: DrawingContext, _ document: PreviewDocument) {
        let root = document.root
        var views = [root]
        while let view = views.popLast() {
            guard !view.isHidden else { continue }
            let margins = view.layoutMargins
            let frame = view.convert(view.bounds, to: root)
            let inside = CGRect(
                x: frame.minX + margins.left, y: frame.minY + margins.top,
                width: frame.width - margins.left - margins.right, height: frame.height - margins.top - margins.bottom)
            if inside.width >= 1, inside.height >= 1 { context.strokeInside(OverlayPainter.snapped(inside), stroke) }
            views += view.subviews.reversed()
        }
    }
}
