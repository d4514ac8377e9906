// What the debug overlay draws, as plain values in the root view's coordinates.

import Foundation

/// One picture of the layout for the debug overlay: computed from the library's views, constraints and
/// diagnostics right after a layout pass, and drawn later. It holds no views, so it cannot go stale or keep
/// a discarded tree alive, and the painter never touches the layout library.
struct OverlayScene {
    /// Every view of the tree, the root first, in the order the tree lists them.
    var outlines: [ViewOutline]
    /// One mark per active constraint that could be placed.
    var marks: [ConstraintMark]
    /// The inner edges of the layout supports the constraints use (the top guide's bottom at y = length).
    var guideLines: [GuideLine]
    /// The root view's size.
    var rootSize: CGSize
    /// Counts for the control channel: conflicts, ambiguous views and broken constraints.
    var conflictCount: Int
    var ambiguousViewCount: Int
    var brokenCount: Int
}

/// A view's frame and what the overlay says about it.
struct ViewOutline {
    var name: String
    /// The frame from the layout, in root coordinates (not snapped to pixels).
    var frame: CGRect
    /// The frame attributes the constraints leave free: `x`, `y`, `width`, `height`.
    var ambiguousAttributes: [String]
    /// The superview's index in the scene's outlines; nil for the root.
    var parent: Int?
    var isHidden = false

    /// The size as the label shows it: `105 × 105`, `86.7 × 86.7`.
    var sizeText: String {
        "\(Self.format(frame.width)) × \(Self.format(frame.height))"
    }

    private static func format(_ value: CGFloat) -> String {
        let tenths = (Double(value) * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}

/// A horizontal line across the root: a layout support's inner edge.
struct GuideLine {
    var name: String
    var y: CGFloat
}

/// How one constraint is drawn: where, with what label, and whether it holds.
struct ConstraintMark {
    /// The direction of the distance a constraint relates.
    enum Axis {
        case horizontal, vertical
    }

    enum Shape {
        /// Two edges (or centres) apart: a line from the second item's edge to the first item's.
        case span(from: CGPoint, to: CGPoint)
        /// Two edges that coincide: a short tick across them, at `point`; `axis` is the distance's direction.
        case tick(at: CGPoint, axis: Axis)
        /// A size: a bracket along the first item (whose frame is `item`), from `from` to `to`.
        case bracket(from: CGPoint, to: CGPoint, axis: Axis, item: CGRect)
    }

    enum Status: Equatable {
        /// Holds (or is a preference that is met).
        case satisfied
        /// A non-required constraint the solution misses by `violation` points.
        case broken(violation: CGFloat)
        /// A required constraint the engine left out to resolve a conflict.
        case leftOut
        /// A member of a conflict's minimal set that stayed in.
        case conflicting
    }

    var shape: Shape
    /// The constant and the priority, as short as possible (`15`, `≥`, `×0.333 −20`, `= w ~100`); may be empty.
    var label: String
    var status: Status
    /// The constraint as written, for the report and debugging.
    var equation: String
    /// The indices (in the scene's outlines) of the views the constraint relates: its label may lie on them
    /// and their superviews, never on another view, where it would read as that view's.
    var owners: [Int]

    /// The label with the status appended: `15 left out`, `= w ~100 off 240`.
    var fullLabel: String {
        let suffix: String
        switch status {
        case .satisfied: suffix = ""
        case .broken(let violation): suffix = "off \(ConstraintLabel.format(violation))"
        case .leftOut: suffix = "left out"
        case .conflicting: suffix = "conflict"
        }
        return [label, suffix].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
