// Cartography 4's protocol names, so code written against upstream's proxy protocols compiles here.

// Upstream has one protocol per attribute; here two protocols decide which attributes exist (an item
// with a top has a bottom and a height; one with a left has every edge, center and size), so each
// upstream name stands for the protocol that offers its attribute.

/// Upstream's name for proxies with a top: every proxy here.
public typealias SupportsTopLayoutProxy = VerticalLayoutProxy
/// Upstream's name for proxies with a bottom: every proxy here.
public typealias SupportsBottomLayoutProxy = VerticalLayoutProxy
/// Upstream's name for proxies with a height: every proxy here.
public typealias SupportsHeightLayoutProxy = VerticalLayoutProxy
/// Upstream's name for proxies with a width: views and layout guides.
public typealias SupportsWidthLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with a left edge: views and layout guides.
public typealias SupportsLeftLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with a right edge: views and layout guides.
public typealias SupportsRightLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with a leading edge: views and layout guides.
public typealias SupportsLeadingLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with a trailing edge: views and layout guides.
public typealias SupportsTrailingLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with a horizontal center: views and layout guides.
public typealias SupportsCenterXLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with a vertical center: views and layout guides.
public typealias SupportsCenterYLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with a center: views and layout guides.
public typealias SupportsCenteringLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with a size: views and layout guides.
public typealias SupportsSizeLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with all edges: views and layout guides.
public typealias SupportsEdgesLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with every edge, center and size: views and layout guides.
public typealias SupportsPositioningLayoutProxy = PositioningLayoutProxy
/// Upstream's name for proxies with baselines: only views have them.
public typealias SupportsBaselineLayoutProxy = ViewProxy

/// A proxy whose item can stop translating its frame into constraints: a view's (upstream's protocol).
public protocol AutoresizingMaskLayoutProxy: LayoutProxy {
    /// The item's ``View/translatesAutoresizingMaskIntoConstraints``.
    var translatesAutoresizingMaskIntoConstraints: Bool { get set }
}

extension ViewProxy: AutoresizingMaskLayoutProxy {}

extension LayoutItem {
    /// A proxy outside any `constrain` block, as upstream's: relations made through it are activated
    /// at once (there is no block to activate them when it ends).
    ///
    /// ```swift
    /// let width = view.asProxy().width == 100   // active
    /// ```
    public func asProxy() -> ProxyType {
        asProxy(context: Context(location: nil, activatesAtOnce: true))
    }
}
