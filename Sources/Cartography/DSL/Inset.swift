// Insetting edges: `view.edges == inset(superview.edges, 20)`.

import Foundation

extension Edges {
    /// The edges moved inward: top and leading by their insets, bottom and trailing by minus theirs
    /// (left and right likewise).
    public func inseted(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) -> Expression<Edges> {
        let coefficients = properties.map { edge -> Coefficients in
            switch edge.attribute {
            case .top, .topMargin: Coefficients(1, top)
            case .leading, .leadingMargin, .left, .leftMargin: Coefficients(1, leading)
            case .bottom, .bottomMargin: Coefficients(1, -bottom)
            case .trailing, .trailingMargin, .right, .rightMargin: Coefficients(1, -trailing)
            default: Coefficients()
            }
        }
        return Expression(self, coefficients)
    }

    /// The same inset on every edge.
    public func inseted(by all: CGFloat) -> Expression<Edges> {
        inseted(top: all, leading: all, bottom: all, trailing: all)
    }

    /// Horizontal insets on leading and trailing, vertical ones on top and bottom.
    public func inseted(horizontally: CGFloat, vertically: CGFloat) -> Expression<Edges> {
        inseted(top: vertically, leading: horizontally, bottom: vertically, trailing: horizontally)
    }

    /// Insets on leading and trailing only.
    public func inseted(horizontally: CGFloat) -> Expression<Edges> {
        inseted(horizontally: horizontally, vertically: 0)
    }

    /// Insets on top and bottom only.
    public func inseted(vertically: CGFloat) -> Expression<Edges> {
        inseted(horizontally: 0, vertically: vertically)
    }

    /// Insets from an `EdgeInsets` (left is leading, right is trailing, as in Cartography).
    public func inseted(by insets: EdgeInsets) -> Expression<Edges> {
        inseted(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

/// The edges inset by the same amount on every side.
public func inset(_ edges: Edges, _ all: CGFloat) -> Expression<Edges> { edges.inseted(by: all) }

/// The edges inset horizontally (leading and trailing) and vertically (top and bottom). Horizontal first.
public func inset(_ edges: Edges, _ horizontal: CGFloat, _ vertical: CGFloat) -> Expression<Edges> {
    edges.inseted(horizontally: horizontal, vertically: vertical)
}

/// The edges inset on leading and trailing.
public func inset(_ edges: Edges, horizontally: CGFloat) -> Expression<Edges> {
    edges.inseted(horizontally: horizontally)
}

/// The edges inset on top and bottom.
public func inset(_ edges: Edges, vertically: CGFloat) -> Expression<Edges> {
    edges.inseted(vertically: vertically)
}

/// The edges inset by top, leading, bottom and trailing amounts.
public func inset(
    _ edges: Edges, _ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat
)
    -> Expression<Edges>
{
    edges.inseted(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// The edges inset by `EdgeInsets`.
public func inset(_ edges: Edges, _ insets: EdgeInsets) -> Expression<Edges> { edges.inseted(by: insets) }
