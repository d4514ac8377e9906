// The names of attributes, written once for the three places that use them: `make`, a chain, `view.snp`.

import Cartography

/// What attribute names lead to: on `make`, a new line of constraints; on a line being written
/// (`make.top.left`), the same line with one more attribute; on `view.snp`, a target (``ConstraintItem``).
public protocol ConstraintAttributesNaming {
    /// What a name leads to.
    associatedtype Named
    /// The result of naming `attributes` (the library calls it; the names below are the API).
    func named(_ attributes: ConstraintAttributes) -> Named
}

extension ConstraintAttributesNaming {
    /// The left edge.
    public var left: Named { named(ConstraintAttributes(.left)) }
    /// The top edge.
    public var top: Named { named(ConstraintAttributes(.top)) }
    /// The bottom edge.
    public var bottom: Named { named(ConstraintAttributes(.bottom)) }
    /// The right edge.
    public var right: Named { named(ConstraintAttributes(.right)) }
    /// The leading edge (left in left-to-right layouts).
    public var leading: Named { named(ConstraintAttributes(.leading)) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailing: Named { named(ConstraintAttributes(.trailing)) }
    /// The width.
    public var width: Named { named(ConstraintAttributes(.width)) }
    /// The height.
    public var height: Named { named(ConstraintAttributes(.height)) }
    /// The horizontal centre.
    public var centerX: Named { named(ConstraintAttributes(.centerX)) }
    /// The vertical centre.
    public var centerY: Named { named(ConstraintAttributes(.centerY)) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaseline: Named { named(ConstraintAttributes(.lastBaseline)) }
    /// The baseline of the last line of text: SnapKit's older name for ``lastBaseline``.
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: Named { named(ConstraintAttributes(.lastBaseline)) }
    /// The baseline of the first line of text.
    public var firstBaseline: Named { named(ConstraintAttributes(.firstBaseline)) }
    /// The left edge inset by the layout margins.
    public var leftMargin: Named { named(ConstraintAttributes(.leftMargin)) }
    /// The right edge inset by the layout margins.
    public var rightMargin: Named { named(ConstraintAttributes(.rightMargin)) }
    /// The top edge inset by the layout margins.
    public var topMargin: Named { named(ConstraintAttributes(.topMargin)) }
    /// The bottom edge inset by the layout margins.
    public var bottomMargin: Named { named(ConstraintAttributes(.bottomMargin)) }
    /// The leading edge inset by the layout margins.
    public var leadingMargin: Named { named(ConstraintAttributes(.leadingMargin)) }
    /// The trailing edge inset by the layout margins.
    public var trailingMargin: Named { named(ConstraintAttributes(.trailingMargin)) }
    /// The horizontal centre of the area inside the layout margins.
    public var centerXWithinMargins: Named { named(ConstraintAttributes(.centerXWithinMargins)) }
    /// The vertical centre of the area inside the layout margins.
    public var centerYWithinMargins: Named { named(ConstraintAttributes(.centerYWithinMargins)) }
    /// Left, top, right and bottom (SnapKit's edges are absolute: left and right, not leading and trailing).
    public var edges: Named { named(.edges) }
    /// Left and right.
    public var horizontalEdges: Named { named(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: Named { named(.verticalEdges) }
    /// Leading, top, trailing and bottom.
    public var directionalEdges: Named { named(.directionalEdges) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: Named { named(.directionalHorizontalEdges) }
    /// Top and bottom (the same as ``verticalEdges``).
    public var directionalVerticalEdges: Named { named(.verticalEdges) }
    /// Width and height.
    public var size: Named { named(.size) }
    /// The horizontal and vertical centres.
    public var center: Named { named(.center) }
    /// The four edges inset by the layout margins: left, top, right and bottom margins.
    public var margins: Named { named(.margins) }
    /// The leading, top, trailing and bottom margins.
    public var directionalMargins: Named { named(.directionalMargins) }
    /// The centres of the area inside the layout margins.
    public var centerWithinMargins: Named { named(.centerWithinMargins) }
}
