// The debug overlay: a drawing over the root view of what the layout library knows, switched on and off.

import Foundation
import GtkKit
import ViewRendering

/// Draws the layout's frames, constraints and problems over the root view, and keeps them live.
///
/// The drawing area lies in a GtkOverlay over the root, inside the scrolled window, so it has the root's size
/// and coordinates and scrolls with it; it takes no input, so clicks and scrolling reach the views below.
/// While the overlay is on, the scene is rebuilt from the library after every layout pass (resize, Refresh);
/// while it is off, the drawing area is hidden and nothing is computed.
@MainActor
final class DebugOverlay {
    /// The root with the drawing over it: what the scrolled window shows.
    let widget: Overlay
    private let drawing = DrawingArea()
    /// The last layout's time, for previews that show it.
    let layoutTimeBadge = LayoutTimeBadge()
    private let renderer: ViewRenderer
    /// The preview whose layout the overlay explains; the session sets it, and again on every switch.
    var document: PreviewDocument?
    private var drawObservers: [@MainActor () -> Void] = []
    /// Drawings besides the scene, by the name of the toggle that shows each, painted over it in this order.
    private var layers: [(name: String, paint: Layer)] = []

    /// Paints one extra drawing of `document`'s views into the overlay's area (the root's size and coordinates).
    typealias Layer = @MainActor (DrawingContext, PreviewDocument) -> Void

    /// The scene being shown; nil while the overlay is off.
    private(set) var scene: OverlayScene?
    /// How many times the overlay was drawn since start-up.
    private(set) var drawCount = 0
    /// The labels of the last drawing: where each went, and which views it is about.
    private(set) var labels: [PlacedLabel] = []

    init(renderer: ViewRenderer) {
        self.renderer = renderer
        widget = Overlay(child: renderer.widget)
        drawing.setCanTarget(false)
        drawing.isVisible = false
        widget.addOverlay(drawing)
        widget.addOverlay(layoutTimeBadge.widget)
        // Weak: the widget keeps the draw closure, and this object keeps the widget.
        drawing.setDrawFunction { [weak self] context in self?.draw(context) }
    }

    /// Whether the overlay is shown. The `app.debug` action sets it (`PreviewerSession.debugOverlayDidChange`);
    /// change that action rather than this, so the toggle button follows.
    var isOn = false {
        didSet {
            guard isOn != oldValue else { return }
            if isOn {
                update()
            } else {
                scene = nil
            }
            drawing.isVisible = isOn || !layers.isEmpty
        }
    }

    /// Shows `paint` over the root, after every layout pass, until it is set to nil; `name` is its toggle's.
    /// Layers draw whether the overlay's scene is on or not.
    func setLayer(_ name: String, _ paint: Layer?) {
        layers.removeAll { $0.name == name }
        if let paint { layers.append((name, paint)) }
        drawing.isVisible = isOn || !layers.isEmpty
        drawing.queueDraw()
    }

    /// Runs `body` once, when the main loop is idle after the overlay's next drawing (the frame is then complete).
    /// Asks for a drawing, so it comes even if nothing changed; it never comes while neither the overlay nor a
    /// layer is shown.
    func afterNextDraw(_ body: @escaping @MainActor () -> Void) {
        drawObservers.append(body)
        drawing.queueDraw()
    }

    /// Another preview is shown: its scene comes with its first layout pass.
    func documentDidChange() {
        if isOn { scene = nil }
    }

    /// The renderer laid the tree out (the session forwards every pass): rebuild the scene, if it is shown.
    func layoutDidChange() {
        if isOn { update() } else if !layers.isEmpty { drawing.queueDraw() }
    }

    /// Rebuilds the scene from the library at the size the root was just given.
    private func update() {
        guard let document else { return }
        scene = OverlayScene(diagnostics: document.diagnostics(rootSize: renderer.rootSize))
        drawing.queueDraw()
    }

    private func draw(_ context: DrawingContext) {
        guard scene != nil || !layers.isEmpty else { return }
        if let scene { labels = OverlayPainter(context: context, scene: scene).paint() }
        if let document { for layer in layers { layer.paint(context, document) } }
        drawCount += 1
        guard !drawObservers.isEmpty else { return }
        let observers = drawObservers
        drawObservers = []
        MainLoop.whenIdle { observers.forEach { $0() } }
    }
}
