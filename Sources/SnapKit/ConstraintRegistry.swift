// The SnapKit constraints each item has, kept beside the item (SnapKit keeps them as an associated object).

import Foundation

/// Which active SnapKit constraints each view or guide has, for `updateConstraints`, `removeConstraints`
/// and `snp.constraints`, and the labels set with `snp.setLabel`. Items are held weakly; the entries of
/// items that are gone are dropped once they could be as many as the live ones.
final class ConstraintRegistry: @unchecked Sendable {
    static let shared = ConstraintRegistry()

    private struct Entry {
        weak var item: AnyObject?
        var constraints: [Constraint] = []
        var label: String?
    }

    /// Guarded by `lock`: tests make views on many threads, each test its own.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var entriesAfterLastSweep = 0
    private let lock = NSLock()

    /// The item's constraints, in the order they were activated.
    func constraints(of item: AnyObject) -> [Constraint] {
        locked { $0.entry(of: item)?.constraints ?? [] }
    }

    func add(_ constraint: Constraint, to item: AnyObject) {
        locked { registry in
            registry.update(item) { entry in
                if !entry.constraints.contains(where: { $0 === constraint }) { entry.constraints.append(constraint) }
            }
        }
    }

    func remove(_ constraint: Constraint, from item: AnyObject) {
        locked { registry in
            registry.update(item) { entry in entry.constraints.removeAll { $0 === constraint } }
        }
    }

    func label(of item: AnyObject) -> String? {
        locked { $0.entry(of: item)?.label }
    }

    func setLabel(_ label: String?, of item: AnyObject) {
        locked { registry in registry.update(item) { $0.label = label } }
    }

    private func locked<T>(_ body: (ConstraintRegistry) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(self)
    }

    /// The item's entry; an entry whose item is gone belongs to an earlier object at the same address.
    private func entry(of item: AnyObject) -> Entry? {
        guard let entry = entries[ObjectIdentifier(item)], entry.item === item else { return nil }
        return entry
    }

    private func update(_ item: AnyObject, _ change: (inout Entry) -> Void) {
        var entry = entry(of: item) ?? Entry(item: item)
        change(&entry)
        entries[ObjectIdentifier(item)] = entry
        if entries.count > max(64, 2 * entriesAfterLastSweep) {
            entries = entries.filter { $0.value.item != nil }
            entriesAfterLastSweep = entries.count
        }
    }
}
