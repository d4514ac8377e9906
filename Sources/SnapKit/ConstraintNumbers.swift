// Swift's numbers as constants, offsets, insets, multipliers and priorities: each says its value once, as
// an offset, and every other role starts from that.

import Cartography
import Foundation

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget,
    ConstraintRelatableTarget
{
    /// The number.
    public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}

extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget,
    ConstraintRelatableTarget
{
    /// The number.
    public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}

extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget,
    ConstraintRelatableTarget
{
    /// The number.
    public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}

extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget, ConstraintRelatableTarget
{
    /// The number.
    public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}

extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget, ConstraintRelatableTarget
{
    /// The number.
    public var constraintOffsetTargetValue: CGFloat { self }
}

extension ConstraintOffsetTarget {
    /// The number itself, whatever the attribute.
    public func constraintConstant(for attribute: LayoutAttribute) -> CGFloat { constraintOffsetTargetValue }
}

extension ConstraintInsetTarget where Self: ConstraintOffsetTarget {
    /// The number on every side.
    public var constraintInsetTargetValue: ConstraintInsets { ConstraintInsets(all: constraintOffsetTargetValue) }
}

extension ConstraintMultiplierTarget where Self: ConstraintOffsetTarget {
    /// The number.
    public var constraintMultiplierTargetValue: CGFloat { constraintOffsetTargetValue }
}

extension ConstraintPriorityTarget where Self: ConstraintOffsetTarget {
    /// The number, as a priority.
    public var constraintPriorityTargetValue: Float { Float(constraintOffsetTargetValue) }
}
