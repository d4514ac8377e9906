// Turning an item's attribute into a linear expression in a chosen ancestor's coordinate space.

import Cassowary
import Foundation

/// A frame as four linear expressions.
struct FrameExpressions {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression
}

extension LayoutEngine {
    /// The variables of a view's frame, created on first use.
    func variables(of view: View) -> ItemVariables {
        if let existing = view.layoutVariables { return existing }
        let created = ItemVariables()
        view.layoutVariables = created
        viewsGivenVariables.append(view)
        return created
    }

    func variables(of guide: LayoutGuide) -> ItemVariables {
        if let existing = guide.layoutVariables { return existing }
        let created = ItemVariables()
        guide.layoutVariables = created
        return created
    }

    /// The position of `view`'s bounds origin in `ancestor`'s coordinate space, or nil if `ancestor` is not
    /// `view` or one of its ancestors.
    func offset(of view: View, in ancestor: View) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression()
        var y = LinearExpression()
        var current = view
        while current !== ancestor {
            guard let parent = current.superview else { return nil }
            let variables = self.variables(of: current)
            x.terms.append(Term(variables.x))
            y.terms.append(Term(variables.y))
            current = parent
        }
        return (x, y)
    }

    /// An item's frame in `ancestor`'s coordinate space, or nil if the item is no longer under `ancestor`
    /// (a guide removed from its view, a layout support whose view controller is gone): the items of an
    /// active constraint can leave the tree in ways no deactivation follows, and a layout must not trap.
    func frame(of item: any ConstraintItem, in ancestor: View) -> FrameExpressions? {
        switch item {
        case let view as View:
            let variables = self.variables(of: view)
            let size = (LinearExpression(variables.width), LinearExpression(variables.height))
            if view === ancestor {
                return FrameExpressions(x: LinearExpression(), y: LinearExpression(), width: size.0, height: size.1)
            }
            guard let parent = view.superview, var origin = offset(of: parent, in: ancestor) else { return nil }
            // Appended in place: `origin.x + variables.x` made two arrays for each of x and y.
            origin.x.terms.append(Term(variables.x))
            origin.y.terms.append(Term(variables.y))
            return FrameExpressions(x: origin.x, y: origin.y, width: size.0, height: size.1)
        case let guide as LayoutGuide:
            guard let owner = guide.owningView, let origin = offset(of: owner, in: ancestor) else { return nil }
            if guide.kind == .user {
                let variables = self.variables(of: guide)
                return FrameExpressions(
                    x: origin.x + variables.x, y: origin.y + variables.y,
                    width: LinearExpression(variables.width), height: LinearExpression(variables.height))
            }
            let insets = guide.systemInsets
            let ownerSize = self.variables(of: owner)
            return FrameExpressions(
                x: origin.x + Double(insets.left), y: origin.y + Double(insets.top),
                width: ownerSize.width - Double(insets.left + insets.right),
                height: ownerSize.height - Double(insets.top + insets.bottom))
        case let support as LayoutSupport:
            guard let owner = support.hierarchyView, let origin = offset(of: owner, in: ancestor) else { return nil }
            let ownerSize = self.variables(of: owner)
            let length = Double(support.length)
            let top = support.position == .top ? origin.y : origin.y + ownerSize.height - length
            return FrameExpressions(
                x: origin.x, y: top, width: LinearExpression(ownerSize.width), height: LinearExpression(length))
        default:
            // Activation admits only the three item types above.
            return nil
        }
    }

    /// One attribute of an item in `ancestor`'s coordinate space, or nil if the item is no longer under it.
    ///
    /// Every attribute is `x·X + y·Y + w·W + h·H + c` over the item's frame expressions: the expression is
    /// built once from those weights, not from intermediate sums (left, right, top and bottom were each
    /// built for every attribute asked for: a third of the DSL's constraint building, callgrind).
    ///
    /// With `contentArea`, a scroll view's edges are those of its content area (its content layout guide),
    /// as its subviews' constraints to them mean in UIKit (see ``scrollViewContentArea(of:in:)``).
    func expression(
        for attribute: LayoutAttribute, of item: any ConstraintItem, in ancestor: View, contentArea: Bool = false
    ) -> LinearExpression? {
        let framed: (any ConstraintItem)? =
            contentArea ? (item as? ScrollView)?.contentLayoutGuide ?? item : item
        guard let framed else { return nil }
        if let view = framed as? View {
            let weights = weights(for: attribute, of: item)
            guard let built = expression(weights ?? (0, 0, 0, 0, 0), of: view, in: ancestor) else { return nil }
            return weights == nil ? LinearExpression() : built
        }
        guard let frame = self.frame(of: framed, in: ancestor) else { return nil }
        guard let weights = weights(for: attribute, of: item) else { return LinearExpression() }
        if weights.constant == 0 {
            // A single frame expression as it is, without a copy.
            switch (weights.x, weights.y, weights.width, weights.height) {
            case (1, 0, 0, 0): return frame.x
            case (0, 1, 0, 0): return frame.y
            case (0, 0, 1, 0): return frame.width
            case (0, 0, 0, 1): return frame.height
            default: break
            }
        }
        var result = LinearExpression(constant: weights.constant)
        result.terms.reserveCapacity(
            (weights.x != 0 ? frame.x.terms.count : 0) + (weights.y != 0 ? frame.y.terms.count : 0)
                + (weights.width != 0 ? frame.width.terms.count : 0)
                + (weights.height != 0 ? frame.height.terms.count : 0))
        if weights.x != 0 { result.add(frame.x, times: weights.x) }
        if weights.y != 0 { result.add(frame.y, times: weights.y) }
        if weights.width != 0 { result.add(frame.width, times: weights.width) }
        if weights.height != 0 { result.add(frame.height, times: weights.height) }
        return result
    }

    /// An attribute as weights of an item's frame: `x·X + y·Y + width·W + height·H + constant`; nil for
    /// `.notAnAttribute`.
    private func weights(for attribute: LayoutAttribute, of item: any ConstraintItem) -> AttributeWeights? {
        var rightToLeft: Bool { item.hierarchyView?.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        var margins: EdgeInsets { (item as? View)?.layoutMargins ?? .zero }
        let weights: AttributeWeights
        switch attribute {
        case .left: weights = (1, 0, 0, 0, 0)
        case .right: weights = (1, 0, 1, 0, 0)
        case .top: weights = (0, 1, 0, 0, 0)
        case .bottom: weights = (0, 1, 0, 1, 0)
        case .leading: weights = rightToLeft ? (1, 0, 1, 0, 0) : (1, 0, 0, 0, 0)
        case .trailing: weights = rightToLeft ? (1, 0, 0, 0, 0) : (1, 0, 1, 0, 0)
        case .width: weights = (0, 0, 1, 0, 0)
        case .height: weights = (0, 0, 0, 1, 0)
        case .centerX: weights = (1, 0, 0.5, 0, 0)
        case .centerY: weights = (0, 1, 0, 0.5, 0)
        case .leftMargin: weights = (1, 0, 0, 0, Double(margins.left))
        case .rightMargin: weights = (1, 0, 1, 0, -Double(margins.right))
        case .topMargin: weights = (0, 1, 0, 0, Double(margins.top))
        case .bottomMargin: weights = (0, 1, 0, 1, -Double(margins.bottom))
        case .leadingMargin:
            weights = rightToLeft ? (1, 0, 1, 0, -Double(margins.right)) : (1, 0, 0, 0, Double(margins.left))
        case .trailingMargin:
            weights = rightToLeft ? (1, 0, 0, 0, Double(margins.left)) : (1, 0, 1, 0, -Double(margins.right))
        case .centerXWithinMargins:
            let insets = margins
            weights = (1, 0, 0.5, 0, Double(insets.left) - Double(insets.left + insets.right) / 2)
        case .centerYWithinMargins:
            let insets = margins
            weights = (0, 1, 0, 0.5, Double(insets.top) - Double(insets.top + insets.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            if let position = (item as? View)?.baselinePosition(attribute) {
                weights = (0, 1, 0, Double(position.heightFraction), Double(position.offset))
            } else {
                weights = attribute == .firstBaseline ? (0, 1, 0, 0, 0) : (0, 1, 0, 1, 0)
            }
        case .notAnAttribute:
            return nil
        }
        return weights
    }

    /// A view's attribute, from its weights, in `ancestor`'s coordinate space; nil if the view is not under it.
    ///
    /// The same terms in the same order as going through ``frame(of:in:)``, without building the four frame
    /// expressions (six arrays) for the one or two that an attribute uses: those were two fifths of turning a
    /// layout constraint into a solver constraint (callgrind, the Words demo: 2,175 instructions each).
    private func expression(_ weights: AttributeWeights, of view: View, in ancestor: View) -> LinearExpression? {
        let variables = self.variables(of: view)
        var result = LinearExpression(constant: weights.constant)
        if view !== ancestor {
            guard let parent = view.superview else { return nil }
            // The origin: the view's position in its superview, plus the superview's in its own, up to `ancestor`.
            var current = parent
            while current !== ancestor {
                guard let next = current.superview else { return nil }
                let offset = self.variables(of: current)
                if weights.x != 0 { result.terms.append(Term(offset.x, coefficient: weights.x)) }
                if weights.y != 0 { result.terms.append(Term(offset.y, coefficient: weights.y)) }
                current = next
            }
            if weights.x != 0 { result.terms.append(Term(variables.x, coefficient: weights.x)) }
            if weights.y != 0 { result.terms.append(Term(variables.y, coefficient: weights.y)) }
        }
        if weights.width != 0 { result.terms.append(Term(variables.width, coefficient: weights.width)) }
        if weights.height != 0 { result.terms.append(Term(variables.height, coefficient: weights.height)) }
        return result
    }
}

/// An attribute as weights of its item's frame (see `LayoutEngine.weights(for:of:)`).
typealias AttributeWeights = (x: Double, y: Double, width: Double, height: Double, constant: Double)

extension LinearExpression {
    /// Adds `factor · other` in place, as `self + other * factor` would, without the intermediate arrays.
    mutating func add(_ other: LinearExpression, times factor: Double) {
        constant += other.constant * factor
        if factor == 1 {
            terms.append(contentsOf: other.terms)
        } else {
            for term in other.terms { terms.append(Term(term.variable, coefficient: term.coefficient * factor)) }
        }
    }
}
