// How far a laid-out tree's views reach past its root's bounds, edge by edge.

import Cartography
import Foundation
import PreviewerCore

extension RootOverflow {
    /// The overflow of `root` as it is laid out now, in a root of `size`.
    ///
    /// Views inside a view that clips (`clipsToBounds`, such as a scroll view) are cut there, so only the clipping
    /// view itself counts. Less than half a point is layout noise, not overflow.
    init(root: View, size: CGSize) {
        self.init()
        var stack = root.isHidden ? [] : root.subviews
        var extent = (minX: 0.0, minY: 0.0, maxX: Double(size.width), maxY: Double(size.height))
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            let frame = view.frameInRoot
            extent.minX = min(extent.minX, Double(frame.minX))
            extent.minY = min(extent.minY, Double(frame.minY))
            extent.maxX = max(extent.maxX, Double(frame.maxX))
            extent.maxY = max(extent.maxY, Double(frame.maxY))
            if !view.clipsToBounds { stack += view.subviews }
        }
        top = Self.significant(-extent.minY)
        left = Self.significant(-extent.minX)
        bottom = Self.significant(extent.maxY - Double(size.height))
        right = Self.significant(extent.maxX - Double(size.width))
    }

    private static func significant(_ amount: Double) -> Double {
        amount >= 0.5 && amount.isFinite ? (amount * 10).rounded() / 10 : 0
    }

    /// The overflowing edges and their amounts, in the order the tape and the report list them.
    var edges: [(name: String, amount: Double)] {
        [("bottom", bottom), ("right", right), ("top", top), ("left", left)].filter { $0.amount > 0 }
    }

    /// `the bottom by 200 and the right by 12`, for messages.
    var description: String {
        edges.map { "the \($0.name) by \(ConstraintLabel.format(CGFloat($0.amount)))" }.joined(separator: " and ")
    }
}
