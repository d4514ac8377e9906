// Single attributes of an item: edges (positions) and dimensions (sizes).

import Foundation

/// One attribute of one item inside a `constrain` block.
public protocol Property {
    /// The item (view, layout guide or layout support).
    var item: AnyObject { get }
    /// Which attribute of the item: `.top`, `.width` and so on.
    var attribute: LayoutAttribute { get }
    /// The block collecting the constraints, nil for edges made outside one (`topLayoutGuideCartography`).
    var context: Context? { get }
}

/// A position: an edge, a center or a baseline. Relates only to other edges, never to a constant:
/// `view.top == 10` does not compile; write `view.top == view.superview!.top + 10`.
public struct Edge: Property {
    public let item: AnyObject
    /// An edge, center or baseline attribute.
    public let attribute: LayoutAttribute
    public let context: Context?
}

/// A size: width or height. Relates to other dimensions and to constants: `view.width == 100`.
public struct Dimension: Property {
    public let item: AnyObject
    /// `.width` or `.height`.
    public let attribute: LayoutAttribute
    public let context: Context?
}

/// A multiplier and a constant: the affine map `x ↦ multiplier·x + constant`.
public struct Coefficients: Sendable {
    /// The factor: 0.5 in `view.width == container.width * 0.5`.
    public var multiplier: CGFloat
    /// The offset: 20 in `view.top == container.top + 20`.
    public var constant: CGFloat

    /// The map `x ↦ multiplier·x + constant`; the identity by default.
    public init(_ multiplier: CGFloat = 1, _ constant: CGFloat = 0) {
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Adds to the constant.
    static func + (lhs: Coefficients, rhs: CGFloat) -> Coefficients {
        Coefficients(lhs.multiplier, lhs.constant + rhs)
    }

    /// Scales the whole map, constant included: `(width - 50) * 0.5` has constant -25.
    static func * (lhs: Coefficients, rhs: CGFloat) -> Coefficients {
        Coefficients(lhs.multiplier * rhs, lhs.constant * rhs)
    }
}

/// Properties (or compounds of them) with coefficients: `superview.width * 0.5 + 10`.
public struct Expression<T> {
    /// The property or compound.
    public let value: T
    /// One multiplier and constant per property.
    public let coefficients: [Coefficients]

    init(_ value: T, _ coefficients: [Coefficients]) {
        self.value = value
        self.coefficients = coefficients
    }

    func map(_ transform: (Coefficients) -> Coefficients) -> Expression<T> {
        Expression(value, coefficients.map(transform))
    }
}
