// A scroll view's edges, as its content sees them: the content area, not the visible frame.

import Foundation

extension LayoutEngine {
    /// The scroll view whose edges a constraint relates to its content, if any: UIKit reads a constraint
    /// between a scroll view's edges or margins and a view inside it as one to the scroll view's content
    /// area (what `contentLayoutGuide` stands for), so `form.bottom == scrollView.bottom` sets the content
    /// height instead of fighting the frame's. Widths, heights and centers keep meaning the frame, and so
    /// do constraints with anything outside the scroll view or with its own guides.
    func scrollViewContentArea(of constraint: LayoutConstraint, in ancestor: View) -> ScrollView? {
        guard let scrollView = ancestor as? ScrollView, constraint.origins == nil,
            let first = constraint.firstConstraintItem, let second = constraint.secondConstraintItem
        else { return nil }
        if first === scrollView, isContent(second, of: scrollView) { return scrollView }
        if second === scrollView, isContent(first, of: scrollView) { return scrollView }
        return nil
    }

    /// Whether an item lies inside the scroll view's content: a subview (at any depth) or a guide of one.
    private func isContent(_ item: any ConstraintItem, of scrollView: ScrollView) -> Bool {
        guard let view = item.hierarchyView else { return false }
        return view !== scrollView && view.isDescendant(of: scrollView)
    }
}

extension LayoutAttribute {
    /// The attributes a scroll view's content reads as edges of the content area: edges and margins.
    var isScrollContentEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin,
            .bottomMargin, .leadingMargin, .trailingMargin:
            true
        default: false
        }
    }
}
