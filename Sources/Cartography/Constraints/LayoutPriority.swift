// Auto Layout priorities, as UILayoutPriority.

import Cassowary

/// How much a constraint matters, from 1 to 1000 (required), as UILayoutPriority.
///
/// Priorities are strictly ordered: a constraint at a higher priority wins against any number of
/// constraints at lower ones (see Cassowary's `Strength`).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority from its number: `LayoutPriority(999)`; a number outside 1...1000 is reported when used.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750.
    public static let defaultHigh = LayoutPriority(750)
    /// 250.
    public static let defaultLow = LayoutPriority(250)
    /// 50, the priority at which a view hugs its content when fitting.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is ``required`` (1000): such constraints must hold, the others give way.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the priority is in 1...1000, the range Auto Layout accepts.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// The solver strength of this priority.
    var strength: Strength { Strength(autoLayoutPriority: rawValue) }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`, or the number (`500`, `0.5`, `inf`,
    /// `nan`, `1e+20`): any Float, valid or not, since error messages about invalid priorities print it.
    public var description: String {
        switch rawValue {
        case 1000: "required"
        case 750: "defaultHigh"
        case 250: "defaultLow"
        case 50: "fittingSizeLevel"
        // `Int(exactly:)` is nil for fractions, NaN, infinities and whole numbers beyond Int's range.
        default: Int(exactly: rawValue).map(String.init) ?? String(rawValue)
        }
    }
}
