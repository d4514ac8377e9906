// What a layout's constraints leave unsaid or cannot honour: conflicts, ambiguity, broken priorities.

import Cassowary
import Foundation

/// One of the four numbers of a frame.
public enum FrameAttribute: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A frame's origin along one axis, or its size along one.
    case x, y, width, height

    public var description: String { rawValue }
}

/// A view whose frame the constraints do not fix, and which parts of it are free.
public struct ViewAmbiguity {
    /// The view whose frame the constraints leave free.
    public let view: View
    /// Which parts of its frame are free.
    public let attributes: [FrameAttribute]
}

/// A non-required constraint the solution does not satisfy, and by how much (in points, always > 0).
public struct BrokenConstraint {
    /// The non-required constraint the solution does not meet.
    public let constraint: LayoutConstraint
    /// How far the solution is from meeting it, in points: 120 for `height == width ~ 100` when the height is 120 off.
    public let violation: CGFloat
}

/// Everything that explains why a tree's views are where they are: the conflicts that made the engine
/// leave constraints out, the views the constraints leave free, and the preferences that lost.
public struct LayoutDiagnostics {
    /// The root view of the tree.
    public let root: View
    /// Required constraints that cannot all hold, each with a minimal conflicting set.
    public let conflicts: [LayoutConflict]
    /// The views whose frames the constraints leave free, with the free attributes.
    public let ambiguities: [ViewAmbiguity]
    /// The non-required constraints the layout could not meet, and by how much.
    public let brokenConstraints: [BrokenConstraint]

    /// Whether nothing is wrong: no conflicts and no ambiguity (lost preferences are normal).
    public var isClean: Bool { conflicts.isEmpty && ambiguities.isEmpty }

    /// The ambiguous attributes of a view (empty if none).
    public func ambiguousAttributes(of view: View) -> [FrameAttribute] {
        ambiguities.first { $0.view === view }?.attributes ?? []
    }
}

extension View {
    /// Lays the tree out if needed and diagnoses it.
    public func layoutDiagnostics() -> LayoutDiagnostics {
        let engine = laidOutEngine()
        let root = engine.root
        return LayoutDiagnostics(
            root: root, conflicts: engine.conflicts, ambiguities: engine.ambiguities(),
            brokenConstraints: engine.brokenConstraints())
    }

    /// Lays the tree out if needed and returns the engine of the tree this view is in afterwards. The pass
    /// can move the view out of its tree (a superview's `layoutSubviews` that removes it, as UIKit code
    /// does): its new tree then has no engine yet, and is laid out too (the layout fuzzer found the
    /// diagnostics unwrapping that missing engine).
    func laidOutEngine() -> LayoutEngine {
        layoutIfNeeded()
        let root = rootView
        if let engine = root.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.engine = engine
        engine.layoutIfNeeded()
        return engine
    }

    /// Whether the constraints leave this view's frame free (after laying the tree out), as UIKit's.
    public var hasAmbiguousLayout: Bool { !ambiguousFrameAttributes.isEmpty }

    /// The parts of this view's frame the constraints leave free.
    public var ambiguousFrameAttributes: [FrameAttribute] {
        laidOutEngine().ambiguities(of: [self]).first?.attributes ?? []
    }

    /// The conflicts the tree's last layout pass had to resolve by leaving constraints out.
    public var layoutConflicts: [LayoutConflict] {
        laidOutEngine().conflicts
    }
}

