// SnapKit's priorities: named levels and any number.

import Cartography

/// A priority for `priority(_:)`: `.required` (1000), `.high` (750), `.medium` (500), `.low` (250), or a
/// number; `ConstraintPriority.high.advanced(by: 1)` is 751.
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    /// The priority's number, from 1 to 1000.
    public let value: Float

    /// A priority from a literal: `let priority: ConstraintPriority = 600.0`.
    public init(floatLiteral value: Float) {
        self.value = value
    }

    /// A priority from a number.
    public init(_ value: Float) {
        self.value = value
    }

    /// 1000: the constraint must hold.
    public static var required: ConstraintPriority { ConstraintPriority(1000) }
    /// 750 (UIKit's `defaultHigh`).
    public static var high: ConstraintPriority { ConstraintPriority(750) }
    /// 500.
    public static var medium: ConstraintPriority { ConstraintPriority(500) }
    /// 250 (UIKit's `defaultLow`).
    public static var low: ConstraintPriority { ConstraintPriority(250) }

    /// The priority `n` above this one.
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }

    /// How far `other` is above this priority.
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}

/// A number or a UIKit priority for `priority(_:)` and `update(priority:)`.
public protocol ConstraintPriorityTarget {
    /// The value as a priority's number.
    var constraintPriorityTargetValue: Float { get }
}

extension LayoutPriority: ConstraintPriorityTarget {
    /// The priority's number.
    public var constraintPriorityTargetValue: Float { rawValue }
}
