// NSLayoutDimension: width and height anchors, and distances made by anchorWithOffset(to:).

import Foundation

/// A size of a view or layout guide (or a distance between two anchors, from `anchorWithOffset(to:)`),
/// as UIKit's `NSLayoutDimension`: related to other dimensions with a multiplier, or to a constant.
///
/// ```swift
/// image.widthAnchor.constraint(equalToConstant: 44).isActive = true
/// image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.75).isActive = true
/// ```
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == c`.
    @inline(never) @discardableResult
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
        relate(.equal, nil, multiplier: 1, constant: c, CallSite.capture(fallback: nil))
    }

    /// `self >= c`.
    @inline(never) @discardableResult
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        relate(.greaterThanOrEqual, nil, multiplier: 1, constant: c, CallSite.capture(fallback: nil))
    }

    /// `self <= c`.
    @inline(never) @discardableResult
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        relate(.lessThanOrEqual, nil, multiplier: 1, constant: c, CallSite.capture(fallback: nil))
    }

    /// `self == anchor × m`.
    @inline(never) @discardableResult
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: 0, CallSite.capture(fallback: nil))
    }

    /// `self >= anchor × m`.
    @inline(never) @discardableResult
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, CallSite.capture(fallback: nil))
    }

    /// `self <= anchor × m`.
    @inline(never) @discardableResult
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: 0, CallSite.capture(fallback: nil))
    }

    /// `self == anchor × m + c`.
    @inline(never) @discardableResult
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: c, CallSite.capture(fallback: nil))
    }

    /// `self >= anchor × m + c`.
    @inline(never) @discardableResult
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c, CallSite.capture(fallback: nil))
    }

    /// `self <= anchor × m + c`.
    @inline(never) @discardableResult
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: c, CallSite.capture(fallback: nil))
    }
}
