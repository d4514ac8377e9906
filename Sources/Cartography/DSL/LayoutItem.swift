// Objects `constrain` accepts, and the proxies it hands to its block.

/// Something `constrain` can take: a view, a layout guide or a layout support.
public protocol LayoutItem: AnyObject {
    /// The proxy type the `constrain` block receives for this item.
    associatedtype ProxyType: LayoutProxy
    /// A proxy recording constraints into `context`.
    func asProxy(context: Context) -> ProxyType
}

extension View: LayoutItem {
    public func asProxy(context: Context) -> ViewProxy {
        ViewProxy(context: context, view: self)
    }
}

extension LayoutGuide: LayoutItem {
    public func asProxy(context: Context) -> LayoutGuideProxy {
        LayoutGuideProxy(context: context, guide: self)
    }
}

extension LayoutSupport: LayoutItem {
    public func asProxy(context: Context) -> LayoutSupportProxy {
        LayoutSupportProxy(context: context, support: self)
    }
}

/// A stand-in for an item inside a `constrain` block, whose attributes build constraints.
public protocol LayoutProxy: AnyObject {
    /// The block's context.
    var context: Context { get }
    /// The item it stands for.
    var item: AnyObject { get }
}

extension LayoutProxy {
    func edge(_ attribute: LayoutAttribute) -> Edge {
        Edge(item: item, attribute: attribute, context: context)
    }

    func dimension(_ attribute: LayoutAttribute) -> Dimension {
        Dimension(item: item, attribute: attribute, context: context)
    }
}
