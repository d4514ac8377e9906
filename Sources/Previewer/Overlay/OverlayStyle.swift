// The debug overlay's colours, line widths and font: one place to change them, and the outline colour tests rely on.

import GtkKit

/// How the debug overlay looks.
///
/// The outline of every view is **pure magenta, #FF00FF (255, 0, 255)**, one pixel wide and not antialiased,
/// covering exactly the outermost pixels of the view's frame as the previewer snaps it (the GTK allocation
/// `frames` reports). Nothing else the overlay draws uses that colour, and outlines are drawn above the lines,
/// so a test can look for exact (255, 0, 255) pixels along each frame's border.
enum OverlayStyle {
    static let outlineColor = RGBA(red: 1, green: 0, blue: 1)
    /// The outline colour as the control channel reports it.
    static let outlineHex = "#FF00FF"
    static let outline = Stroke(color: outlineColor, width: 1, antialiased: false)

    /// Constraints that hold: blue.
    static let satisfiedColor = RGBA(red: 0, green: 0.35, blue: 0.85)
    /// Non-required constraints the layout misses, and ambiguous views: orange.
    static let brokenColor = RGBA(red: 0.95, green: 0.5, blue: 0)
    /// Constraints of a conflict: red.
    static let conflictColor = RGBA(red: 0.85, green: 0, blue: 0)
    /// Layout supports (the top guide's bottom edge): teal.
    static let guideColor = RGBA(red: 0, green: 0.55, blue: 0.55)
    /// The size labels: a dark magenta, readable on any cell colour over the label background.
    static let sizeTextColor = RGBA(red: 0.45, green: 0, blue: 0.45)
    static let labelBackground = RGBA(red: 1, green: 1, blue: 1, alpha: 0.85)

    /// Small enough that a label fits in the nine-grid's 15-point gaps.
    static let labelFont = Font(family: "Sans", pixelSize: 9)

    /// A dashed orange rectangle inside the outline of a view the constraints leave free.
    static let ambiguous = Stroke(color: brokenColor, width: 2, dash: [4, 3], antialiased: false)
    static let guide = Stroke(color: guideColor, width: 1, dash: [6, 3], antialiased: false)

    /// The line of a constraint mark: left-out constraints thicker, other members of the conflict dashed.
    static func stroke(for status: ConstraintMark.Status) -> Stroke {
        switch status {
        case .satisfied: Stroke(color: satisfiedColor, width: 1, antialiased: false)
        case .broken: Stroke(color: brokenColor, width: 2, antialiased: false)
        case .leftOut: Stroke(color: conflictColor, width: 2, antialiased: false)
        case .conflicting: Stroke(color: conflictColor, width: 1, dash: [4, 2], antialiased: false)
        }
    }
}
