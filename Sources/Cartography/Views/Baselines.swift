// Where a view's baselines are: a linear function of its frame, so that baseline constraints stay linear.

import Foundation

/// A baseline's position in a view: `top + heightFraction × height + offset`. Text is centred (or
/// placed at a fixed inset) in its view, so this form covers labels, buttons and text fields, and
/// keeps a constraint on a baseline linear in the view's frame.
struct BaselinePosition: Equatable {
    /// How much of the view's height lies above the baseline, besides the offset.
    var heightFraction: Double
    /// The rest of the distance from the top, in points.
    var offset: Double
}

extension View {
    /// Marks the constraints on this view's baselines for rebuilding: the text they depend on changed.
    func baselinesChanged() {
        var changed = false
        for constraint in referencingConstraints.live {
            let onFirst = constraint.firstItem === self && constraint.firstAttribute.isBaseline
            let onSecond = constraint.secondItem === self && constraint.secondAttribute.isBaseline
            if onFirst || onSecond {
                constraint.needsSolverUpdate = true
                changed = true
            }
        }
        if changed { invalidateConstraints() }
    }
}

extension LayoutAttribute {
    /// First and last baselines.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
