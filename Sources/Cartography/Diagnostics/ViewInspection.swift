// What an inspector shows about one view: its frame, content-size settings, constraints and problems.

import Foundation

/// Everything the layout knows about one view, as a view debugger's inspector shows it: where it is, what
/// its content asks for, every constraint that involves it (with the line it was written on), and whether
/// the constraints leave it free or break a preference of its.
///
/// ```swift
/// let inspection = root.layoutDiagnostics().inspection(of: label)
/// print(inspection.text)
/// ```
public struct ViewInspection {
    /// The view inspected.
    public let view: View
    /// Its frame in its superview's coordinates.
    public let frame: CGRect
    /// Its frame in the root view's coordinates.
    public let frameInRoot: CGRect
    /// Its superview; nil for the root.
    public let superview: View?
    /// What its content asks for (``View/noIntrinsicMetric`` per axis where nothing).
    public let intrinsicContentSize: CGSize
    /// Content hugging, horizontal then vertical.
    public let hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Compression resistance, horizontal then vertical.
    public let compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Every active constraint whose first or second item is the view, or one of its layout guides, in the
    /// order of the tree (installed on the closest common ancestor), then its content-size constraints.
    public let constraints: [LayoutConstraint]
    /// The parts of its frame the constraints leave free.
    public var ambiguousAttributes: [FrameAttribute]
    /// Its constraints among the broken preferences, and by how much.
    public let brokenConstraints: [BrokenConstraint]
    /// The conflicts one of its constraints is part of.
    public let conflicts: [LayoutConflict]

    /// The inspection as lines of text, the constraints one a line (`ambiguity` and the rest after them).
    public var text: String {
        lines.joined(separator: "\n")
    }

    /// The lines of ``text``.
    public var lines: [String] {
        var lines = ["\(view.debugName) (\(type(of: view)))"]
        lines.append("Frame: \(Self.describe(frame))")
        if superview != nil, frameInRoot != frame { lines.append("In the root: \(Self.describe(frameInRoot))") }
        lines.append("Superview: \(superview?.debugName ?? "none (the root)")")
        lines.append(
            "Intrinsic size: \(Self.describe(metric: intrinsicContentSize.width)) × "
                + "\(Self.describe(metric: intrinsicContentSize.height))")
        lines.append(
            "Hugging: horizontal \(Self.number(hugging.horizontal)), vertical \(Self.number(hugging.vertical))")
        lines.append(
            "Compression resistance: horizontal \(Self.number(compressionResistance.horizontal)), "
                + "vertical \(Self.number(compressionResistance.vertical))")
        lines.append("Constraints (\(constraints.count)):")
        lines += constraintLines.map { "  \($0)" }
        lines.append(
            ambiguousAttributes.isEmpty
                ? "Ambiguity: none; the constraints fix its frame."
                : "Ambiguous: \(ambiguousAttributes.map(\.rawValue).joined(separator: ", ")) (the solver picked one solution)"
        )
        if brokenConstraints.isEmpty {
            lines.append("Broken priorities: none.")
        } else {
            lines.append("Broken priorities:")
            for broken in brokenConstraints {
                lines.append("  \(broken.constraint): off by \(formatAmount(broken.violation))")
            }
        }
        if !conflicts.isEmpty {
            lines.append("Conflicts:")
            for conflict in conflicts { lines.append("  left out: \(conflict.leftOut)") }
        }
        return lines
    }

    /// One line per constraint of ``constraints``, as the report writes it, marked when left out or broken.
    public var constraintLines: [String] {
        constraints.map { constraint in
            var line = constraint.description
            if conflicts.contains(where: { $0.leftOut === constraint }) { line += "  [LEFT OUT]" }
            if let broken = brokenConstraints.first(where: { $0.constraint === constraint }) {
                line += "  [broken by \(formatAmount(broken.violation))]"
            }
            return line
        }
    }

    /// `x 20, y 100, width 162.5, height 160`.
    static func describe(_ rect: CGRect) -> String {
        "x \(formatConstant(rect.minX)), y \(formatConstant(rect.minY)), "
            + "width \(formatConstant(rect.width)), height \(formatConstant(rect.height))"
    }

    private static func number(_ priority: LayoutPriority) -> String {
        formatConstant(CGFloat(priority.rawValue))
    }

    private static func describe(metric: CGFloat) -> String {
        metric == View.noIntrinsicMetric ? "none" : formatConstant(metric)
    }
}

extension View {
    /// What an inspector shows about this view, after laying the tree out: as
    /// `layoutDiagnostics().inspection(of:)`, but asking the solver about this view's ambiguity only, so it
    /// stays cheap in a large tree.
    public func inspection() -> ViewInspection {
        layoutIfNeeded()
        let root = rootView
        let engine = root.engine!
        let diagnostics = LayoutDiagnostics(
            root: root, conflicts: engine.conflicts, ambiguities: engine.ambiguities(of: [self]),
            brokenConstraints: engine.brokenConstraints())
        return diagnostics.inspection(of: self)
    }
}

extension LayoutDiagnostics {
    /// What an inspector shows about `view`, a view of this tree, from this diagnosis.
    public func inspection(of view: View) -> ViewInspection {
        let owned = Set(([view] as [AnyObject] + view.layoutGuides.map { $0 as AnyObject }).map(ObjectIdentifier.init))
        func involves(_ constraint: LayoutConstraint) -> Bool {
            [constraint.firstItem, constraint.secondItem].contains { item in
                item.map { owned.contains(ObjectIdentifier($0)) } ?? false
            }
        }
        var constraints: [LayoutConstraint] = []
        var stack = [root]
        while let current = stack.popLast() {
            constraints += current.constraints.filter(involves)
            stack.append(contentsOf: current.subviews.reversed())
        }
        constraints += view.contentSizeLayoutConstraints
        let broken = brokenConstraints.filter { entry in constraints.contains { $0 === entry.constraint } }
        let involved = conflicts.filter { conflict in constraints.contains { conflict.involves($0) } }
        return ViewInspection(
            view: view, frame: view.frame, frameInRoot: view.frameInRoot, superview: view.superview,
            intrinsicContentSize: view.intrinsicContentSize,
            hugging: (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)),
            compressionResistance: (
                view.contentCompressionResistancePriority(for: .horizontal),
                view.contentCompressionResistancePriority(for: .vertical)
            ),
            constraints: constraints, ambiguousAttributes: ambiguousAttributes(of: view), brokenConstraints: broken,
            conflicts: involved)
    }
}
