// What a content-size constraint stands for: a view hugging its content, or resisting its compression.

import Foundation

/// Marks the constraints the layout engine makes from a view's ``View/intrinsicContentSize`` (UIKit's
/// `NSContentSizeLayoutConstraint`): `width <= intrinsic width` at the hugging priority and
/// `width >= intrinsic width` at the compression-resistance priority, per axis. Nobody wrote them, so
/// they have no source line; reports name them by this role instead (`content size, hugging 250`).
public struct ContentSizeRole: Sendable, Hashable, CustomStringConvertible {
    /// Which of the two a constraint is.
    public enum Kind: Sendable, Hashable {
        /// `size <= intrinsic`: the view does not grow beyond its content.
        case hugging
        /// `size >= intrinsic`: the view does not shrink below its content.
        case compressionResistance
    }

    /// Hugging or compression resistance.
    public let kind: Kind
    /// The axis whose size it bounds.
    public let axis: LayoutConstraint.Axis

    /// A role.
    public init(kind: Kind, axis: LayoutConstraint.Axis) {
        self.kind = kind
        self.axis = axis
    }

    /// `hugging` or `compression resistance`.
    public var description: String {
        kind == .hugging ? "hugging" : "compression resistance"
    }
}

extension LayoutConstraint {
    /// `label.width <= 42 (content size, hugging 250)`: what the constraint is instead of where it was
    /// written.
    func contentSizeDescription(_ role: ContentSizeRole) -> String {
        let equation =
            "\(LayoutConstraint.itemName(firstItem)).\(firstAttribute) \(relation) \(formatConstant(constant))"
        return "\(equation) (content size, \(role) \(formatConstant(CGFloat(priority.rawValue))))"
    }
}
