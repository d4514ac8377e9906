// Where the debug overlay's labels go: most important first, never on one another nor on a view they are not about.

import Foundation
import GtkKit
import PreviewerCore

/// A label the overlay draws: its text and colour, its box in the root's coordinates, and the views it is about.
struct PlacedLabel {
    var text: String
    /// The label's box in whole pixels.
    var frame: FrameReport.Rect
    /// The names of the views the label is about.
    var owners: [String]
    var color: RGBA

    /// The label as the control channel reports it (without its colour).
    var reported: ControlReply.Overlay.Label { .init(text: text, frame: frame, owners: owners) }
}

/// Places the scene's labels, most important first, each where it covers no label placed before it and no view
/// other than the views it is about and their superviews (the container's `= w ~100 off 240` inside a cell would
/// read as the cell's); a label with no such place is left out.
///
/// The order of importance: problems first (left-out, conflicting and broken constraints), then ambiguous
/// views, then sizes (outer views first), then the constraints that hold.
@MainActor
enum OverlayLabelLayout {
    static func labels(for scene: OverlayScene, in bounds: CGRect, measure: (String) -> CGSize) -> [PlacedLabel] {
        var placer = LabelPlacer(bounds: bounds)
        let frames = scene.outlines.map { OverlayPainter.snapped($0.frame) }
        for (outline, frame) in zip(scene.outlines, frames) where !outline.isHidden { placer.avoidEdges(of: frame) }
        var labels: [PlacedLabel] = []

        func place(_ text: String, owners: [Int], color: RGBA, origins: (CGSize) -> [CGPoint]) {
            guard !text.isEmpty else { return }
            let size = measure(text)
            let obstacles = Self.obstacles(for: owners, in: scene, frames: frames)
            guard let frame = placer.place(size, origins: origins(size), avoiding: obstacles) else { return }
            labels.append(
                PlacedLabel(
                    text: text,
                    frame: FrameReport.Rect(
                        x: Int(frame.minX), y: Int(frame.minY), width: Int(frame.width), height: Int(frame.height)),
                    owners: owners.map { scene.outlines[$0].name }, color: color))
        }

        let problems = scene.marks.filter { $0.status != .satisfied }
        let satisfied = scene.marks.filter { $0.status == .satisfied }
        for mark in problems {
            place(mark.fullLabel, owners: mark.owners, color: OverlayStyle.stroke(for: mark.status).color) { size in
                // A problem must be seen: when nothing near its mark is free, anywhere in its first view will do.
                labelOrigins(for: mark.shape, size: size) + scan(frames[mark.owners[0]], size: size)
            }
        }
        for (index, outline) in scene.outlines.enumerated() where !outline.ambiguousAttributes.isEmpty {
            let frame = frames[index]
            place(
                "ambiguous: " + outline.ambiguousAttributes.joined(separator: ", "), owners: [index],
                color: OverlayStyle.brokenColor
            ) { size in
                [
                    CGPoint(x: frame.minX + 4, y: frame.maxY - 4 - size.height),
                    CGPoint(x: frame.minX + 4, y: frame.minY + 4 + size.height),
                    CGPoint(x: frame.maxX - 4 - size.width, y: frame.maxY - 4 - size.height),
                ]
            }
        }
        for (index, outline) in scene.outlines.enumerated() where !outline.isHidden {
            let frame = frames[index]
            // Top left inside the view; below it or top right when a bigger view's label is already there.
            place(outline.sizeText, owners: [index], color: OverlayStyle.sizeTextColor) { size in
                [
                    CGPoint(x: frame.minX + 2, y: frame.minY + 2),
                    CGPoint(x: frame.minX + 2, y: frame.minY + 3 + size.height),
                    CGPoint(x: frame.maxX - 2 - size.width, y: frame.minY + 2),
                    CGPoint(x: frame.maxX - 2 - size.width, y: frame.maxY - 2 - size.height),
                ]
            }
        }
        for mark in satisfied {
            place(mark.fullLabel, owners: mark.owners, color: OverlayStyle.stroke(for: mark.status).color) { size in
                labelOrigins(for: mark.shape, size: size)
            }
        }
        return labels
    }

    /// Top-left corners for a label of `size` all over `frame`, every 4 pixels, row by row from the top.
    static func scan(_ frame: CGRect, size: CGSize) -> [CGPoint] {
        stride(from: frame.minY + 2, through: frame.maxY - 2 - size.height, by: 4).flatMap { y in
            stride(from: frame.minX + 2, through: frame.maxX - 2 - size.width, by: 4).map { CGPoint(x: $0, y: y) }
        }
    }

    /// The frames a label about `owners` must not cover: every shown view that is neither one of them nor one of
    /// their superviews.
    static func obstacles(for owners: [Int], in scene: OverlayScene, frames: [CGRect]) -> [CGRect] {
        var allowed = Set<Int>()
        for owner in owners {
            var index: Int? = owner
            while let current = index, allowed.insert(current).inserted {
                index = scene.outlines[current].parent
            }
        }
        return scene.outlines.indices.filter { !allowed.contains($0) && !scene.outlines[$0].isHidden }.map {
            frames[$0]
        }
    }

    /// Beside the middle of a line (above a horizontal one), then on its other side; for a bracket, on its inner
    /// side. Then sliding along the line, nearest first, to find a gap between subviews or other labels; a bracket's
    /// label may also step inward, away from the edge, past the labels of brackets nearer the edge.
    static func labelOrigins(for shape: ConstraintMark.Shape, size: CGSize) -> [CGPoint] {
        let (width, height) = (size.width, size.height)
        switch shape {
        case .span(let from, let to) where from.x == to.x:
            let x = OverlayPainter.pixelCentre(from.x)
            // Label centres anywhere along the line, the middle first.
            return slide(from: min(from.y, to.y) - height / 2, to: max(from.y, to.y) + height / 2, size: height).flatMap
            {
                y in
                [CGPoint(x: x + 3, y: y), CGPoint(x: x - 3 - width, y: y)]
            }
        case .span(let from, let to):
            let y = OverlayPainter.pixelCentre(from.y)
            return slide(from: min(from.x, to.x) - width / 2, to: max(from.x, to.x) + width / 2, size: width).flatMap {
                x in
                [CGPoint(x: x, y: y - 3 - height), CGPoint(x: x, y: y + 3)]
            }
        case .bracket(let from, let to, .vertical, _):
            // A height bracket hugs the right edge: its label goes on the inner (left) side, in the upper half
            // first, clear of the text a cell centres.
            let x = OverlayPainter.pixelCentre(from.x) - 3 - width
            let middle = (from.y + to.y) / 2
            let starts = slide(from: from.y, to: middle, size: height) + slide(from: middle, to: to.y, size: height)
            return [x, x - width - 3].flatMap { x in starts.map { CGPoint(x: x, y: $0) } }
        case .bracket(let from, let to, .horizontal, _):
            // A width bracket runs along the bottom edge: its label goes above it.
            let y = OverlayPainter.pixelCentre(from.y) - 3 - height
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
}
