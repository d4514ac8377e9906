// The attributes a constraint can relate, as NSLayoutConstraint.Attribute.

/// A part of an item's layout a constraint relates: an edge, a center, a baseline or a size.
public enum LayoutAttribute: Sendable, CaseIterable, CustomStringConvertible {
    /// An edge: left and right are absolute, leading and trailing follow the layout direction.
    case left, right, top, bottom, leading, trailing
    /// A size.
    case width, height
    /// The center along one axis.
    case centerX, centerY
    /// The baseline of the last or first line of text (the bottom edge for items without text).
    case lastBaseline, firstBaseline
    /// An edge inset by the view's `layoutMargins`.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The center of the area inside the view's `layoutMargins`.
    case centerXWithinMargins, centerYWithinMargins
    /// The attribute of the missing second item of `width == 100`.
    case notAnAttribute

    /// The axis an attribute lies on; attributes of different axes cannot be related.
    public enum Axis: Sendable {
        /// Left to right (x and width), top to bottom (y and height), or neither (`notAnAttribute`).
        case horizontal, vertical, none
    }

    /// The axis the attribute lies on: `.horizontal` for `leading`, `.vertical` for `firstBaseline`.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            .none
        }
    }

    /// Width and height: a size, not a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// A position along an axis, as opposed to a size.
    public var isLocation: Bool { !isDimension && self != .notAnAttribute }

    /// Leading and trailing (and their margins), which follow the layout direction.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Left and right (and their margins), which do not.
    public var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// The name as written in the DSL: `top`, `centerX`, `leadingMargin`…
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// How the two sides of a layout constraint compare, as NSLayoutConstraint.Relation.
public enum LayoutRelation: Sendable, CustomStringConvertible {
    /// `<=`, `==` or `>=`.
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
