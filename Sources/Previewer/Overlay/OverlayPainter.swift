// Paints an overlay scene: guide lines, constraint marks, ambiguity, labels, and the views' outlines on top.

import Foundation
import GtkKit

/// Draws one `OverlayScene` into a drawing area the size of the root view.
///
/// Lines go on whole pixels (crisp, exact colours). Labels sit on pale boxes where `OverlayLabelLayout` puts
/// them; the magenta borders are drawn last, above all else.
@MainActor
struct OverlayPainter {
    let context: DrawingContext
    let scene: OverlayScene

    /// Paints the scene and returns the labels it placed (those with no room left are not drawn).
    @discardableResult
    func paint() -> [PlacedLabel] {
        let bounds = CGRect(
            x: 0, y: 0, width: Double(context.size.width), height: Double(context.size.height))
        for guide in scene.guideLines {
            let y = Self.pixelCentre(guide.y)
            context.strokeLine(from: CGPoint(x: 0, y: y), to: CGPoint(x: bounds.maxX, y: y), OverlayStyle.guide)
        }
        for mark in scene.marks { drawShape(of: mark) }
        for outline in scene.outlines where !outline.ambiguousAttributes.isEmpty {
            context.strokeInside(Self.snapped(outline.frame).insetBy(dx: 1, dy: 1), OverlayStyle.ambiguous)
        }
        let labels = OverlayLabelLayout.labels(for: scene, in: bounds, measure: labelSize)
        for label in labels {
            let box = label.frame
            drawLabel(
                label.text, in: CGRect(x: box.x, y: box.y, width: box.width, height: box.height), color: label.color)
        }
        // Last, so that no line or label covers a view's border: tests find every frame by its magenta border.
        for outline in scene.outlines {
            context.strokeInside(Self.snapped(outline.frame), OverlayStyle.outline)
        }
        return labels
    }

    // MARK: Shapes

    private func drawShape(of mark: ConstraintMark) {
        let stroke = OverlayStyle.stroke(for: mark.status)
        switch mark.shape {
        case .span(let from, let to):
            // The line runs along one axis: put it on a pixel centre across, on rounded edges along.
            if from.x == to.x {
                let x = Self.pixelCentre(from.x)
                context.strokeLine(
                    from: CGPoint(x: x, y: from.y.rounded()), to: CGPoint(x: x, y: to.y.rounded()), stroke)
                drawArrowhead(at: CGPoint(x: x, y: to.y.rounded()), pointing: to.y > from.y ? .down : .up, stroke)
            } else {
                let y = Self.pixelCentre(from.y)
                context.strokeLine(
                    from: CGPoint(x: from.x.rounded(), y: y), to: CGPoint(x: to.x.rounded(), y: y), stroke)
                drawArrowhead(at: CGPoint(x: to.x.rounded(), y: y), pointing: to.x > from.x ? .right : .left, stroke)
            }
        case .tick(let point, _):
            let centre = CGPoint(x: Self.pixelCentre(point.x), y: Self.pixelCentre(point.y))
            context.strokeLine(
                from: CGPoint(x: centre.x - 4, y: centre.y), to: CGPoint(x: centre.x + 5, y: centre.y), stroke)
            context.strokeLine(
                from: CGPoint(x: centre.x, y: centre.y - 4), to: CGPoint(x: centre.x, y: centre.y + 5), stroke)
        case .bracket(let from, let to, let axis, _):
            // |———| along the view, with short ends across it.
            if axis == .horizontal {
                let y = Self.pixelCentre(from.y)
                let (left, right) = (from.x.rounded() + 0.5, to.x.rounded() - 0.5)
                context.strokeLine(from: CGPoint(x: left, y: y), to: CGPoint(x: right, y: y), stroke)
                context.strokeLine(from: CGPoint(x: left, y: y - 3), to: CGPoint(x: left, y: y + 4), stroke)
                context.strokeLine(from: CGPoint(x: right, y: y - 3), to: CGPoint(x: right, y: y + 4), stroke)
            } else {
                let x = Self.pixelCentre(from.x)
                let (top, bottom) = (from.y.rounded() + 0.5, to.y.rounded() - 0.5)
                context.strokeLine(from: CGPoint(x: x, y: top), to: CGPoint(x: x, y: bottom), stroke)
                context.strokeLine(from: CGPoint(x: x - 3, y: top), to: CGPoint(x: x + 4, y: top), stroke)
                context.strokeLine(from: CGPoint(x: x - 3, y: bottom), to: CGPoint(x: x + 4, y: bottom), stroke)
            }
        }
    }

    private enum Direction {
        case up, down, left, right
    }

    /// A small open arrowhead at the first item's edge: the constrained side of the relation.
    private func drawArrowhead(at tip: CGPoint, pointing direction: Direction, _ stroke: Stroke) {
        let size: CGFloat = 3
        let (back, side): (CGPoint, CGPoint) =
            switch direction {
            case .up: (CGPoint(x: 0, y: size), CGPoint(x: size, y: 0))
            case .down: (CGPoint(x: 0, y: -size), CGPoint(x: size, y: 0))
            case .left: (CGPoint(x: size, y: 0), CGPoint(x: 0, y: size))
            case .right: (CGPoint(x: -size, y: 0), CGPoint(x: 0, y: size))
            }
        context.strokePath(
            [
                CGPoint(x: tip.x + back.x + side.x, y: tip.y + back.y + side.y), tip,
                CGPoint(x: tip.x + back.x - side.x, y: tip.y + back.y - side.y),
            ], stroke)
    }

    // MARK: Labels

    private func labelSize(_ text: String) -> CGSize {
        let textSize = context.textSize(text, font: OverlayStyle.labelFont)
        return CGSize(width: textSize.width.rounded(.up) + 2, height: textSize.height.rounded(.up))
    }

    private func drawLabel(_ text: String, in frame: CGRect, color: RGBA) {
        let box = frame.integral
        context.fill(box, color: OverlayStyle.labelBackground)
        context.showText(text, at: CGPoint(x: box.minX + 1, y: box.minY), font: OverlayStyle.labelFont, color: color)
    }

    // MARK: Pixels

    /// The frame on the pixel grid, as the previewer snaps the views it allocates (each edge rounded).
    static func snapped(_ frame: CGRect) -> CGRect {
        let pixels = PixelRect(snapping: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        return CGRect(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height)
    }

    /// The centre of the pixel a one-pixel line at `coordinate` covers.
    static func pixelCentre(_ coordinate: CGFloat) -> CGFloat {
        coordinate.rounded(.down) + 0.5
    }
}
