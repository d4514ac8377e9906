// The renderer's state in its parts: keeping the widgets in step, measuring the root, animation frames,
// counters and the host's hooks.

import Foundation
import GtkKit

/// How far the widgets are in step with the views.
struct TreeSync {
    /// The number of the current sync walk: nodes it did not reach left the tree.
    var visit = 0
    /// The root's tree revision the widgets were last brought in step with.
    var treeRevision: Int?
    /// Widgets of views that left the tree, for views that join it later.
    var spareWidgets: [FrameContainer] = []
}

/// What the root's measure depends on, and its last answer.
struct RootMeasuring {
    /// The height of the area that shows the root (see `ViewRenderer.viewportHeight`).
    var viewportHeight = 0
    /// Whether the root keeps exactly the size GTK gives it (see `ViewRenderer.keepsSize`).
    var keepsSize = false
    /// The height the root last asked for at a width, for a viewport and a tree revision.
    var fittingHeight: (width: Int, viewport: Int, revision: Int, height: Int)?
}

/// Where animated views are shown instead of their frames.
struct Presentation {
    /// Frames in their superviews' coordinates, by ``ViewAnimator``; empty when nothing animates.
    var frames: [ObjectIdentifier: CGRect] = [:]
    /// Whether the next pass only places the widgets again (an animation frame): nothing is laid out.
    var placementRequested = false
}

/// What the renderer's passes have done.
public struct RenderCounters: Equatable, Sendable {
    /// How many times the root was laid out.
    public internal(set) var layoutPasses = 0
    /// How many passes only placed the widgets again, for animation frames.
    public internal(set) var placementPasses = 0
    /// How many view widgets were ever made: a resize never makes one.
    public internal(set) var widgetsCreated = 0
    /// How long the last layout pass took: layout, keeping widgets in step, placing them.
    public internal(set) var lastLayoutDuration = Duration.zero
}

/// What the host runs around the renderer's layout passes.
@MainActor
public struct LayoutHooks {
    /// Runs inside every layout pass once the views have their frames (the debug overlay's hook).
    public var onLayout: (@MainActor () -> Void)?
    /// Runs at the end of every layout pass with the pass's duration: only redraw here.
    public var onLayoutTimed: (@MainActor (Duration) -> Void)?
    /// Run once, when the main loop is idle after the next pass.
    var layoutObservers: [@MainActor () -> Void] = []

    /// No hooks.
    public init() {}
}
