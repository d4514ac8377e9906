// Reads every widget's allocation back and compares it with the nested tree's closed-form pixel frames.

import GtkKit

/// The pixel frames GTK gave the widgets of one placement, against the closed-form ones.
struct NestedTreeCheck {
    /// The first widget whose frame is not exactly the closed-form one, or nil.
    var failure: String?
    /// The largest difference in pixels of any widget's x, y, width or height.
    var deviation = 0
    /// A hash of every widget's frame in the root's coordinates, in depth-first order: two placements
    /// that give every widget the same pixels have the same digest.
    var digest: UInt64 = 0

    /// Compares `widgets` (depth-first, the root's first) in `top`'s coordinates with `shape` at `width`.
    ///
    /// Exact, not within a pixel: both placements snap the same fractional frames the same way, so any
    /// difference is a wrong frame.
    @MainActor
    static func compare(
        _ widgets: [Widget], in top: Widget, with shape: NestedTreeShape, width: Int
    ) -> NestedTreeCheck {
        var check = NestedTreeCheck()
        let expected = shape.framesInRoot(width: width)
        guard widgets.count == expected.count else {
            check.failure = "\(widgets.count) widgets instead of \(expected.count)"
            return check
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for (index, widget) in widgets.enumerated() {
            let frame = expected[index]
            let want = PixelRect(snapping: frame.x, y: frame.y, width: frame.width, height: frame.height)
            guard let got = widget.bounds(in: top) else {
                check.failure = check.failure ?? "widget \(index) is not in the window"
                continue
            }
            for value in [got.x, got.y, got.width, got.height] {
                hash = (hash ^ UInt64(bitPattern: Int64(value))) &* 0x100_0000_01b3
            }
            let deviation = max(
                abs(got.x - want.x), abs(got.y - want.y), abs(got.width - want.width), abs(got.height - want.height))
            check.deviation = max(check.deviation, deviation)
            if got != want && check.failure == nil {
                check.failure =
                    "widget \(index) of \(widgets.count) at width \(width): \(describe(got)), expected \(describe(want))"
            }
        }
        check.digest = hash
        return check
    }

    private static func describe(_ rect: PixelRect) -> String {
        "(\(rect.x), \(rect.y), \(rect.width), \(rect.height))"
    }
}
