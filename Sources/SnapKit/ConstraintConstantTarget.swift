// What can stand for a constraint's constant, and the constant each gives per attribute.

import Cartography
import Foundation

/// A value that sets the constants of a line's constraints: a number, a size, a point, or insets.
///
/// One value gives each attribute its own constant: `make.size.equalTo(CGSize(width: 50, height: 20))`
/// gives the width 50 and the height 20; insets give `top` +top and `bottom` −bottom.
public protocol ConstraintConstantTarget {
    /// The constant for a constraint whose target attribute is `attribute`.
    func constraintConstant(for attribute: LayoutAttribute) -> CGFloat
}

extension CGSize: ConstraintConstantTarget {
    /// The width for `width`, the height for `height`, 0 for any other attribute.
    public func constraintConstant(for attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .width: width
        case .height: height
        default: 0
        }
    }
}

extension CGPoint: ConstraintConstantTarget {
    /// x for horizontal positions, y for vertical ones, 0 for sizes.
    public func constraintConstant(for attribute: LayoutAttribute) -> CGFloat {
        guard attribute.isLocation else { return 0 }
        return attribute.axis == .horizontal ? x : y
    }
}

extension EdgeInsets: ConstraintConstantTarget {
    /// Inward from each edge: +left, +top, −right, −bottom; leading and trailing take left and right in
    /// ``ConstraintConfig/interfaceLayoutDirection``; a centre moves by half the difference; a size shrinks
    /// by both sides.
    public func constraintConstant(for attribute: LayoutAttribute) -> CGFloat {
        constraintConstant(for: attribute, in: ConstraintConfig.interfaceLayoutDirection)
    }

    func constraintConstant(for attribute: LayoutAttribute, in direction: LayoutDirection) -> CGFloat {
        let leftToRight = direction == .leftToRight
        let sides = InsetSides(
            top: top, bottom: bottom, left: left, right: right, leading: leftToRight ? left : right,
            trailing: leftToRight ? right : left)
        return sides.constant(for: attribute)
    }
}

extension DirectionalEdgeInsets: ConstraintConstantTarget {
    /// Inward from each edge, as ``ConstraintInsets`` are, with left and right taken from leading and
    /// trailing in ``ConstraintConfig/interfaceLayoutDirection``.
    public func constraintConstant(for attribute: LayoutAttribute) -> CGFloat {
        constraintConstant(for: attribute, in: ConstraintConfig.interfaceLayoutDirection)
    }

    func constraintConstant(for attribute: LayoutAttribute, in direction: LayoutDirection) -> CGFloat {
        let leftToRight = direction == .leftToRight
        let sides = InsetSides(
            top: top, bottom: bottom, left: leftToRight ? leading : trailing,
            right: leftToRight ? trailing : leading, leading: leading, trailing: trailing)
        return sides.constant(for: attribute)
    }
}

/// Insets resolved to all six sides, so that both kinds of insets share one rule for the constants.
private struct InsetSides {
    let top, bottom, left, right, leading, trailing: CGFloat

    func constant(for attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .left, .leftMargin: left
        case .right, .rightMargin: -right
        case .leading, .leadingMargin: leading
        case .trailing, .trailingMargin: -trailing
        case .top, .topMargin, .firstBaseline: top
        case .bottom, .bottomMargin, .lastBaseline: -bottom
        case .centerX, .centerXWithinMargins: (leading - trailing) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        case .notAnAttribute: 0
        }
    }
}

/// A number for `offset(_:)`: the constant of every constraint of the line.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {
    /// The number as a constant.
    var constraintOffsetTargetValue: CGFloat { get }
}

/// A number or insets for `inset(_:)`: a number is the same inset on every side.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {
    /// The value as insets.
    var constraintInsetTargetValue: ConstraintInsets { get }
}

extension EdgeInsets: ConstraintInsetTarget {
    /// The insets themselves.
    public var constraintInsetTargetValue: ConstraintInsets { self }
}

/// Directional insets for `inset(_:)`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {
    /// The value as directional insets.
    var constraintDirectionalInsetTargetValue: ConstraintDirectionalInsets { get }
}

extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {
    /// The insets themselves.
    public var constraintDirectionalInsetTargetValue: ConstraintDirectionalInsets { self }
}

/// A number for `multipliedBy(_:)` and `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {
    /// The number as a multiplier.
    var constraintMultiplierTargetValue: CGFloat { get }
}
