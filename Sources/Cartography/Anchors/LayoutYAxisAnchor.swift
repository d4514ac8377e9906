// NSLayoutYAxisAnchor: top, bottom, centerY and baseline anchors.

import Foundation

/// A vertical position of a view or layout guide, as UIKit's `NSLayoutYAxisAnchor`: related only to
/// other vertical positions (a horizontal anchor or a dimension does not compile).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`), as a dimension that can be
    /// related to other dimensions.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        offsetDimension(from: self, to: otherAnchor)
    }

    /// `self == anchor + multiplier × system spacing`: this anchor lies below `anchor` by the standard
    /// spacing between siblings (8 points, as a stack view's `spacingUseSystem`), as UIKit's.
    @inline(never) @discardableResult
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint
    {
        relateBySystemSpacing(.equal, anchor, multiplier: multiplier, CallSite.capture(fallback: nil))
    }

    /// `self >= anchor + multiplier × system spacing` (see ``constraint(equalToSystemSpacingBelow:multiplier:)``).
    @inline(never) @discardableResult
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        relateBySystemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier, CallSite.capture(fallback: nil))
    }

    /// `self <= anchor + multiplier × system spacing` (see ``constraint(equalToSystemSpacingBelow:multiplier:)``).
    @inline(never) @discardableResult
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        relateBySystemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier, CallSite.capture(fallback: nil))
    }
}
