// The drawing over the root of what the inspector shows there: the selection's outline and the distances measured.

import Foundation
import GtkKit

/// A transparent drawing area over the root (in its coordinates, scrolled and zoomed with it) that outlines the
/// selected view and draws the distances to the view measured to. It takes no input: clicks reach the views.
@MainActor
final class SelectionCanvas {
    let drawing = DrawingArea()
    /// The selected view's frame in whole pixels of the root, as its widget was placed.
    var selection: PixelRect? {
        didSet { if selection != oldValue { drawing.queueDraw() } }
    }
    /// Where the selected view is in the solver's own solution, while the stepper shows another: dashed.
    var realFrame: PixelRect? {
        didSet { if realFrame != oldValue { drawing.queueDraw() } }
    }
    /// The view measured to, and the distances.
    var measured: (frame: PixelRect, measurement: FrameMeasurement)? {
        didSet { drawing.queueDraw() }
    }
    /// Where each distance's label went in the last drawing, in the root's coordinates.
    private(set) var labelFrames: [CGRect] = []

    init() {
        drawing.setCanTarget(false)
        drawing.name = "inspector-selection"
        drawing.setDrawFunction { [weak self] context in self?.draw(context) }
    }

    private func draw(_ context: DrawingContext) {
        labelFrames = []
        if let measured {
            let frame = measured.frame
            context.strokeInside(
                CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                Stroke(color: InspectorStyle.measuredColor, width: 1, dash: [4, 3], antialiased: false))
            for line in measured.measurement.lines where line.length > 0 {
                let stroke = Stroke(color: InspectorStyle.measureColor, width: 1, antialiased: false)
                // On the middle of a row (or column) of pixels, so the 1 px line covers that row exactly.
                let isHorizontal = line.start.y == line.end.y
                let across = isHorizontal ? CGPoint(x: 0, y: 0.5) : CGPoint(x: 0.5, y: 0)
                func crisp(_ point: CGPoint) -> CGPoint {
                    CGPoint(
                        x: isHorizontal ? point.x : point.x.rounded(.down) + across.x,
                        y: isHorizontal ? point.y.rounded(.down) + across.y : point.y)
                }
                context.strokeLine(from: crisp(line.start), to: crisp(line.end), stroke)
                // Ticks across both ends, as a ruler's.
                for end in [crisp(line.start), crisp(line.end)] {
                    let tick = isHorizontal ? CGPoint(x: 0, y: 4) : CGPoint(x: 4, y: 0)
                    context.strokeLine(
                        from: CGPoint(x: end.x - tick.x, y: end.y - tick.y),
                        to: CGPoint(x: end.x + tick.x, y: end.y + tick.y), stroke)
                }
                drawLabel(line, in: context)
            }
        }
        if let realFrame {
            context.strokeInside(
                CGRect(x: realFrame.x, y: realFrame.y, width: realFrame.width, height: realFrame.height),
                Stroke(color: InspectorStyle.selectionColor, width: 1, dash: [5, 4], antialiased: false))
        }
        if let selection {
            context.strokeInside(
                CGRect(x: selection.x, y: selection.y, width: selection.width, height: selection.height),
                Stroke(color: InspectorStyle.selectionColor, width: InspectorStyle.selectionWidth, antialiased: false))
        }
    }

    private func drawLabel(_ line: FrameMeasurement.Line, in context: DrawingContext) {
        let text = line.label
        let size = context.textSize(text, font: InspectorStyle.labelFont)
        var middle = CGPoint(x: (line.start.x + line.end.x) / 2, y: (line.start.y + line.end.y) / 2)
        // A line shorter than its label gets the label beside it, so the line stays visible.
        if line.start.y == line.end.y, line.length < size.width + 10 {
            middle.y += size.height / 2 + 6
        } else if line.start.x == line.end.x, line.length < size.height + 6 {
            middle.x += size.width / 2 + 8
        }
        let box = CGRect(
            x: (middle.x - size.width / 2 - 3).rounded(), y: (middle.y - size.height / 2 - 1).rounded(),
            width: (size.width + 6).rounded(.up), height: (size.height + 2).rounded(.up))
        context.fill(box, color: InspectorStyle.labelBackground)
        context.strokeInside(box, Stroke(color: InspectorStyle.measureColor, width: 1, antialiased: false))
        context.showText(
            text, at: CGPoint(x: box.minX + 3, y: box.minY + 1), font: InspectorStyle.labelFont,
            color: InspectorStyle.measureColor)
        labelFrames.append(box)
    }
}