extension LayoutEngine {
    /// Every view of the tree whose frame the constraints leave free. The root's size is the host's;
    /// views that keep their frame (`translatesAutoresizingMaskIntoConstraints`) are never ambiguous.
    func ambiguities() -> [ViewAmbiguity] {
        var views: [View] = []
        var stack = [root]
        while let view = stack.popLast() {
            if view !== root { views.append(view) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return ambiguities(of: views)
    }

    func ambiguities(of views: [View]) -> [ViewAmbiguity] {
        var asked: [Variable] = []
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            if let variables = view.layoutVariables {
                asked += [variables.x, variables.y, variables.width, variables.height]
            }
        }
        let free = Set(solver.ambiguousVariables(asked).map(ObjectIdentifier.init))
        var result: [ViewAmbiguity] = []
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let variables = view.layoutVariables else {
                result.append(ViewAmbiguity(view: view, attributes: FrameAttribute.allCases))
                continue
            }
            let attributes = zip(
                FrameAttribute.allCases, [variables.x, variables.y, variables.width, variables.height]
            )
            .filter { free.contains(ObjectIdentifier($0.1)) }
            .map(\.0)
            if !attributes.isEmpty { result.append(ViewAmbiguity(view: view, attributes: attributes)) }
        }
        return result
    }

    /// The held non-required constraints that the solution does not satisfy, with the amount.
    ///
    /// A view stretched beyond its content by required constraints is what most layouts ask for, so its
    /// hugging is listed only when it gave way in a contest of priorities: a sibling's hugging on the same
    /// axis, at a higher priority, held (the lower one stretched instead, as in UIKit; with equal
    /// priorities the split is ambiguous instead, and the report says so). A broken
    /// compression resistance (content cut) is always listed, unless the view is hidden (nothing is cut: a
    /// hidden arranged view is 0 high by design). A stack view's tie-breakers
    /// (``StackView/tieBreakerIdentifiers``) are left out: they exist to give way.
    func brokenConstraints() -> [BrokenConstraint] {
        var violations: [ObjectIdentifier: Double] = [:]
        let found: [BrokenConstraint] = held.compactMap { entry in
            let constraint = entry.layout
            guard !constraint.priority.isRequired else { return nil }
            if constraint.contentSizeRole != nil, (constraint.firstItem as? View)?.isHidden == true { return nil }
            if let identifier = constraint.identifier, StackView.tieBreakerIdentifiers.contains(identifier) {
                return nil
            }
            let value = entry.solver.expression.value
            let violation: Double =
                switch entry.solver.relation {
                case .equal: abs(value)
                case .greaterThanOrEqual: max(0, -value)
                case .lessThanOrEqual: max(0, value)
                }
            guard violation > 1e-7 * max(1, abs(entry.solver.expression.constant)) else { return nil }
            violations[ObjectIdentifier(constraint)] = violation
            return BrokenConstraint(constraint: constraint, violation: CGFloat(violation))
        }
        return found.filter { broken in
            guard let role = broken.constraint.contentSizeRole, role.kind == .hugging,
                let view = broken.constraint.firstItem as? View
            else { return true }
            return huggingSiblings(of: view, axis: role.axis).contains { sibling in
                guard let hugging = sibling.contentSizeStorage?.hugging[role.axis.rawValue], hugging.isActive else {
                    return false
                }
                return hugging.priority > broken.constraint.priority && violations[ObjectIdentifier(hugging)] == nil
            }
        }
    }

    /// The visible siblings that share a line with a view along an axis (side by side in a row for the
    /// horizontal axis, one above the other in a column for the vertical) and hug their content on it:
    /// the views the space of that line is shared with.
    func huggingSiblings(of view: View, axis: LayoutConstraint.Axis) -> [View] {
        guard let parent = view.superview else { return [] }
        let frame = view.frame
        return parent.subviews.filter { sibling in
            guard sibling !== view, !sibling.isHidden, !sibling.translatesAutoresizingMaskIntoConstraints,
                sibling.contentSizeStorage?.hugging[axis.rawValue]?.isActive == true
            else { return false }
            let other = sibling.frame
            return axis == .horizontal
                ? other.minY < frame.maxY && frame.minY < other.maxY
                    && (other.minX >= frame.maxX || frame.minX >= other.maxX)
                : other.minX < frame.maxX && frame.minX < other.maxX
                    && (other.minY >= frame.maxY || frame.minY >= other.maxY)
        }
    }
}
