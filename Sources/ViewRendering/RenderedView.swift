// One view's widget: created once, moved by every layout, updated when the view's drawing changes.

@_spi(Rendering) import Cartography
import Foundation
import GtkKit

/// The GTK widget that shows one view, and what the renderer last told it.
///
/// The widget is a frame container: it paints the view's background, content (`draw(in:)`) and border, and
/// places the widgets of the view's subviews at the frames the renderer stored in it (``childFrames``).
@MainActor
final class RenderedView {
    let widget: FrameContainer
    /// The view shown; held so that its identity (the renderer's key) stays unique while the widget lives.
    private(set) var view: View
    /// The subviews' widgets, in subview order (back to front).
    private(set) var children: [RenderedView] = []
    /// The frames the widget places its children's widgets at, one per child, in the widget itself: a
    /// resize stores them and GTK's allocation of the widget places the children without calling Swift.
    private(set) var childFrames: ChildFrames
    /// This view's entry in the renderer's placement order, as of the last sync.
    var placement = -1
    /// The revisions of the view this widget last showed; nil before it showed any.
    var displayRevision: Int?
    var subviewsRevision: Int?
    /// The renderer's pass that last reached this widget; widgets a pass does not reach are taken away.
    var visit = 0
    /// Whether the widget has a scroll handler (it showed a scroll view once).
    var takesScrolls = false

    /// How the widget's callbacks reach this node; see `NodeLink` on why not `[weak self]`.
    private let link = NodeLink()

    init(widget: FrameContainer, view: View) {
        self.widget = widget
        self.view = view
        childFrames = widget.placeChildrenAtFrames(count: 0)
        link.node = .passUnretained(self)
        let link = link
        widget.setDrawFunction { context, layer in link.node?.takeUnretainedValue().draw(context, layer) }
    }

    isolated deinit {
        // The widget may outlive this node (a renderer that goes while its widgets are shown).
        link.node = nil
    }

    /// Shows another view in this widget (a reused widget).
    func show(_ view: View) {
        self.view = view
        setChildren([])
        displayRevision = nil
        subviewsRevision = nil
    }

    /// Takes `nodes` as the children, whose widgets are already the widget's children in this order: no
    /// frame is stored for any of them yet, so the next placement stores all and places them again.
    func setChildren(_ nodes: [RenderedView]) {
        children = nodes
        childFrames = widget.placeChildrenAtFrames(count: nodes.count)
    }

    /// Applies what the view draws and how: visibility, opacity, clipping, the layers to paint, its name.
    func applyDisplay() {
        displayRevision = view.displayRevision
        widget.name = view.debugName
        widget.isVisible = !view.isHidden
        let alpha = Double(view.alpha)
        widget.opacity = alpha.isNaN ? 1 : min(1, max(0, alpha))
        let layer = view.layer
        widget.setClipsChildren(view.clipsToBounds, cornerRadius: Self.finite(layer.cornerRadius))
        // Plain views draw only their background; subclasses may draw content (a label its text).
        let drawsBelow = view.backgroundColor != nil || type(of: view) != View.self
        let drawsAbove = Self.finite(layer.borderWidth) > 0
        widget.setDrawnLayers(below: drawsBelow, above: drawsAbove)
        applyShadowAndTransform()
        widget.queueDraw()
    }

    private func draw(_ context: DrawingContext, _ layer: FrameContainer.DrawingLayer) {
        let size = CGSize(width: Double(context.size.width), height: Double(context.size.height))
        let bounds = CGRect(origin: .zero, size: size)
        let radius = Self.finite(view.layer.cornerRadius)
        // Dynamic colours are drawn as the view's appearance shows them.
        let style = view.traitCollection.userInterfaceStyle
        switch layer {
        case .belowChildren:
            if let color = view.backgroundColor {
                context.fill(bounds, cornerRadius: radius, color: RGBA(color.resolved(for: style)))
            }
            // UIKit's `masksToBounds` cuts the layer's own contents too (an image, text), not only its sublayers.
            if view.clipsToBounds {
                context.clipping(to: bounds, cornerRadius: radius) {
                    view.draw(in: CairoCanvas(context: context, style: style))
                }
            } else {
                view.draw(in: CairoCanvas(context: context, style: style))
            }
        case .aboveChildren:
            let layer = view.layer
            let width = Self.finite(layer.borderWidth)
            let border = Color(cgColor: layer.borderColor ?? .black)
            context.strokeInside(bounds, cornerRadius: radius, width: width, color: RGBA(border))
        }
    }

    /// The layer's shadow (colour times opacity, blurred by twice the shadow radius, about as Core Animation
    /// blurs it) and the view's transform, about its centre.
    private func applyShadowAndTransform() {
        let layer = view.layer
        if layer.showsShadow, let color = layer.shadowColor {
            let plain = Color(cgColor: color)
            let opacity = Double(min(1, max(0, layer.shadowOpacity)))
            let offset = layer.shadowOffset
            widget.setShadow(
                RGBA(plain.withAlphaComponent(plain.alpha * opacity)), dx: Self.finiteOffset(offset.width),
                dy: Self.finiteOffset(offset.height), blur: 2 * Self.finite(layer.shadowRadius))
        } else {
            widget.setShadow(nil)
        }
        let t = view.transform
        let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
        if t.isIdentity || !entries.allSatisfy(\.isFinite) {
            widget.setTransform(nil)
        } else {
            widget.setTransform((entries[0], entries[1], entries[2], entries[3], entries[4], entries[5]))
        }
    }

    private static func finiteOffset(_ value: CGFloat) -> Double {
        Double(value).isFinite ? Double(value) : 0
    }

    /// A drawing amount that cannot be NaN, infinite or negative.
    private static func finite(_ value: CGFloat) -> Double {
        let double = Double(value)
        return double.isFinite ? max(0, double) : 0
    }
}

/// A widget's way back to its node, without `weak`: Swift keeps the reference counts of any object that was
/// ever weakly referenced in a side table, and every retain and release of it then takes a slow path
/// (with `[weak self]` in the widgets' callbacks, a fifth of what a resize of 1,000 nested views added to
/// GTK's own allocation, callgrind). The node clears the link when it goes, so a late callback does nothing.
@MainActor
private final class NodeLink {
    var node: Unmanaged<RenderedView>?
}
