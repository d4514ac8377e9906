// The constraints a view's intrinsic content size stands for, kept in step with it at every sync.

import Foundation

/// A view's content-size constraints: per axis, `size <= intrinsic` at the hugging priority and
/// `size >= intrinsic` at the compression-resistance priority. Made the first time the view has an
/// intrinsic metric on an axis, then only their constants and priorities change, so a new intrinsic
/// size replaces two solver constraints and rebuilds nothing.
final class ContentSizeConstraints {
    /// Indexed by `Axis.rawValue`.
    var hugging: [LayoutConstraint?] = [nil, nil]
    var compressionResistance: [LayoutConstraint?] = [nil, nil]

    var all: [LayoutConstraint] { (hugging + compressionResistance).compactMap { $0 } }
}

extension LayoutEngine {
    /// Brings a view's content-size constraints in step with its intrinsic size and priorities, if
    /// either changed since the last sync. Called for each view of the tree as the sync reaches it,
    /// before its installed constraints are read, so that changed ones are picked up in the same sync.
    ///
    /// Only views that take their frame from constraints get them, and never the root, whose size is
    /// the host's (UIKit gives autoresizing views content-size constraints too, but their required
    /// frame constraints always win, so leaving them out changes no frame).
    func syncContentSize(of view: View) {
        if view.dependsOnLayoutWidth, !view.translatesAutoresizingMaskIntoConstraints, view !== root {
            widthDependentViews.append(view)
        }
        guard view.contentSizeNeedsUpdate else { return }
        view.contentSizeNeedsUpdate = false
        guard !view.translatesAutoresizingMaskIntoConstraints, view !== root else {
            view.contentSizeStorage?.all.forEach { $0.deactivate() }
            return
        }
        let size = view.validatedIntrinsicContentSize()
        for axis in LayoutConstraint.Axis.allCases {
            let metric = axis == .horizontal ? size.width : size.height
            guard metric != View.noIntrinsicMetric else {
                if let storage = view.contentSizeStorage {
                    storage.hugging[axis.rawValue]?.deactivate()
                    storage.compressionResistance[axis.rawValue]?.deactivate()
                }
                continue
            }
            let storage = view.contentSizeStorage ?? ContentSizeConstraints()
            view.contentSizeStorage = storage
            storage.hugging[axis.rawValue] = updated(
                storage.hugging[axis.rawValue], of: view, axis: axis, kind: .hugging, metric: metric,
                priority: view.contentHuggingPriority(for: axis))
            storage.compressionResistance[axis.rawValue] = updated(
                storage.compressionResistance[axis.rawValue], of: view, axis: axis, kind: .compressionResistance,
                metric: metric, priority: view.contentCompressionResistancePriority(for: axis))
        }
    }

    /// The constraint with the metric and priority, active: the existing one changed in place (a live
    /// change, as of a written constraint's constant), or a new one.
    private func updated(
        _ existing: LayoutConstraint?, of view: View, axis: LayoutConstraint.Axis, kind: ContentSizeRole.Kind,
        metric: CGFloat, priority: LayoutPriority
    ) -> LayoutConstraint {
        if let existing {
            existing.constant = metric
            existing.priority = priority
            existing.activate()
            return existing
        }
        let constraint = LayoutConstraint(
            firstItem: view, firstAttribute: axis.sizeAttribute,
            relation: kind == .hugging ? .lessThanOrEqual : .greaterThanOrEqual, secondItem: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: metric, priority: priority, callSite: .none)
        constraint.contentSizeRole = ContentSizeRole(kind: kind, axis: axis)
        constraint.activate()
        return constraint
    }
}
