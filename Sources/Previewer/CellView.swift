// One cell of the grid: a drawing area painted with its color and its index, like the seed's UILabel.

import Foundation
import GtkKit

/// A cell widget; it is reused across refreshes and never re-created by a resize.
@MainActor
final class CellView {
    /// The font of the index: UILabel's default, 17 points.
    private static let font = Font(family: "Sans", pixelSize: 17)

    let widget = DrawingArea()

    /// What the cell shows; setting it repaints the cell.
    var content: PreviewCell {
        didSet {
            if content != oldValue { widget.queueDraw() }
        }
    }

    init(content: PreviewCell) {
        self.content = content
        widget.addCSSClass("cell")
        // Weak: the widget keeps the draw closure, and this object keeps the widget.
        widget.setDrawFunction { [weak self] context in
            guard let self else { return }
            context.fill(self.content.color)
            context.showCenteredText(
                self.content.text, font: Self.font, color: self.content.color.contrastingTextColor)
        }
    }
}

extension RGBA {
    /// Black or white, whichever contrasts more with this color (WCAG relative luminance and contrast ratio).
    var contrastingTextColor: RGBA {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        let contrastWithBlack = (luminance + 0.05) / 0.05
        let contrastWithWhite = 1.05 / (luminance + 0.05)
        return contrastWithBlack >= contrastWithWhite ? .black : .white
    }
}
