// Weak references to views without Swift's `weak`, which made every retain of a view slow.

/// Stands for a view, layout guide or layout support in the objects that must not keep it alive
/// (layout constraints): they hold the handle, the handle points at the item without retaining it, and
/// the item marks its handle dead when it is deinitialized.
///
/// Why not `weak`: Swift moves the reference counts of any object that has ever been weakly referenced
/// into a side table, and every later retain or release of it takes a slow path. Views are retained all
/// the time (arrays of subviews, proxies, hosts reading frames); with weak references to them, reading
/// the frames of 10,000 views after a layout cost 44 ns per view, half of it in those slow paths.
final class ItemHandle {
    /// What the item is, so that it is found as a ``ConstraintItem`` or a ``View`` without a dynamic
    /// cast: an `as? any ConstraintItem` searches the runtime's conformance cache, and the DSL's build of
    /// 1,000 cells made 400,000 of them (4 % of the build, callgrind).
    enum Kind: UInt8 {
        case view, guide, support, foreign
    }

    private var object: Unmanaged<AnyObject>?
    private let kind: Kind
    /// For objects that are not views, guides or supports, which cannot report their death: the
    /// handle keeps them alive instead (only reachable through `LayoutConstraint`'s raw initializer).
    private let retained: AnyObject?

    init(_ object: AnyObject, kind: Kind) {
        self.object = .passUnretained(object)
        self.kind = kind
        retained = nil
    }

    init(retaining object: AnyObject) {
        self.object = .passUnretained(object)
        kind = .foreign
        retained = object
    }

    /// The item, or nil once it has been deinitialized.
    var item: AnyObject? { object?.takeUnretainedValue() }

    /// The item as a constraint item, or nil once it has been deinitialized or if it is none.
    var constraintItem: (any ConstraintItem)? {
        guard let object else { return nil }
        switch kind {
        case .view: return unsafeDowncast(object.takeUnretainedValue(), to: View.self)
        case .guide: return unsafeDowncast(object.takeUnretainedValue(), to: LayoutGuide.self)
        case .support: return unsafeDowncast(object.takeUnretainedValue(), to: LayoutSupport.self)
        case .foreign: return nil
        }
    }

    /// The item if it is a view.
    var view: View? {
        guard kind == .view, let object else { return nil }
        return unsafeDowncast(object.takeUnretainedValue(), to: View.self)
    }

    /// Called by the item's deinit.
    func itemDied() { object = nil }
}

/// Gives items a handle on first use, and marks it dead when they go.
struct HandleSlot {
    private var handle: ItemHandle?

    mutating func handle(for item: AnyObject, kind: ItemHandle.Kind) -> ItemHandle {
        if let handle { return handle }
        let created = ItemHandle(item, kind: kind)
        handle = created
        return created
    }

    func itemDied() { handle?.itemDied() }
}

/// A reference to a view that does not retain it, cleared by the view's owner when the view goes away
/// (a superview clears its subviews' references to it in its deinit). For links the owner manages
/// itself, where `weak` would only add a side table to every view.
struct UnretainedView {
    private var reference: Unmanaged<View>?

    init(_ view: View?) {
        reference = view.map { .passUnretained($0) }
    }

    var view: View? { reference?.takeUnretainedValue() }
}
