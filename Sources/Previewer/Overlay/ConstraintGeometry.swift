// Where a constraint's mark goes: the edges it relates, found on its items' frames in root coordinates.

import Cartography
import Foundation

/// Places constraints on the picture: a relation between two edges (or centres) becomes a line between them,
/// a size becomes a bracket along the view, and two edges that coincide become a small cross.
///
/// Everything is in the root view's coordinates, from the library's frames (`frameInRoot`), whatever view the
/// constraint is installed on. Layout supports are taken to belong to the root (a view controller's view).
struct ConstraintGeometry {
    let root: View

    /// Gap between a bracket and the edge of the view it measures; the next bracket on the same side goes further in.
    static let bracketInset: CGFloat = 5
    static let bracketSpacing: CGFloat = 6

    /// The mark of `constraint`; nil when an item is gone or the attributes have no place on the screen.
    /// `bracketIndex` counts the size brackets already drawn on the same view and axis, so they stack.
    func shape(of constraint: LayoutConstraint, bracketIndex: Int) -> ConstraintMark.Shape? {
        guard let first = frame(of: constraint.firstItem) else { return nil }
        let axis: ConstraintMark.Axis
        switch constraint.firstAttribute.axis {
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        case .none: return nil
        }
        if constraint.firstAttribute.isDimension {
            return bracket(along: first, axis: axis, index: bracketIndex)
        }
        guard let second = frame(of: constraint.secondItem),
            let firstEdge = position(of: constraint.firstAttribute, in: first, item: constraint.firstItem),
            let secondEdge = position(of: constraint.secondAttribute, in: second, item: constraint.secondItem)
        else { return nil }
        // Across the distance: the middle of where the two items overlap (or of the gap between them).
        let (low, high) =
            axis == .horizontal
            ? (max(first.minY, second.minY), min(first.maxY, second.maxY))
            : (max(first.minX, second.minX), min(first.maxX, second.maxX))
        let isCentre = [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(
            constraint.firstAttribute)
        if abs(firstEdge - secondEdge) < 2 {
            // A cross at the middle would sit on the middle cell's text, or on a spacing line: a quarter in.
            // Centres go near the start of the overlap, in the margin of the larger item.
            let across = isCentre ? min(low, high) + 7 : low + (high - low) / 4
            return .tick(at: point(along: firstEdge, across: across, axis: axis), axis: axis)
        }
        let across = isCentre ? min(low, high) + 7 : (low + high) / 2
        return .span(
            from: point(along: secondEdge, across: across, axis: axis),
            to: point(along: firstEdge, across: across, axis: axis))
    }

    /// The frame of a view, layout guide or layout support, in root coordinates.
    func frame(of item: AnyObject?) -> CGRect? {
        switch item {
        case let view as View:
            return view.frameInRoot
        case let guide as LayoutGuide:
            return guide.layoutFrameInRoot
        case let support as LayoutSupport:
            let bounds = root.bounds
            let y = support.position == .top ? 0 : bounds.height - support.length
            return CGRect(x: 0, y: y, width: bounds.width, height: support.length)
        default:
            return nil
        }
    }

    private func bracket(along frame: CGRect, axis: ConstraintMark.Axis, index: Int) -> ConstraintMark.Shape {
        let inset = Self.bracketInset + CGFloat(index) * Self.bracketSpacing
        // Along the bottom for widths and the right side for heights: the size label is at the top left.
        switch axis {
        case .horizontal:
            let y = frame.maxY - inset
            return .bracket(
                from: CGPoint(x: frame.minX + 3, y: y), to: CGPoint(x: frame.maxX - 3, y: y), axis: .horizontal,
                item: frame)
        case .vertical:
            let x = frame.maxX - inset
            return .bracket(
                from: CGPoint(x: x, y: frame.minY + 3), to: CGPoint(x: x, y: frame.maxY - 3), axis: .vertical,
                item: frame)
        }
    }

    private func point(along: CGFloat, across: CGFloat, axis: ConstraintMark.Axis) -> CGPoint {
        axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    /// Where an edge, centre or margin lies along its axis. Baselines are taken as the top and bottom edges:
    /// the picture is a sketch, the report has the exact equations.
    private func position(of attribute: LayoutAttribute, in frame: CGRect, item: AnyObject?) -> CGFloat? {
        let view = item as? View
        let margins = view?.layoutMargins ?? .zero
        let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leftMargin = frame.minX + margins.left
        let rightMargin = frame.maxX - margins.right
        switch attribute {
        case .left: return frame.minX
        case .right: return frame.maxX
        case .leading: return rightToLeft ? frame.maxX : frame.minX
        case .trailing: return rightToLeft ? frame.minX : frame.maxX
        case .top, .firstBaseline: return frame.minY
        case .bottom, .lastBaseline: return frame.maxY
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        case .leftMargin: return leftMargin
        case .rightMargin: return rightMargin
        case .leadingMargin: return rightToLeft ? rightMargin : leftMargin
        case .trailingMargin: return rightToLeft ? leftMargin : rightMargin
        case .topMargin: return frame.minY + margins.top
        case .bottomMargin: return frame.maxY - margins.bottom
        case .centerXWithinMargins: return (leftMargin + rightMargin) / 2
        case .centerYWithinMargins: return (frame.minY + margins.top + frame.maxY - margins.bottom) / 2
        case .width, .height, .notAnAttribute: return nil
        }
    }
}
