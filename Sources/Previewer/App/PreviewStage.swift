// The stage: the root view's renderer and everything drawn with it, in the order they stack.

import GtkKit
import ViewRendering

/// The root as the window shows it: rendered (one widget per view), animated on the frame clock, under the
/// debug overlay and the overflow tape, drawn at the zoom.
@MainActor
struct PreviewStage {
    let renderer: ViewRenderer
    /// Plays the previews' `UIView.animate` blocks on the window's frame clock.
    let animator: ViewAnimator
    let debugOverlay: DebugOverlay
    /// Flutter's tape along the edges views overflow, while the root keeps its exact size.
    let overflowTape = OverflowTape()
    /// The root and its overlays, drawn at the zoom (Ctrl+plus, Ctrl+minus, Ctrl+0).
    let canvas: ZoomedCanvas

    /// Renders `document`'s root, which must be shown already.
    init(document: PreviewDocument) {
        renderer = ViewRenderer(screen: document.lifecycle)
        animator = ViewAnimator(renderer: renderer)
        animator.install()
        debugOverlay = DebugOverlay(renderer: renderer)
        debugOverlay.document = document
        canvas = ZoomedCanvas(child: debugOverlay.widget)
        renderer.routeDrags()
        debugOverlay.widget.addOverlay(overflowTape.widget)
    }
}
