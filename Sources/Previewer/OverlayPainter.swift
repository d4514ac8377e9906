// Paints an overlay scene: guide lines, constraint marks, ambiguity, labels, and the views' outlines on top.

import Foundation
import GtkKit

/// Draws one `OverlayScene` into a drawing area the size of the root view.
///
/// Lines go on whole pixels (crisp, exact colours). Labels sit on pale boxes, placed so they cover neither one
/// another nor a view's border where a nearby spot is free; the magenta borders are drawn last, above all else.
@MainActor
struct OverlayPainter {
    let context: DrawingContext
    let scene: OverlayScene

    func paint() {
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
        var placer = LabelPlacer(bounds: bounds)
        for outline in scene.outlines { placer.avoidEdges(of: Self.snapped(outline.frame)) }
        for outline in scene.outlines { drawLabels(of: outline, placer: &placer) }
        for mark in scene.marks { drawLabel(of: mark, placer: &placer) }
        // Last, so that no line or label covers a view's border: tests find every frame by its magenta border.
        for outline in scene.outlines {
            context.strokeInside(Self.snapped(outline.frame), OverlayStyle.outline)
        }
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

    private func drawLabels(of outline: ViewOutline, placer: inout LabelPlacer) {
        let frame = Self.snapped(outline.frame)
        let size = labelSize(outline.sizeText)
        // Top left inside the view; below it or top right when a bigger view's label is already there.
        let sizeFrame = placer.place(
            size,
            origins: [
                CGPoint(x: frame.minX + 2, y: frame.minY + 2),
                CGPoint(x: frame.minX + 2, y: frame.minY + 3 + size.height),
                CGPoint(x: frame.maxX - 2 - size.width, y: frame.minY + 2),
            ])
        drawLabel(outline.sizeText, in: sizeFrame, color: OverlayStyle.sizeTextColor)
        guard !outline.ambiguousAttributes.isEmpty else { return }
        let text = "ambiguous: " + outline.ambiguousAttributes.joined(separator: ", ")
        let ambiguitySize = labelSize(text)
        let ambiguityFrame = placer.place(
            ambiguitySize,
            origins: [
                CGPoint(x: frame.minX + 4, y: frame.maxY - 4 - ambiguitySize.height),
                CGPoint(x: frame.minX + 4, y: frame.minY + 4 + size.height),
            ])
        drawLabel(text, in: ambiguityFrame, color: OverlayStyle.brokenColor)
    }

    private func drawLabel(of mark: ConstraintMark, placer: inout LabelPlacer) {
        let text = mark.fullLabel
        guard !text.isEmpty else { return }
        let size = labelSize(text)
        var obstacles: [CGRect] = []
        if case .bracket(_, _, _, let item) = mark.shape {
            // A container's size label inside one of its subviews would read as the subview's.
            let itemFrame = Self.snapped(item)
            obstacles = scene.outlines.map { Self.snapped($0.frame) }.filter { frame in
                frame != itemFrame && itemFrame.contains(frame)
            }
        }
        let frame = placer.place(size, origins: Self.labelOrigins(for: mark.shape, size: size), avoiding: obstacles)
        drawLabel(text, in: frame, color: OverlayStyle.stroke(for: mark.status).color)
    }

    /// Beside the middle of a line (above a horizontal one), then on its other side; for a bracket, on its inner
    /// side. Then sliding along the line, nearest first, to find a gap between subviews or other labels; a bracket's
    /// label may also step inward, away from the edge, past the labels of brackets nearer the edge.
    private static func labelOrigins(for shape: ConstraintMark.Shape, size: CGSize) -> [CGPoint] {
        let (width, height) = (size.width, size.height)
        switch shape {
        case .span(let from, let to) where from.x == to.x:
            let x = pixelCentre(from.x)
            // Label centres anywhere along the line, the middle first.
            return slide(from: min(from.y, to.y) - height / 2, to: max(from.y, to.y) + height / 2, size: height).flatMap
            {
                y in
                [CGPoint(x: x + 3, y: y), CGPoint(x: x - 3 - width, y: y)]
            }
        case .span(let from, let to):
            let y = pixelCentre(from.y)
            return slide(from: min(from.x, to.x) - width / 2, to: max(from.x, to.x) + width / 2, size: width).flatMap {
                x in
                [CGPoint(x: x, y: y - 3 - height), CGPoint(x: x, y: y + 3)]
            }
        case .bracket(let from, let to, .vertical, _):
            // A height bracket hugs the right edge: its label goes on the inner (left) side, in the upper half
            // first, clear of the text a cell centres.
            let x = pixelCentre(from.x) - 3 - width
            let middle = (from.y + to.y) / 2
            let starts = slide(from: from.y, to: middle, size: height) + slide(from: middle, to: to.y, size: height)
            return [x, x - width - 3].flatMap { x in starts.map { CGPoint(x: x, y: $0) } }
        case .bracket(let from, let to, .horizontal, _):
            // A width bracket runs along the bottom edge: its label goes above it.
            let y = pixelCentre(from.y) - 3 - height
            return [y, y - height - 1, y - 2 * (height + 1)].flatMap { y in
                slide(from: from.x, to: to.x, size: width).map { CGPoint(x: $0, y: y) }
            }
        case .tick(let point, _):
            return [
                CGPoint(x: point.x + 6, y: point.y + 2), CGPoint(x: point.x + 6, y: point.y - 2 - height),
                CGPoint(x: point.x - width / 2, y: point.y + 6),
                CGPoint(x: point.x - width / 2, y: point.y - 6 - height),
                CGPoint(x: point.x - 6 - width, y: point.y + 2),
            ]
        }
    }

    /// Starts of a label `size` long that lie within `from...to`, the centred one first, then outward every
    /// 3 pixels: enough to find a 15-point gap for a 12-point label.
    private static func slide(from: CGFloat, to: CGFloat, size: CGFloat) -> [CGFloat] {
        let centred = (from + to - size) / 2
        let reach = max(0, (to - from - size) / 2)
        let steps = Int(reach / 3)
        return [centred]
            + (0..<steps).flatMap { step in
                let offset = CGFloat(step + 1) * 3
                return [centred - offset, centred + offset]
            }
    }

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
