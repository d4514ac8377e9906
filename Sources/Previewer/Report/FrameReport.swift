// Every view's frame as JSON, as a tree: what GTK allocated, and what the layout computed before snapping.

import Cartography
import Foundation
import GtkKit
import ViewRendering

/// The window, the content area and the preview's whole view tree, in one JSON object.
///
/// For each view, `frame` is what GTK allocated its widget (whole pixels, read back from GTK) and `layoutFrame`
/// what the layout computed, both in the root view's coordinates (the content area's when nothing is
/// scrolled); `frameInSuperview` is the view's own `frame`, in its superview's coordinates, as UIKit has it.
struct FrameReport: Encodable {
    struct Size: Encodable {
        var width: Int
        var height: Int
    }

    struct Rect: Encodable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    struct LayoutRect: Encodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// One view and its subviews, back to front.
    struct ViewNode: Encodable {
        /// The accessibility identifier, else the debug name (`Label12`).
        var name: String
        /// The view's class: `Label`, `View`, or the user's subclass.
        var type: String
        var frame: Rect
        var layoutFrame: LayoutRect
        var frameInSuperview: LayoutRect
        var hidden: Bool
        /// Red, green, blue and alpha of the background, from 0 to 1; absent for none.
        var color: [Double]?
        /// A label's text.
        var text: String?
        var children: [ViewNode]
    }

    /// The preview shown and the seed its body was given.
    var preview: String
    var seed: UInt32
    /// The window, without the frame GTK draws around it when there is no window manager.
    var window: Size
    /// The content area (under the header bar, beside the sidebar), in the window's coordinates.
    var content: Rect
    /// The root view: as wide as the content area, and taller when the layout needs more height (it scrolls).
    var root: Size
    var scrolls: Bool
    /// Whether the root keeps exactly the content area's size (`--exact-size`); then `overflow` says how far
    /// views reach past its edges.
    var exactSize: Bool
    var overflow: RootOverflow?
    /// Whether the report pane is open beside the content area.
    var reportOpen: Bool
    /// Whether the content area has the keyboard focus.
    var contentFocused: Bool
    /// The zoom in percent: the content area shows the root this much larger.
    var zoom: Int
    var views: ViewNode
    var layoutPasses: Int
}

extension FrameReport {
    @MainActor
    init(window: PreviewerWindow, renderer: ViewRenderer, document: PreviewDocument, canvas: ZoomedCanvas) {
        let content = window.contentFrame ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let rootSize = renderer.widget.allocatedSize
        preview = document.preview.name
        seed = document.seed
        self.window = Size(window.size)
        self.content = Rect(content)
        root = Size(rootSize)
        scrolls =
            rootSize.height > canvas.childSize(for: PixelSize(width: content.width, height: content.height)).height
        exactSize = renderer.keepsSize
        overflow = renderer.keepsSize ? RootOverflow(root: document.root, size: renderer.rootSize) : nil
        reportOpen = window.reportPane.isOpen
        contentFocused = canvas.widget.hasFocus
        zoom = canvas.percent
        views = Self.node(for: renderer.root, renderer: renderer)
        layoutPasses = renderer.layoutPasses
    }

    @MainActor
    /// `view` and its subviews as `renderer` shows them.
    static func node(for view: View, renderer: ViewRenderer) -> ViewNode {
        let frameInRoot = view === renderer.root ? CGRect(origin: .zero, size: view.frame.size) : view.frameInRoot
        let allocated = renderer.widget(for: view)?.bounds(in: renderer.widget)
        // A dynamic colour as the view's appearance shows it.
        let color = view.backgroundColor.map { $0.resolved(for: view.traitCollection.userInterfaceStyle) }
            .map { [$0.red, $0.green, $0.blue, $0.alpha] }
        return ViewNode(
            name: view.debugName, type: String(describing: type(of: view)), frame: Rect(allocated),
            layoutFrame: LayoutRect(frameInRoot), frameInSuperview: LayoutRect(view.frame), hidden: view.isHidden,
            color: color, text: (view as? Cartography.Label)?.text,
            children: view.subviews.map { node(for: $0, renderer: renderer) })
    }
}

extension FrameReport.Size {
    init(_ size: PixelSize) {
        self.init(width: size.width, height: size.height)
    }
}

extension FrameReport.Rect {
    init(_ rect: PixelRect?) {
        let rect = rect ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension FrameReport.LayoutRect {
    init(_ rect: CGRect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
