// Puts small labels where they cover no earlier label nor a view's border, trying a few places in order.

import Foundation

/// Greedy label placement: each label takes the first of its candidate places that stays inside the picture
/// and covers no label or border placed before it. Cheap, and enough for a few dozen labels.
struct LabelPlacer {
    let bounds: CGRect
    private(set) var placed: [CGRect] = []

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// Keeps labels off the four one-pixel borders of `frame` (they stay free to go inside it).
    mutating func avoidEdges(of frame: CGRect) {
        placed += [
            CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 1),
            CGRect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1),
            CGRect(x: frame.minX, y: frame.minY, width: 1, height: frame.height),
            CGRect(x: frame.maxX - 1, y: frame.minY, width: 1, height: frame.height),
        ]
    }

    /// The frame for a label of `size`, its top-left corner taken from `origins` in order of preference,
    /// also keeping clear of `obstacles` (such as the subviews of the view the label is about). When every place
    /// is taken, the first that keeps clear of the obstacles, or else the first.
    mutating func place(_ size: CGSize, origins: [CGPoint], avoiding obstacles: [CGRect] = []) -> CGRect {
        let frames = origins.map { CGRect(origin: $0, size: size) }.filter { bounds.contains($0) }
        let clearOfObstacles = frames.filter { frame in !obstacles.contains { Self.overlap($0, frame) } }
        let chosen =
            clearOfObstacles.first { frame in !placed.contains { Self.overlap($0, frame) } }
            ?? clearOfObstacles.first ?? frames.first
            ?? origins.first.map { clamped(CGRect(origin: $0, size: size)) } ?? .zero
        placed.append(chosen)
        return chosen
    }

    /// Whether two rectangles share some area; unlike Foundation's `intersects` on Linux, touching is not enough.
    private static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func clamped(_ frame: CGRect) -> CGRect {
        var frame = frame
        frame.origin.x = min(max(frame.minX, bounds.minX), max(bounds.minX, bounds.maxX - frame.width))
        frame.origin.y = min(max(frame.minY, bounds.minY), max(bounds.minY, bounds.maxY - frame.height))
        return frame
    }
}
