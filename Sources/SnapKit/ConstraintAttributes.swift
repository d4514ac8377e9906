// The set of attributes one line of a `makeConstraints` block names, and how they pair with a target's.

import Cartography

/// The attributes a chain names (`make.top.left`, `make.edges`, `view.snp.size`), in SnapKit's order.
/// Made only by the names of the chain; a value for ``ConstraintAttributesNaming``.
public struct ConstraintAttributes: Hashable, Sendable {
    let bits: UInt32

    /// The attributes in the order SnapKit makes their constraints: a set's constraints come in this order.
    static let order: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
        .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]

    init(bits: UInt32) {
        self.bits = bits
    }

    init(_ attributes: LayoutAttribute...) {
        var bits: UInt32 = 0
        for attribute in attributes {
            if let index = Self.order.firstIndex(of: attribute) { bits |= 1 << UInt32(index) }
        }
        self.bits = bits
    }

    static let none = ConstraintAttributes(bits: 0)
    static let edges = ConstraintAttributes(.left, .top, .right, .bottom)
    static let horizontalEdges = ConstraintAttributes(.left, .right)
    static let verticalEdges = ConstraintAttributes(.top, .bottom)
    static let directionalEdges = ConstraintAttributes(.leading, .top, .trailing, .bottom)
    static let directionalHorizontalEdges = ConstraintAttributes(.leading, .trailing)
    static let size = ConstraintAttributes(.width, .height)
    static let center = ConstraintAttributes(.centerX, .centerY)
    static let margins = ConstraintAttributes(.leftMargin, .topMargin, .rightMargin, .bottomMargin)
    static let directionalMargins = ConstraintAttributes(.leadingMargin, .topMargin, .trailingMargin, .bottomMargin)
    static let centerWithinMargins = ConstraintAttributes(.centerXWithinMargins, .centerYWithinMargins)

    /// Both sets' attributes.
    func union(_ other: ConstraintAttributes) -> ConstraintAttributes { ConstraintAttributes(bits: bits | other.bits) }

    var isEmpty: Bool { bits == 0 }

    /// The attributes, in SnapKit's order.
    var layoutAttributes: [LayoutAttribute] {
        Self.order.indices.filter { bits & (1 << UInt32($0)) != 0 }.map { Self.order[$0] }
    }

    /// Whether `self` may be related to `target` in one line: a target of one attribute (or none: a view,
    /// a guide, a constant) pairs with any set; a set only with the same set, or edges with margins.
    func canRelate(to target: ConstraintAttributes) -> Bool {
        target.layoutAttributes.count <= 1 || target == self || edgesAndMargins(self, target) != nil
    }

    /// The attribute of the target that `attribute` (one of `self`'s) is related to, as SnapKit pairs them:
    /// the same one when the sets match or the target names none; its margin or plain counterpart between
    /// edges and margins; else the target's single attribute. A centre related to a constant alone is the
    /// superview's left or top plus the constant, as in SnapKit.
    func targetAttribute(
        for attribute: LayoutAttribute, to target: ConstraintAttributes, hasItem: Bool
    )
        -> LayoutAttribute
    {
        if target.isEmpty {
            if !hasItem && attribute == .centerX { return .left }
            if !hasItem && attribute == .centerY { return .top }
            return attribute
        }
        if let counterpart = edgesAndMargins(self, target) { return counterpart(attribute) }
        if target == self { return attribute }
        return target.layoutAttributes[0]
    }

    /// Between edges and margins (plain or directional, either way round), the function from one side's
    /// attribute to the other's.
    private func edgesAndMargins(
        _ from: ConstraintAttributes, _ to: ConstraintAttributes
    ) -> (
        (LayoutAttribute) -> LayoutAttribute
    )? {
        switch (from, to) {
        case (.edges, .margins), (.directionalEdges, .directionalMargins):
            return { attribute in Self.marginPairs.first { $0.plain == attribute }?.margin ?? attribute }
        case (.margins, .edges), (.directionalMargins, .directionalEdges):
            return { attribute in Self.marginPairs.first { $0.margin == attribute }?.plain ?? attribute }
        default:
            return nil
        }
    }

    private static let marginPairs: [(plain: LayoutAttribute, margin: LayoutAttribute)] = [
        (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
        (.leading, .leadingMargin), (.trailing, .trailingMargin),
    ]
}
