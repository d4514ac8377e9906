// The exploded view's geometry: each depth of the hierarchy a layer in space, turned and projected onto the canvas.

import Foundation

/// Projects frames, each lifted by its depth in the hierarchy, onto the canvas as Xcode's view debugger does:
/// the layers are turned about the vertical axis (`yaw`) and tipped about the horizontal one (`pitch`), seen
/// without perspective, then scaled to fit the canvas with a margin.
struct ExplodedProjection {
    /// Points between two depths, before the fit.
    static let layerSpacing = 40.0
    /// The turn a fresh exploded view starts at, in degrees.
    static let initialYaw = -35.0
    static let initialPitch = 20.0

    /// One layer: a view's frame in the root's coordinates and its depth (the root 0).
    struct Layer {
        var frame: CGRect
        var depth: Int
    }

    var yawDegrees = initialYaw
    var pitchDegrees = initialPitch

    /// The four corners of each layer on a canvas of `size`, in the layers' order.
    func polygons(of layers: [Layer], in size: CGSize) -> [[CGPoint]] {
        guard let root = layers.first?.frame else { return [] }
        let center = CGPoint(x: root.midX, y: root.midY)
        let maximumDepth = Double(layers.map(\.depth).max() ?? 0)
        let turned = layers.map { layer -> [CGPoint] in
            let z = (Double(layer.depth) - maximumDepth / 2) * Self.layerSpacing
            let frame = layer.frame
            return [
                CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
            ].map { turn(x: Double($0.x - center.x), y: Double($0.y - center.y), z: z) }
        }
        let all = turned.flatMap { $0 }
        guard let minX = all.map(\.x).min(), let maxX = all.map(\.x).max(), let minY = all.map(\.y).min(),
            let maxY = all.map(\.y).max()
        else { return [] }
        let margin = 16.0
        let scale = min(
            (Double(size.width) - 2 * margin) / max(Double(maxX - minX), 1),
            (Double(size.height) - 2 * margin) / max(Double(maxY - minY), 1), 1)
        let offset = CGPoint(
            x: (Double(size.width) - Double(maxX - minX) * scale) / 2 - Double(minX) * scale,
            y: (Double(size.height) - Double(maxY - minY) * scale) / 2 - Double(minY) * scale)
        return turned.map { corners in
            corners.map { CGPoint(x: Double($0.x) * scale + offset.x, y: Double($0.y) * scale + offset.y) }
        }
    }

    /// A point of the layers' space (origin at the root's centre, z towards the viewer) on the canvas plane.
    private func turn(x: Double, y: Double, z: Double) -> CGPoint {
        let yaw = yawDegrees * .pi / 180
        let pitch = pitchDegrees * .pi / 180
        let turnedX = x * cos(yaw) + z * sin(yaw)
        let depth = -x * sin(yaw) + z * cos(yaw)
        let tippedY = y * cos(pitch) - depth * sin(pitch)
        return CGPoint(x: turnedX, y: tippedY)
    }

    /// Whether the turn shows the layers' backs (the root in front of its subviews).
    var isSeenFromBehind: Bool {
        cos(yawDegrees * .pi / 180) * cos(pitchDegrees * .pi / 180) < 0
    }

    /// Turns by a drag of `dx`, `dy` pixels: half a degree a pixel, the tip kept within ±80°.
    mutating func drag(dx: Double, dy: Double) {
        yawDegrees = (yawDegrees + dx / 2).truncatingRemainder(dividingBy: 360)
        pitchDegrees = min(80, max(-80, pitchDegrees + dy / 2))
    }
}
