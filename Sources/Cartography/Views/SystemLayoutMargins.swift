// The margins UIKit gives a view controller's root view: at least 16 points at the sides, 20 when wide.

import Foundation

extension ViewController {
    /// The smallest margins the root view gets, as UIKit's: none at the top and bottom, 16 points at the
    /// leading and trailing sides in a compact width and 20 in a regular one (UIKit's type is
    /// `NSDirectionalEdgeInsets`; here left and right stand for leading and trailing, which are equal).
    public var systemMinimumLayoutMargins: EdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The root view's margins: those set on it (zero by default, as UIKit's root views, whose own
    /// margins are not the 8 points of other views), raised to the system minimum on each side if the
    /// controller respects it.
    func rootViewLayoutMargins(own: EdgeInsets?) -> EdgeInsets {
        let margins = own ?? .zero
        guard viewRespectsSystemMinimumLayoutMargins else { return margins }
        let minimum = systemMinimumLayoutMargins
        return EdgeInsets(
            top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
            bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }
}
