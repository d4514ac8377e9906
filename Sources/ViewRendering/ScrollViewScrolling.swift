// The wheel and the touchpad scroll a UIScrollView: its content offset moves, clamped to its content.

import Cartography
import Foundation
import GtkKit

extension ViewRenderer {
    /// Scrolls the innermost visible scroll view under `point` (in the root's coordinates) by `dx`, `dy`
    /// points, as the wheel or touchpad over it does, or, when it cannot move that way, the scroll view
    /// around it (a vertical scroll over a sideways carousel scrolls the list, as on iOS); false when no
    /// scroll view there could move. Lays the tree out again when it scrolled.
    @discardableResult
    public func scroll(at point: CGPoint, dx: Double, dy: Double) -> Bool {
        var candidate = Self.innermostScrollView(in: root, at: point)
        while let scrollView = candidate {
            if scroll(scrollView, dx: dx, dy: dy) { return true }
            var ancestor = scrollView.superview
            while let view = ancestor, !(view is ScrollView) { ancestor = view.superview }
            candidate = ancestor as? ScrollView
        }
        return false
    }

    /// Moves `scrollView`'s `contentOffset` by `dx`, `dy`, kept between 0 and the content size less the
    /// scroll view's size (so the content's end meets the scroll view's); false when it did not move.
    @discardableResult
    public func scroll(_ scrollView: ScrollView, dx: Double, dy: Double) -> Bool {
        let current = scrollView.contentOffset
        guard scrollView.scrollWithinContent(to: CGPoint(x: current.x + CGFloat(dx), y: current.y + CGFloat(dy)))
        else { return false }
        setNeedsLayout()
        return true
    }

    /// Makes the widget of a scroll view take the wheel and touchpad scrolls over it, once per widget (a
    /// reused widget keeps its handler, which scrolls whatever scroll view the widget shows).
    func takeScrolls(for node: RenderedView) {
        guard !node.takesScrolls else { return }
        node.takesScrolls = true
        node.widget.onScroll { [weak self, weak node] dx, dy in
            guard let self, let scrollView = node?.view as? ScrollView else { return false }
            return self.scroll(scrollView, dx: dx, dy: dy)
        }
    }

    /// The deepest visible scroll view whose visible rectangle holds `point`, or nil.
    static func innermostScrollView(in view: View, at point: CGPoint) -> ScrollView? {
        guard !view.isHidden else { return nil }
        var found: ScrollView?
        if let scrollView = view as? ScrollView {
            guard CGRect(origin: scrollView.frameInRoot.origin, size: scrollView.bounds.size).contains(point) else {
                return nil
            }
            found = scrollView
        }
        for subview in view.subviews.reversed() {
            if let inner = innermostScrollView(in: subview, at: point) { return inner }
        }
        return found
    }
}
