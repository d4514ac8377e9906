// The layout time of the last pass, drawn in a corner over the preview, for previews that ask for it.

import Foundation
import GtkKit

/// A small label over the root view's top-right corner: "layout 4.1 ms". Drawn rather than made of widgets,
/// so updating it after every pass costs a redraw, not another layout of the window.
@MainActor
final class LayoutTimeBadge {
    let widget = DrawingArea()
    private static let font = Font(family: "Monospace", pixelSize: 12, isBold: true)
    private var text: String?

    init() {
        // Always shown, drawing nothing without a time: showing or hiding a widget would lay the window out
        // again after every pass.
        widget.setCanTarget(false)
        widget.setDrawFunction { [weak self] context in self?.draw(context) }
    }

    /// Shows `duration`, or hides the badge for nil.
    func show(_ duration: Duration?) {
        guard let duration else {
            if text != nil {
                text = nil
                widget.queueDraw()
            }
            return
        }
        let milliseconds =
            Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        text = String(format: "layout %.1f ms", milliseconds)
        widget.queueDraw()
    }

    private func draw(_ context: DrawingContext) {
        guard let text else { return }
        let size = context.textSize(text, font: Self.font)
        let box = CGRect(
            x: Double(context.size.width) - size.width - 16, y: 6, width: size.width + 10, height: size.height + 4)
        context.fill(box, cornerRadius: 4, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.7))
        context.showText(text, at: CGPoint(x: box.minX + 5, y: box.minY + 2), font: Self.font, color: .white)
    }
}
