// The seam between the previewer and a layout engine: cell content, frames for a root size, and counters.

import Foundation
import GtkKit

/// What the previewer shows: a container view with cells, laid out for whatever size the window gives the root.
///
/// The previewer calls `layout(rootSize:)` from GTK's allocation cycle on every size change, and `refresh()`
/// when the user presses Refresh. Frames follow UIKit's conventions: each is in its superview's coordinates,
/// in points (one point is one pixel here), and the previewer snaps them to pixels itself.
@MainActor
protocol PreviewLayoutSource: AnyObject {
    /// The cells' content, in subview order; it changes only in `refresh()`.
    var cells: [PreviewCell] { get }

    /// Lays the views out for a root view of `rootSize`.
    func layout(rootSize: CGSize) -> PreviewFrames

    /// The smallest root height that holds every view at `width` (the previewer scrolls beyond the window).
    func fittingHeight(forWidth width: Double) -> Double

    /// Replaces the cells with a new random count and new random colors, as the seed's Refresh button does.
    func refresh()

    /// How often the source rebuilt its views and constraints, and how often it solved them again.
    var counters: LayoutCounters { get }
}

extension PreviewLayoutSource {
    /// Lays out with a root of zero height and measures how far down the views reach.
    func fittingHeight(forWidth width: Double) -> Double {
        let frames = layout(rootSize: CGSize(width: width, height: 0))
        let cellBottoms = frames.cells.map { frames.container.minY + $0.maxY }
        return max(0, frames.container.maxY, cellBottoms.max() ?? 0)
    }
}

/// One cell's content: what the seed's UILabel shows.
struct PreviewCell: Equatable {
    /// The background color (`label.backgroundColor`).
    var color: RGBA
    /// The centred text (`label.text`).
    var text: String
}

/// The frames of one layout pass.
struct PreviewFrames: Equatable {
    /// The gray container, in the root view's coordinates.
    var container: CGRect
    /// The cells, in the container's coordinates, in the order of `PreviewLayoutSource.cells`.
    var cells: [CGRect]
}

/// Counters a layout source keeps, reported by the control channel's `stats`.
struct LayoutCounters: Equatable {
    /// Times the views and constraints were built from scratch (start-up and every refresh).
    var rebuilds = 0
    /// Times the layout was computed for a root size.
    var solves = 0
}
