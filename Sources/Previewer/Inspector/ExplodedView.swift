// The exploded view: the hierarchy as tilted layers over the root, turned by dragging, as Xcode's view debugger does.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

/// Covers the root with the view tree drawn as layers in space, one depth above the other: each view a
/// quadrilateral in its background colour with a border, the selected one outlined in the selection's colour.
/// A drag turns the layers (left and right about the vertical axis, up and down tips them).
@MainActor
final class ExplodedView {
    let drawing = DrawingArea()
    private let renderer: ViewRenderer
    var projection = ExplodedProjection()
    /// The selected view, outlined.
    weak var selected: View? {
        didSet { if isOn { drawing.queueDraw() } }
    }
    private var dragStart: CGPoint?
    private var dragStartProjection = ExplodedProjection()

    /// One layer as drawn: the view's name, depth, colour and corners on the canvas (the root's coordinates).
    typealias DrawnLayer = InspectorReply.Exploded.Layer

    /// The layers of the last drawing, back to front.
    private(set) var drawnLayers: [DrawnLayer] = []
    /// The views of those layers, in the same order, for clicks.
    private var drawnViews: [ObjectIdentifier] = []
    /// Called with the view whose layer a click hit (the front-most there).
    var onSelect: (@MainActor (View) -> Void)?

    init(renderer: ViewRenderer) {
        self.renderer = renderer
        drawing.name = "inspector-exploded"
        drawing.isVisible = false
        drawing.setDrawFunction { [weak self] context in self?.draw(context) }
        DragGesture(on: drawing) { [weak self] phase, point in self?.drag(phase, at: point) }
        drawing.onClick { [weak self] point, _ in self?.click(at: point) }
    }

    /// Whether the layers cover the root.
    var isOn: Bool { drawing.isVisible }

    /// Shows or hides the layers; call outside a layout pass (showing a widget asks for one).
    func setOn(_ isOn: Bool) {
        guard isOn != self.isOn else { return }
        if isOn { projection = ExplodedProjection() }
        drawing.isVisible = isOn
        drawing.queueDraw()
    }

    /// Redraws after the tree was laid out again.
    func layoutDidChange() {
        if isOn { drawing.queueDraw() }
    }

    private func drag(_ phase: DragGesture.Phase, at point: CGPoint) {
        switch phase {
        case .began:
            dragStart = point
            dragStartProjection = projection
        case .moved, .ended:
            guard let start = dragStart else { return }
            projection = dragStartProjection
            projection.drag(dx: Double(point.x - start.x), dy: Double(point.y - start.y))
            drawing.queueDraw()
            if phase == .ended { dragStart = nil }
        }
    }

    /// The view whose layer is front-most at `point` of the canvas, if any.
    func view(at point: CGPoint) -> View? {
        guard let index = drawnLayers.indices.last(where: { Self.contains(drawnLayers[$0].corners, point) }) else {
            return nil
        }
        let wanted = drawnViews[index]
        return views().first { ObjectIdentifier($0.view) == wanted }?.view
    }

    private func click(at point: CGPoint) {
        if let view = view(at: point) { onSelect?(view) }
    }

    /// Whether `point` is inside the polygon through `corners` (even-odd rule).
    private static func contains(_ corners: [CGPoint], _ point: CGPoint) -> Bool {
        var inside = false
        var previous = corners[corners.count - 1]
        for corner in corners {
            if (corner.y > point.y) != (previous.y > point.y),
                point.x < (previous.x - corner.x) * (point.y - corner.y) / (previous.y - corner.y) + corner.x
            {
                inside.toggle()
            }
            previous = corner
        }
        return inside
    }

    /// The visible views, root first, each after its superview, with their depths.
    private func views() -> [(view: View, depth: Int)] {
        var result: [(View, Int)] = []
        var stack: [(View, Int)] = [(renderer.root, 0)]
        while let (view, depth) = stack.popLast() {
            guard !view.isHidden else { continue }
            result.append((view, depth))
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        // Back to front: the painter's order, deeper layers over shallower ones, seen from the front; turned
        // past a right angle, the layers are seen from behind and the order reverses.
        let ordered = result.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map(\.element)
        return projection.isSeenFromBehind ? ordered.reversed() : ordered
    }

    private func draw(_ context: DrawingContext) {
        context.fill(InspectorStyle.explodedBackdrop)
        let views = self.views()
        let layers = views.map { entry in
            let pixels = renderer.pixelFrame(of: entry.view)
            let frame =
                pixels.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? entry.view.frameInRoot
            return ExplodedProjection.Layer(frame: frame, depth: entry.depth)
        }
        let size = CGSize(width: context.size.width, height: context.size.height)
        let polygons = projection.polygons(of: layers, in: size)
        drawnLayers = []
        drawnViews = []
        for ((view, depth), corners) in zip(views, polygons) {
            drawnViews.append(ObjectIdentifier(view))
            let fill = view.backgroundColor.map {
                RGBA(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * Double(view.alpha))
            }
            context.fillPolygon(corners, color: fill ?? InspectorStyle.clearLayerFill)
            let isSelected = view === selected
            context.strokePolygon(
                corners,
                Stroke(
                    color: isSelected ? InspectorStyle.selectionColor : InspectorStyle.layerBorder,
                    width: isSelected ? 2 : 1))
            drawnLayers.append(
                DrawnLayer(name: view.debugName, depth: depth, corners: corners, color: fill.map(Self.hex)))
            if let label = view as? Cartography.Label, let text = label.text, !text.isEmpty {
                drawText(text, color: label.textColor, at: corners, in: context)
            }
        }
    }

    /// A label's text at the middle of its layer, upright (a cue to which layer is which, not a rendering).
    private func drawText(_ text: String, color: Cartography.Color, at corners: [CGPoint], in context: DrawingContext) {
        let font = GtkKit.Font(family: "Sans", pixelSize: 11)
        let size = context.textSize(text, font: font)
        let middle = CGPoint(
            x: corners.map(\.x).reduce(0, +) / 4 - size.width / 2,
            y: corners.map(\.y).reduce(0, +) / 4 - size.height / 2)
        context.showText(
            text, at: middle, font: font,
            color: RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
    }

    private static func hex(_ color: RGBA) -> String {
        func byte(_ value: Double) -> String {
            let text = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}
