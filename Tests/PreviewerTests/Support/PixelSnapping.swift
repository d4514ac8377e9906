// The test's own rule for turning a layout frame into pixels, written from the requirement, not the app.

import Foundation
import PreviewerCore

/// How close two layout values must be to count as the same edge: the solver's floating-point noise is far
/// smaller (1e-14), and the tests compare layout frames to this tolerance too. `pixel(_:)` assumes 1e-6.
let layoutTolerance = 1e-6

extension FrameReport.Rect {
    /// Each edge rounded to the nearest pixel in the root view's coordinates, and the size taken from the
    /// rounded edges, so views whose edges meet in the layout meet on screen.
    ///
    /// An edge is first rounded to `layoutTolerance`, so solver noise cannot decide a half pixel: 95.5 and
    /// 95.49999999999999 are the same edge and both snap to 96 (halves away from zero).
    init(snapping rect: CGRect) {
        let left = Self.pixel(rect.minX)
        let top = Self.pixel(rect.minY)
        let right = Self.pixel(rect.maxX)
        let bottom = Self.pixel(rect.maxY)
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Snaps exactly, noise included: what a naive `rounded()` of each edge gives.
    init(snappingExactly rect: CGRect) {
        let left = Int(rect.minX.rounded())
        let top = Int(rect.minY.rounded())
        self.init(x: left, y: top, width: Int(rect.maxX.rounded()) - left, height: Int(rect.maxY.rounded()) - top)
    }

    private static func pixel(_ edge: Double) -> Int {
        // In whole millionths, so the half-pixel test is exact integer arithmetic.
        let millionths = Int((edge * 1_000_000).rounded())
        let half = 500_000
        return millionths >= 0 ? (millionths + half) / 1_000_000 : -((half - millionths) / 1_000_000)
    }
}

/// The whole pixels a length needs, its noise below the tolerance ignored: 379.00000000000006 needs 379.
func pixelsNeeded(_ length: Double) -> Int {
    let millionths = Int((length * 1_000_000).rounded())
    return (millionths + 999_999) / 1_000_000
}

extension CGRect {
    /// Whether an edge lies on a half pixel (within the tolerance), where solver noise can tip the rounding.
    var hasHalfPixelEdge: Bool {
        [minX, minY, maxX, maxY].contains { abs($0 - $0.rounded(.down) - 0.5) < layoutTolerance }
    }
}

extension FrameReport.LayoutRect {
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// Whether every edge is within `tolerance` of `rect`'s.
    func matches(_ rect: CGRect, tolerance: Double = layoutTolerance) -> Bool {
        abs(x - rect.minX) <= tolerance && abs(y - rect.minY) <= tolerance && abs(width - rect.width) <= tolerance
            && abs(height - rect.height) <= tolerance
    }
}
