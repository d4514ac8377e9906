// Every view's frame as JSON: what GTK allocated, and what the layout computed before snapping.

import Foundation
import GtkKit

/// The frames of the window, the content area, the root, the container and the cells, in one JSON object.
///
/// `frame` is what GTK allocated (whole pixels, read back from GTK); `layoutFrame` is what the layout source
/// computed. Both are in the root view's coordinates, which are the content area's when nothing is scrolled.
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

    struct View: Encodable {
        var frame: Rect
        var layoutFrame: LayoutRect?
        /// Red, green, blue and alpha, from 0 to 1 (cells only).
        var color: [Double]?
        var text: String?
    }

    /// The window, without the frame GTK draws around it when there is no window manager.
    var window: Size
    /// The content area (under the header bar), in the window's coordinates.
    var content: Rect
    /// The root view: as wide as the content area, and taller when the layout needs more height (it scrolls).
    var root: Size
    var scrolls: Bool
    var container: View
    var cells: [View]
    var layoutPasses: Int
}

extension FrameReport {
    @MainActor
    init(window: PreviewerWindow, grid: GridView) {
        let frames = grid.lastFrames
        let containerOrigin = frames?.container.origin ?? .zero
        let content = window.contentFrame ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let rootSize = grid.root.allocatedSize
        self.window = Size(window.window.allocatedSize)
        self.content = Rect(content)
        root = Size(rootSize)
        scrolls = rootSize.height > content.height
        container = View(
            frame: Rect(grid.container.bounds(in: grid.root)), layoutFrame: frames.map { LayoutRect($0.container) })
        cells = grid.cells.enumerated().map { index, cell in
            let layoutFrame = frames.flatMap { index < $0.cells.count ? $0.cells[index] : nil }
            return View(
                frame: Rect(cell.widget.bounds(in: grid.root)),
                layoutFrame: layoutFrame.map { LayoutRect($0.offsetBy(dx: containerOrigin.x, dy: containerOrigin.y)) },
                color: [
                    cell.content.color.red, cell.content.color.green, cell.content.color.blue, cell.content.color.alpha,
                ],
                text: cell.content.text)
        }
        layoutPasses = grid.layoutPasses
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
