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
    private var object: Unmanaged<AnyObject>?
    /// For objects that are not views, guides or supports, which cannot report their death: the
    /// handle keeps them alive instead (only reachable through `LayoutConstraint`'s raw initializer).
    private let retained: AnyObject?

    init(_ object: AnyObject) {
        self.object = .passUnretained(object)
        retained = nil
    }

    init(retaining object: AnyObject) {
        self.object = .passUnretained(object)
        retained = object
    }

    /// The item, or nil once it has been deinitialized.
    var item: AnyObject? { object?.takeUnretainedValue() }

    /// Called by the item's deinit.
    func itemDied() { object = nil }
}

/// Gives items a handle on first use, and marks it dead when they go.
struct HandleSlot {
    private var handle: ItemHandle?

    mutating func handle(for item: AnyObject) -> ItemHandle {
        if let handle { return handle }
        let created = ItemHandle(item)
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
