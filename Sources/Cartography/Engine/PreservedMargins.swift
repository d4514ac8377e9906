// Margins that reach down from the superview: preservesSuperviewLayoutMargins, measured on the solved frames.

import Foundation

extension LayoutEngine {
    /// After the frames are written: gives each view that preserves its superview's margins the reach of
    /// those margins into it, parents before children (a view's margins may include its own superview's).
    /// A reach that changes the view's margins rebuilds the constraints on them, and `layoutIfNeeded` makes
    /// another pass, as UIKit lays out again after `layoutMarginsDidChange`.
    func updatePreservedMargins() {
        for view in marginPreservingViews {
            guard let superview = view.superview else { continue }
            let reach = Self.marginReach(of: superview.layoutMargins, in: superview.bounds, into: view.frame)
            guard reach != view.superviewMarginReach else { continue }
            let before = view.layoutMargins
            view.superviewMarginReach = reach
            // Only a change of the margins themselves rebuilds: a reach within the view's own margins does not.
            if view.layoutMargins != before { view.layoutMarginsChanged() }
        }
    }

    /// How far margins `margins` of bounds `bounds` reach into `frame` (in the same space) on each edge:
    /// the margin less the frame's distance from that edge, or zero where the frame lies beyond it.
    static func marginReach(of margins: EdgeInsets, in bounds: CGRect, into frame: CGRect) -> EdgeInsets {
        EdgeInsets(
            top: max(0, margins.top - (frame.minY - bounds.minY)),
            left: max(0, margins.left - (frame.minX - bounds.minX)),
            bottom: max(0, margins.bottom - (bounds.maxY - frame.maxY)),
            right: max(0, margins.right - (bounds.maxX - frame.maxX)))
    }
}
