// The debug overlay: a drawing over the root view of what the layout library knows, switched on and off.

import Foundation
import GtkKit

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
    let reportPanel: ReportPanel
    private let drawing = DrawingArea()
    private let grid: GridView
    private let source: NineGridLayout
    private var drawObservers: [@MainActor () -> Void] = []

    /// The scene being shown; nil while the overlay is off.
    private(set) var scene: OverlayScene?
    /// How many times the overlay was drawn since start-up.
    private(set) var drawCount = 0

    init(grid: GridView, source: NineGridLayout) {
        self.grid = grid
        self.source = source
        widget = Overlay(child: grid.root)
        reportPanel = ReportPanel { [unowned source, unowned grid] in
            source.diagnostics(rootSize: grid.rootSize).report
        }
        drawing.setCanTarget(false)
        drawing.isVisible = false
        widget.addOverlay(drawing)
        // Weak: the widget keeps the draw closure, and this object keeps the widget.
        drawing.setDrawFunction { [weak self] context in self?.draw(context) }
    }

    /// Whether the overlay is shown. The `app.debug` action sets it (`PreviewerSession.debugOverlayDidChange`);
    /// change that action rather than this, so the toggle button follows.
    var isOn = false {
        didSet {
            guard isOn != oldValue else { return }
            if isOn {
                grid.onLayout = { [unowned self] in self.update() }
                update()
            } else {
                grid.onLayout = nil
                scene = nil
            }
            drawing.isVisible = isOn
        }
    }

    /// Runs `body` once, when the main loop is idle after the overlay's next drawing (the frame is then complete).
    /// Asks for a drawing, so it comes even if nothing changed; it never comes while the overlay is off.
    func afterNextDraw(_ body: @escaping @MainActor () -> Void) {
        drawObservers.append(body)
        drawing.queueDraw()
    }

    /// Rebuilds the scene from the library at the size the root was just given.
    private func update() {
        scene = OverlayScene(diagnostics: source.diagnostics(rootSize: grid.rootSize))
        reportPanel.layoutDidChange()
        drawing.queueDraw()
    }

    private func draw(_ context: DrawingContext) {
        guard let scene else { return }
        OverlayPainter(context: context, scene: scene).paint()
        drawCount += 1
        guard !drawObservers.isEmpty else { return }
        let observers = drawObservers
        drawObservers = []
        MainLoop.whenIdle { observers.forEach { $0() } }
    }
}
