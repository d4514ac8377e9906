// NSLayoutAnchor: one attribute of a view or layout guide, that makes constraints with another.

import Foundation

/// One attribute of a view or layout guide, as UIKit's `NSLayoutAnchor`: it makes inactive constraints
/// with another anchor of the same kind.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
/// ```
///
/// The type parameter is the kind of anchor (``LayoutXAxisAnchor``, ``LayoutYAxisAnchor``,
/// ``LayoutDimension``), so that, as in UIKit, a horizontal anchor cannot be related to a vertical one
/// or to a dimension: `view.leadingAnchor.constraint(equalTo: other.topAnchor)` does not compile.
/// Relating leading or trailing to left or right compiles but is invalid, as in UIKit, where it raises an
/// exception: here the constraint carries a ``LayoutConstraint/error`` and activating it reports that
/// error through ``LayoutIssues`` instead.
///
/// Every constraint records the line it was written on (shown in reports and the previewer's inspector).
/// Anchors do not change ``View/translatesAutoresizingMaskIntoConstraints``: as in UIKit, set it to
/// false on views that constraints place.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The view or layout guide the anchor belongs to (kept alive by the anchor, not by its constraints).
    public let item: AnyObject
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute
    /// For a dimension made by `anchorWithOffset(to:)`: the anchor the distance is measured from.
    let origin: AnchorOrigins.End?
    /// Why constraints with the anchor are invalid, if they are (mixed directions in `anchorWithOffset`).
    let error: LayoutError?

    init(item: AnyObject, attribute: LayoutAttribute, origin: AnchorOrigins.End? = nil, error: LayoutError? = nil) {
        self.item = item
        self.attribute = attribute
        self.origin = origin
        self.error = error
    }

    /// `view.top`, or `(view.top - other.bottom)` for an offset dimension.
    public var description: String {
        let end = "\(LayoutConstraint.itemName(item)).\(attribute)"
        guard let origin else { return end }
        return "(\(end) - \(LayoutConstraint.itemName(origin.handle.item)).\(origin.attribute))"
    }

    // Each public method captures its own call site (the caller's line) directly, as the DSL's
    // operators do: the capture skips exactly one frame, so they must not be inlined or call each other.

    /// `self == anchor`.
    @inline(never) @discardableResult
    public final func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: 0, CallSite.capture(fallback: nil))
    }

    /// `self >= anchor`.
    @inline(never) @discardableResult
    public final func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0, CallSite.capture(fallback: nil))
    }

    /// `self <= anchor`.
    @inline(never) @discardableResult
    public final func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: 0, CallSite.capture(fallback: nil))
    }

    /// `self == anchor + c`.
    @inline(never) @discardableResult
    public final func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: c, CallSite.capture(fallback: nil))
    }

    /// `self >= anchor + c`.
    @inline(never) @discardableResult
    public final func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: c, CallSite.capture(fallback: nil))
    }

    /// `self <= anchor + c`.
    @inline(never) @discardableResult
    public final func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: c, CallSite.capture(fallback: nil))
    }

    /// Makes the inactive constraint `self (relation) anchor × multiplier + constant`, or
    /// `self (relation) constant` without an anchor.
    final func relate(
        _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat,
        _ callSite: CallSite
    ) -> LayoutConstraint {
        LayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, secondItem: anchor?.item,
            secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
            priority: .required, callSite: callSite, origins: AnchorOrigins(first: origin, second: anchor?.origin),
            error: error ?? anchor?.error)
    }

    /// `self (relation) anchor + multiplier × system spacing`: the standard spacing between siblings (8 points,
    /// as a stack view's `spacingUseSystem`), as UIKit's `…SystemSpacingAfter` and `…SystemSpacingBelow`.
    final func relateBySystemSpacing(
        _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, multiplier: CGFloat, _ callSite: CallSite
    ) -> LayoutConstraint {
        relate(relation, anchor, multiplier: 1, constant: multiplier * StackView.systemSpacing, callSite)
    }
}
