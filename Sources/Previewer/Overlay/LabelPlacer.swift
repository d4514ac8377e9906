// Puts small labels where they cover no other label nor a view they are not about, trying a few places in order.

import Foundation

/// Greedy label placement: each label takes the first of its candidate places that stays inside the picture,
/// covers no label placed before it and no obstacle (a view the label is not about), preferring places that
/// also keep off views' borders. A label with no such place is dropped: labels are placed most important
/// first, so the ones dropped are the least important.
struct LabelPlacer {
    let bounds: CGRect
    /// The labels placed so far.
    private(set) var placed: [CGRect] = []
    /// Views' one-pixel borders: covering one is allowed when nothing else is free.
    private var edges: [CGRect] = []

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// Prefers places off the four one-pixel borders of `frame` (labels may still go inside it).
    mutating func avoidEdges(of frame: CGRect) {
        edges += [
            CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 1),
            CGRect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1),
            CGRect(x: frame.minX, y: frame.minY, width: 1, height: frame.height),
            CGRect(x: frame.maxX - 1, y: frame.minY, width: 1, height: frame.height),
        ]
    }

    /// The frame for a label of `size`, its top-left corner taken from `origins` in order of preference, clear
    /// of the labels placed and of `obstacles`; nil (and nothing placed) when every place is taken.
    mutating func place(_ size: CGSize, origins: [CGPoint], avoiding obstacles: [CGRect] = []) -> CGRect? {
        let frames = origins.map { CGRect(origin: $0, size: size).integral }.filter { bounds.contains($0) }
        let free = frames.filter { frame in
            !obstacles.contains { Self.overlap($0, frame) } && !placed.contains { Self.overlap($0, frame) }
        }
        guard let chosen = free.first(where: { frame in !edges.contains { Self.overlap($0, frame) } }) ?? free.first
        else { return nil }
        placed.append(chosen)
        return chosen
    }

    /// Whether two rectangles share some area; unlike Foundation's `intersects` on Linux, touching is not enough.
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
