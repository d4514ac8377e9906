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
            guard let parent = view.superview, let origin = offset(of: parent, in: ancestor) else { return nil }
            return FrameExpressions(
                x: origin.x + variables.x, y: origin.y + variables.y, width: size.0, height: size.1)
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
    func expression(for attribute: LayoutAttribute, of item: any ConstraintItem, in ancestor: View) -> LinearExpression?
    {
        guard let frame = self.frame(of: item, in: ancestor) else { return nil }
        let view = item as? View
        let margins = view?.layoutMargins ?? .zero
        let rightToLeft = item.hierarchyView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = frame.x
        let right = frame.x + frame.width
        let top = frame.y
        let bottom = frame.y + frame.height
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .leading: return rightToLeft ? right : left
        case .trailing: return rightToLeft ? left : right
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.x + frame.width / 2
        case .centerY: return frame.y + frame.height / 2
        case .leftMargin: return left + Double(margins.left)
        case .rightMargin: return right - Double(margins.right)
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return bottom - Double(margins.bottom)
        case .leadingMargin: return rightToLeft ? right - Double(margins.right) : left + Double(margins.left)
        case .trailingMargin: return rightToLeft ? left + Double(margins.left) : right - Double(margins.right)
        case .centerXWithinMargins:
            return left + Double(margins.left) + (frame.width - Double(margins.left + margins.right)) / 2
        case .centerYWithinMargins:
            return top + Double(margins.top) + (frame.height - Double(margins.top + margins.bottom)) / 2
        case .firstBaseline, .lastBaseline:
            guard let position = view?.baselinePosition(attribute) else {
                return attribute == .firstBaseline ? top : bottom
            }
            return frame.y + frame.height * position.heightFraction + position.offset
        case .notAnAttribute:
            return LinearExpression()
        }
    }
}
