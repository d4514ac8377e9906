// UIView's fitting API: the size a view's own constraints give it when asked to be as small or large as it can.

import Foundation

extension View {
    /// The smallest size: ask ``systemLayoutSizeFitting(_:)`` for it to get the most compact layout,
    /// as `UIView.layoutFittingCompressedSize` (0 × 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: ask for it to get the most expanded layout, as `UIView.layoutFittingExpandedSize`
    /// (UIKit's 10,000,000 × 10,000,000 stand-in for infinity).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size of the view that satisfies its constraints and is as close to `targetSize` as they allow,
    /// both axes at ``LayoutPriority/fittingSizeLevel``, as UIKit's:
    ///
    /// ```swift
    /// let height = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that satisfies its constraints, each axis pulled towards `targetSize` at its
    /// priority, as UIKit's: `.required` fixes that axis (a cell's width), `.fittingSizeLevel` lets the
    /// content decide (its height), since the content's hugging and compression resistance (250 and 750
    /// by default) outrank it.
    ///
    /// The view is solved on its own, as a root: only the constraints among the view and its subviews count,
    /// not those to its superview (the view is measured as a table measures a cell before placing it). A
    /// view whose constraints leave an axis free gets the target's value there (zero for
    /// ``layoutFittingCompressedSize``). Frames are not changed. A view that keeps its frame
    /// (``translatesAutoresizingMaskIntoConstraints``) and has a superview returns its frame's size, as
    /// its autoresizing constraints decide it.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard superview == nil else {
            return translatesAutoresizingMaskIntoConstraints
                ? frame.size
                : fittingSizeInPlace(targetSize, horizontalFittingPriority, verticalFittingPriority)
        }
        let engine = self.engine ?? LayoutEngine(root: self)
        self.engine = engine
        return engine.fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// A subview laid out by constraints: measured in its tree, with temporary width and height
    /// constraints at the fitting priorities (UIKit's `_UITemporaryLayoutWidth`/`Height`), then removed.
    private func fittingSizeInPlace(
        _ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority
    ) -> CGSize {
        let temporary = [
            (LayoutAttribute.width, target.width, horizontal, "_UITemporaryLayoutWidth"),
            (LayoutAttribute.height, target.height, vertical, "_UITemporaryLayoutHeight"),
        ].map { attribute, value, priority, name in
            let constraint = LayoutConstraint(
                firstItem: self, firstAttribute: attribute, relation: .equal, secondItem: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: min(value, 1e6),
                priority: priority.isRequired ? LayoutPriority(999) : priority, callSite: .none)
            constraint.identifier = name
            _ = constraint.activate()
            return constraint
        }
        let root = rootView
        root.layoutIfNeeded()
        let size = frame.size
        for constraint in temporary { constraint.isActive = false }
        root.layoutIfNeeded()
        return size
    }
}
