// The proxies of views, layout guides and layout supports, and the attributes each offers.

/// Items with a top, a bottom and a height: every item, layout supports included.
public protocol VerticalLayoutProxy: LayoutProxy {}

/// Items with every edge, center and size: views and layout guides.
public protocol PositioningLayoutProxy: VerticalLayoutProxy {}

extension VerticalLayoutProxy {
    /// The top edge.
    public var top: Edge { edge(.top) }
    /// The bottom edge.
    public var bottom: Edge { edge(.bottom) }
    /// The height.
    public var height: Dimension { dimension(.height) }
}

extension PositioningLayoutProxy {
    /// The left edge, whatever the layout direction.
    public var left: Edge { edge(.left) }
    /// The right edge, whatever the layout direction.
    public var right: Edge { edge(.right) }
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leading: Edge { edge(.leading) }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailing: Edge { edge(.trailing) }
    /// The horizontal center.
    public var centerX: Edge { edge(.centerX) }
    /// The vertical center.
    public var centerY: Edge { edge(.centerY) }
    /// The width.
    public var width: Dimension { dimension(.width) }

    /// Top, leading, bottom and trailing.
    public var edges: Edges { Edges([edge(.top), edge(.leading), edge(.bottom), edge(.trailing)]) }
    /// Leading and trailing.
    public var horizontalEdges: Edges { Edges([edge(.leading), edge(.trailing)]) }
    /// Top and bottom.
    public var verticalEdges: Edges { Edges([edge(.top), edge(.bottom)]) }
    /// Width and height.
    public var size: Size { Size([dimension(.width), dimension(.height)]) }
    /// centerX and centerY.
    public var center: Point { Point([edge(.centerX), edge(.centerY)]) }
}

/// A view inside a `constrain` block.
public final class ViewProxy: PositioningLayoutProxy {
    public let context: Context
    /// The view.
    public let view: View

    init(context: Context, view: View) {
        self.context = context
        self.view = view
    }

    public var item: AnyObject { view }

    /// The superview's proxy, in the same block.
    public var superview: ViewProxy? {
        view.superview.map { ViewProxy(context: context, view: $0) }
    }

    /// Passes through to the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { view.translatesAutoresizingMaskIntoConstraints }
        set { view.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// The view's layout margins as a guide: `label.leading == view.layoutMarginsGuide.leading`.
    public var layoutMarginsGuide: LayoutGuideProxy {
        LayoutGuideProxy(context: context, guide: view.layoutMarginsGuide)
    }
    /// The view's safe area as a guide.
    public var safeAreaLayoutGuide: LayoutGuideProxy {
        LayoutGuideProxy(context: context, guide: view.safeAreaLayoutGuide)
    }
    /// The safe area guide (Cartography 4's shortcut).
    public var safeArea: LayoutGuideProxy { safeAreaLayoutGuide }
    /// The view's readable content guide (see ``View/readableContentGuide``).
    public var readableContentGuide: LayoutGuideProxy {
        LayoutGuideProxy(context: context, guide: view.readableContentGuide)
    }
    /// The view's keyboard guide (see ``View/keyboardLayoutGuide``).
    public var keyboardLayoutGuide: LayoutGuideProxy {
        LayoutGuideProxy(context: context, guide: view.keyboardLayoutGuide)
    }

    /// The last baseline (Cartography's name for it).
    public var baseline: Edge { edge(.lastBaseline) }
    /// The baseline of the last line of text; the bottom edge of a view without text.
    public var lastBaseline: Edge { edge(.lastBaseline) }
    /// The baseline of the first line of text; the bottom edge of a view without text.
    public var firstBaseline: Edge { edge(.firstBaseline) }

    /// The top edge inset by the layout margins.
    public var topMargin: Edge { edge(.topMargin) }
    /// The bottom edge inset by the layout margins.
    public var bottomMargin: Edge { edge(.bottomMargin) }
    /// The left edge inset by the layout margins.
    public var leftMargin: Edge { edge(.leftMargin) }
    /// The right edge inset by the layout margins.
    public var rightMargin: Edge { edge(.rightMargin) }
    /// The leading edge inset by the layout margins.
    public var leadingMargin: Edge { edge(.leadingMargin) }
    /// The trailing edge inset by the layout margins.
    public var trailingMargin: Edge { edge(.trailingMargin) }
    /// The horizontal center of the area inside the layout margins.
    public var centerXWithinMargins: Edge { edge(.centerXWithinMargins) }
    /// The vertical center of the area inside the layout margins.
    public var centerYWithinMargins: Edge { edge(.centerYWithinMargins) }

    /// The edges inset by the layout margins: topMargin, leadingMargin, bottomMargin, trailingMargin.
    public var edgesWithinMargins: Edges {
        Edges([edge(.topMargin), edge(.leadingMargin), edge(.bottomMargin), edge(.trailingMargin)])
    }
    /// The center of the margins' rectangle.
    public var centerWithinMargins: Point { Point([edge(.centerXWithinMargins), edge(.centerYWithinMargins)]) }
}

/// A layout guide inside a `constrain` block.
public final class LayoutGuideProxy: PositioningLayoutProxy {
    public let context: Context
    /// The guide.
    public let guide: LayoutGuide

    init(context: Context, guide: LayoutGuide) {
        self.context = context
        self.guide = guide
    }

    public var item: AnyObject { guide }

    /// The owning view's proxy, in the same block.
    public var owningView: ViewProxy? {
        guide.owningView.map { ViewProxy(context: context, view: $0) }
    }

    // Cartography offers the margin attributes on guides too (`view.safeAreaLayoutGuide.topMargin`); a guide
    // has no layout margins, so each is the matching edge, as UIKit resolves a guide's margin attributes.
    /// The top edge (a guide has no margins).
    public var topMargin: Edge { edge(.top) }
    /// The bottom edge (a guide has no margins).
    public var bottomMargin: Edge { edge(.bottom) }
    /// The left edge (a guide has no margins).
    public var leftMargin: Edge { edge(.left) }
    /// The right edge (a guide has no margins).
    public var rightMargin: Edge { edge(.right) }
    /// The leading edge (a guide has no margins).
    public var leadingMargin: Edge { edge(.leading) }
    /// The trailing edge (a guide has no margins).
    public var trailingMargin: Edge { edge(.trailing) }
}

/// A view controller's top or bottom layout guide inside a `constrain` block.
public final class LayoutSupportProxy: VerticalLayoutProxy {
    public let context: Context
    /// The layout support.
    public let support: LayoutSupport

    init(context: Context, support: LayoutSupport) {
        self.context = context
        self.support = support
    }

    public var item: AnyObject { support }
}
