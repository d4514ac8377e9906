// How a previewer sizes a preview's root view in the area that shows it: the policy, apart from any toolkit.

import Foundation

/// The root view's size in the area that shows it, as Xcode's canvas sizes a preview: as wide as the area and
/// at least as tall; taller when the views reach further down (the area then scrolls), unless the size is
/// exact (the root keeps the area's size, and the views that reach further overflow it).
///
/// One policy for every reader: the previewer's window (its renderer measures the root with it), the
/// variants' tiles and `--explain`, so all three give a preview the same root size.
public struct RootSizing: Equatable, Sendable {
    /// Whether the root keeps exactly the area's size.
    public var isExact: Bool

    /// The policy: exact, or growing to fit the views (the default).
    public init(isExact: Bool = false) {
        self.isExact = isExact
    }

    /// The root's size in an area `width` wide showing `availableHeight`; `layOut` gives the root a size and
    /// lays the tree out (a view controller's host runs its lifecycle there).
    @MainActor
    public func rootSize(
        of root: View, width: Double, availableHeight: Int, layOut: (CGSize) -> Void
    ) -> CGSize {
        guard !isExact else { return CGSize(width: width, height: Double(availableHeight)) }
        let height = Self.fittingHeight(of: root, forWidth: width, availableHeight: availableHeight, layOut: layOut)
        return CGSize(width: width, height: Double(height))
    }

    /// The height `root` needs at `width` when `availableHeight` is shown: the tree is laid out (by `layOut`) at
    /// that size, and if its views reach below it (a grid taller than the window, kept at the top), the
    /// height is where the lowest one ends, in whole pixels (to the nearest millionth first, so
    /// 379.00000000000006 is 379). Measuring at the size that will be shown, not at a height of zero, keeps
    /// layouts pinned to the bottom free of the conflicts a zero height would give them.
    /// The subviews of a view that clips to its bounds do not count: a scroll view scrolls its own content.
    @MainActor
    public static func fittingHeight(
        of root: View, forWidth width: Double, availableHeight: Int, layOut: (CGSize) -> Void
    ) -> Int {
        layOut(CGSize(width: width, height: Double(availableHeight)))
        var bottom = 0.0
        // A scroll view at the root (a table controller's view) scrolls its content itself: it needs no more room.
        var stack: [(View, Double)] = root.isHidden || root is ScrollView ? [] : root.subviews.map { ($0, 0) }
        while let (view, parentTop) = stack.popLast() {
            let frame = view.frame
            let top = parentTop + Double(frame.minY)
            bottom = max(bottom, top + Double(frame.height))
            // What a view clips (a scroll view's content) shows only inside it, so it needs no more room.
            if !view.isHidden && !view.clipsToBounds {
                for subview in view.subviews { stack.append((subview, top)) }
            }
        }
        guard bottom.isFinite else { return availableHeight }
        let denoised = (max(0, bottom) * 1_000_000).rounded() / 1_000_000
        let needed = Int(min(denoised, 1e7).rounded(.up))
        return max(availableHeight, needed)
    }
}
