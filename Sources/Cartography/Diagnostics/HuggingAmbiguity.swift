// Why a stretched row is ambiguous: siblings hugging with equal priorities, so either could stretch.

import Foundation

extension LayoutDiagnostics {
    /// The siblings a view ties with: views beside it whose size on `axis` is ambiguous too and that hug
    /// their content at the same priority, so nothing says which of them stretches (UIKit reports such a
    /// layout as ambiguous; giving one a higher hugging priority settles it).
    public func equalHuggingPartners(of view: View, axis: LayoutConstraint.Axis) -> [View] {
        let size: FrameAttribute = axis == .horizontal ? .width : .height
        guard ambiguousAttributes(of: view).contains(size),
            let own = view.contentSizeStorage?.hugging[axis.rawValue], own.isActive, let parent = view.superview
        else { return [] }
        return parent.subviews.filter { sibling in
            guard sibling !== view, ambiguousAttributes(of: sibling).contains(size),
                let hugging = sibling.contentSizeStorage?.hugging[axis.rawValue], hugging.isActive
            else { return false }
            return hugging.priority == own.priority
        }
    }

    /// `(equal content hugging 250 with value: either could stretch)`, or nil if the view ties with no one.
    func huggingTieNote(for view: View) -> String? {
        for axis in LayoutConstraint.Axis.allCases {
            let partners = equalHuggingPartners(of: view, axis: axis)
            guard !partners.isEmpty else { continue }
            let priority = view.contentHuggingPriority(for: axis).rawValue
            let names = partners.map(\.debugName).joined(separator: ", ")
            return "(equal \(axis) content hugging \(formatConstant(CGFloat(priority))) with \(names): "
                + "either could stretch; give one a higher hugging priority)"
        }
        return nil
    }
}
