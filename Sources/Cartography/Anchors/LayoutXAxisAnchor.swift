// NSLayoutXAxisAnchor: leading, trailing, left, right and centerX anchors.

import Foundation

/// A horizontal position of a view or layout guide, as UIKit's `NSLayoutXAxisAnchor`: related only to
/// other horizontal positions (a vertical anchor or a dimension does not compile).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`), as a dimension that can be
    /// related to other dimensions: equal gaps, a gap half a width.
    ///
    /// ```swift
    /// a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    ///     .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)).isActive = true
    /// ```
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        offsetDimension(from: self, to: otherAnchor)
    }

    /// `self == anchor + multiplier × system spacing`: this anchor follows `anchor` by the standard
    /// spacing between siblings (8 points, as a stack view's `spacingUseSystem`), as UIKit's.
    @inline(never) @discardableResult
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint
    {
        relateBySystemSpacing(.equal, anchor, multiplier: multiplier, CallSite.capture(fallback: nil))
    }

    /// `self >= anchor + multiplier × system spacing` (see ``constraint(equalToSystemSpacingAfter:multiplier:)``).
    @inline(never) @discardableResult
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        relateBySystemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier, CallSite.capture(fallback: nil))
    }

    /// `self <= anchor + multiplier × system spacing` (see ``constraint(equalToSystemSpacingAfter:multiplier:)``).
    @inline(never) @discardableResult
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        relateBySystemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier, CallSite.capture(fallback: nil))
    }
}

/// The dimension `to − from` of two anchors on one axis; invalid (as in UIKit, where it raises) if one
/// is leading or trailing and the other left or right.
func offsetDimension<T>(from start: LayoutAnchor<T>, to end: LayoutAnchor<T>) -> LayoutDimension {
    var error = start.error ?? end.error
    if start.origin != nil || end.origin != nil {
        error = LayoutError(
            kind: .axisMismatch,
            message: "anchorWithOffset(to:) relates two positions, not a dimension: \(start), \(end)",
            location: nil)
    }
    let mixed =
        (start.attribute.isDirectional && end.attribute.isAbsoluteHorizontal)
        || (start.attribute.isAbsoluteHorizontal && end.attribute.isDirectional)
    if mixed {
        error = LayoutError(
            kind: .directionMismatch,
            message:
                "cannot measure from \(start) to \(end): leading/trailing and left/right cannot be mixed",
            location: nil)
    }
    let handle = LayoutConstraint.handle(of: start.item) ?? ItemHandle(retaining: start.item)
    return LayoutDimension(
        item: end.item, attribute: end.attribute, origin: AnchorOrigins.End(handle: handle, attribute: start.attribute),
        error: error)
}
