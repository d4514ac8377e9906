// Builds the debug overlay's scene from a laid-out view tree and its diagnostics.

import Cartography
import Foundation

extension OverlayScene {
    /// The scene for the tree `diagnostics` describes, as it is laid out now: every view's outline, a mark for
    /// every active constraint (those installed on the tree's views, left-out ones included) and the layout
    /// supports they use.
    init(diagnostics: LayoutDiagnostics) {
        let root = diagnostics.root
        let geometry = ConstraintGeometry(root: root)
        var outlines: [ViewOutline] = []
        var marks: [ConstraintMark] = []
        var supports: [LayoutSupport] = []
        // Size brackets already on each view and axis, so a second one stacks instead of covering the first.
        var brackets: [BracketKey: Int] = [:]
        // First every view with its superview's index, so that a mark can name the views it is about.
        var views: [View] = []
        var indices: [ObjectIdentifier: Int] = [:]
        var stack: [(View, Int?)] = [(root, nil)]
        while let (view, parent) = stack.popLast() {
            indices[ObjectIdentifier(view)] = views.count
            stack.append(contentsOf: view.subviews.reversed().map { ($0, views.count) })
            views.append(view)
            outlines.append(
                ViewOutline(
                    name: view.debugName, frame: view.frameInRoot,
                    ambiguousAttributes: diagnostics.ambiguousAttributes(of: view).map(\.rawValue), parent: parent,
                    isHidden: view.isHidden))
        }
        for view in views {
            for constraint in view.constraints {
                let key = Self.bracketKey(constraint)
                guard let shape = geometry.shape(of: constraint, bracketIndex: key.map { brackets[$0] ?? 0 } ?? 0)
                else { continue }
                if let key { brackets[key, default: 0] += 1 }
                var owners: [Int] = []
                for item in [constraint.firstItem, constraint.secondItem] {
                    let owner: View? = (item as? View) ?? (item as? LayoutGuide)?.owningView
                    if let index = owner.flatMap({ indices[ObjectIdentifier($0)] }), !owners.contains(index) {
                        owners.append(index)
                    }
                }
                marks.append(
                    ConstraintMark(
                        shape: shape, label: ConstraintLabel.text(for: constraint),
                        status: Self.status(of: constraint, in: diagnostics), equation: constraint.equationDescription,
                        owners: owners.isEmpty ? [0] : owners))
                for case let support as LayoutSupport in [constraint.firstItem, constraint.secondItem]
                where !supports.contains(where: { $0 === support }) {
                    supports.append(support)
                }
            }
        }
        self.init(
            outlines: outlines, marks: marks,
            guideLines: supports.compactMap { support in
                geometry.frame(of: support).map { frame in
                    GuideLine(
                        name: support.position == .top ? "topLayoutGuide" : "bottomLayoutGuide",
                        y: support.position == .top ? frame.maxY : frame.minY)
                }
            },
            rootSize: root.bounds.size, conflictCount: diagnostics.conflicts.count,
            ambiguousViewCount: diagnostics.ambiguities.count, brokenCount: diagnostics.brokenConstraints.count)
    }

    /// Left out beats conflicting beats broken: a left-out constraint is the one to look at first.
    private static func status(
        of constraint: LayoutConstraint, in diagnostics: LayoutDiagnostics
    )
        -> ConstraintMark.Status
    {
        if diagnostics.conflicts.contains(where: { $0.leftOut === constraint }) { return .leftOut }
        if diagnostics.conflicts.contains(where: { $0.involves(constraint) }) { return .conflicting }
        if let broken = diagnostics.brokenConstraints.first(where: { $0.constraint === constraint }) {
            return .broken(violation: broken.violation)
        }
        return .satisfied
    }

    /// A view and one of its dimensions.
    private struct BracketKey: Hashable {
        let item: ObjectIdentifier
        let attribute: LayoutAttribute
    }

    private static func bracketKey(_ constraint: LayoutConstraint) -> BracketKey? {
        guard constraint.firstAttribute.isDimension, let item = constraint.firstItem else { return nil }
        return BracketKey(item: ObjectIdentifier(item), attribute: constraint.firstAttribute)
    }
}
