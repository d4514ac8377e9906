// The zoom: the root view and its overlays drawn larger or smaller, laid out at the same size.

import Foundation
import GtkKit
import PreviewerCore

/// The root's size when the zoom left 100 %, and the content area's size the last zoom step left: while the
/// window keeps that size, the next step (Ctrl+0 included) starts from this root, not from the smaller one a
/// window that could not grow by the whole zoom shows.
struct ZoomStart {
    let root: PixelSize
    /// Nil while the window is still being resized for the step.
    let content: PixelSize?
}

/// Holds the root (with the debug overlay and the overflow tape over it) and draws it at a zoom.
///
/// The zoom is a transform GTK applies to the child's drawing and input (`gtk_widget_allocate` with a scale),
/// not a change of the layout: at 200 % a content area of 750 × 1334 shows a root of 375 × 667, laid out and
/// snapped to pixels exactly as at 100 %, so frames stay whole points; only the picture is magnified (the
/// overlay's labels with it). The session resizes the window with the zoom, so the root keeps its size.
@MainActor
final class ZoomedCanvas {
    let widget = FrameContainer()
    private let child: Widget
    /// The zoom in percent, one of `ZoomLevel.percentages`.
    var percent = 100 {
        didSet { if percent != oldValue { widget.queueResize() } }
    }
    /// Where the zoom left 100 %, while the window keeps the size that zoom gave it.
    var zoomStart: ZoomStart?

    init(child: Widget) {
        self.child = child
        widget.append(child)
        widget.setExpands(horizontally: true, vertically: true)
        // The content area takes the focus (Tab), and shows it: a ring from the stylesheet's `.canvas:focus-visible`.
        widget.addCSSClass("canvas")
        widget.setFocusesSelf(true)
        widget.setLayout(
            mode: .heightForWidth,
            measure: { [unowned self] orientation, forSize in self.measure(orientation, forSize: forSize) },
            allocate: { [unowned self] size in
                self.widget.place(self.child, size: self.childSize(for: size), scale: self.scale)
            })
    }

    private var scale: Double { Double(percent) / 100 }

    /// The root's size for the canvas's: the canvas divided by the zoom, in whole pixels.
    func childSize(for size: PixelSize) -> PixelSize {
        PixelSize(
            width: Int((Double(size.width) / scale).rounded()), height: Int((Double(size.height) / scale).rounded()))
    }

    private func measure(_ orientation: Orientation, forSize: Int?) -> SizeRequest {
        let childFor = forSize.map { Int((Double($0) / scale).rounded()) }
        let request = child.measure(orientation, forSize: childFor)
        return SizeRequest(
            minimum: Int((Double(request.minimum) * scale).rounded(.up)),
            natural: Int((Double(request.natural) * scale).rounded(.up)))
    }
}
