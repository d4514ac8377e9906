// Every view's frame as JSON, as a tree: what GTK allocated, and what the layout computed before snapping.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

extension FrameReport {
    /// The frames of `window` as it shows `document` through `renderer` and `canvas` now.
    @MainActor
    init(window: PreviewerWindow, renderer: ViewRenderer, document: PreviewDocument, canvas: ZoomedCanvas) {
        let content = window.contentFrame ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let rootSize = renderer.widget.allocatedSize
        self.init(
            preview: document.preview.name, seed: document.seed, window: Size(window.size), content: Rect(content),
            root: Size(rootSize),
            scrolls: rootSize.height
                > canvas.childSize(for: PixelSize(width: content.width, height: content.height)).height,
            exactSize: renderer.keepsSize,
            overflow: renderer.keepsSize ? RootOverflow(root: document.root, size: renderer.rootSize) : nil,
            reportOpen: window.reportPane.isOpen, contentFocused: canvas.widget.hasFocus, zoom: canvas.percent,
            views: Self.node(for: renderer.root, renderer: renderer), layoutPasses: renderer.layoutPasses,
            problems: window.sourceProblem.isShown
                ? zip(window.sourceProblem.messages, window.problemRowFrames).map {
                    ProblemRow(message: $0, frame: $1.map(Rect.init))
                } : nil,
            focus: window.focusName, position: window.knownPosition)
        live = renderer.isLive
        firstResponder = renderer.input.firstResponder?.debugName
        scrollOffset = window.scrollOffset
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
            color: color, text: ViewNode.text(of: view), value: ViewNode.value(of: view),
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
