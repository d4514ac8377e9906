// The short text next to a constraint's mark: relation, multiplier, constant and priority, only when they say something.

import Cartography
import Foundation

/// Labels as short as a 15-point gap allows: `15` for `cell3.top == cell0.bottom + 15`, `≥` for
/// `showView.top >= topLayoutGuide.bottom` (a zero constant goes without saying), `×0.333 −20` for a third of the superview's width minus 20,
/// `= w ~100` for `height == width ~ 100`. The report has the full equations.
enum ConstraintLabel {
    static func text(for constraint: LayoutConstraint) -> String {
        var parts: [String] = []
        let relation = symbol(constraint.relation)
        let hasSecondItem = constraint.secondAttribute != .notAnAttribute
        if !hasSecondItem {
            // `width == 100`: the constant is the whole right-hand side.
            parts.append("\(relation) \(format(constant: constraint.constant))")
        } else {
            if constraint.firstItem === constraint.secondItem && constraint.secondAttribute != constraint.firstAttribute
            {
                parts.append("\(relation) \(shortName(constraint.secondAttribute))")
            } else if constraint.relation != .equal {
                parts.append(relation)
            }
            if constraint.multiplier != 1 { parts.append("×\(format(constraint.multiplier))") }
            if constraint.constant != 0 {
                // Alone (or after the relation) a constant reads as a distance, `15`; after a term it needs a sign.
                let standsAlone = parts.isEmpty || parts == [relation]
                parts.append(standsAlone ? format(constant: constraint.constant) : signedText(constraint.constant))
            }
        }
        if !constraint.priority.isRequired { parts.append("~\(constraint.priority)") }
        return parts.joined(separator: " ")
    }

    /// A distance with at most three significant decimals: `15`, `86.7`, `0.333`.
    static func format(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded() && abs(double) < 1e9 { return String(Int(double)) }
        return String(format: "%.3g", double)
    }

    private static func format(constant: CGFloat) -> String {
        constant < 0 ? "−\(format(-constant))" : format(constant)
    }

    private static func signedText(_ value: CGFloat) -> String {
        value < 0 ? "−\(format(-value))" : "+\(format(value))"
    }

    private static func symbol(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: "="
        case .greaterThanOrEqual: "≥"
        case .lessThanOrEqual: "≤"
        }
    }

    private static func shortName(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .width: "w"
        case .height: "h"
        default: attribute.description
        }
    }
}
