// A list of layout constraints with O(1) removal, for the lists views keep.

/// The constraints a view has installed, or that refer to an item. Deactivating a constraint only
/// counts it as stale here; stale entries are dropped when they outnumber live ones or when the list is
/// read, so removing thousands of views one by one (the seed's Refresh) stays linear.
///
/// A class, so that appending through an item protocol mutates the list in place: as a struct behind a
/// protocol's get/set, every append copied the whole list (quadratic for a container of 10,000 cells).
final class ConstraintList {
    private(set) var entries: [(constraint: LayoutConstraint, token: UInt64)] = []
    private var staleCount = 0

    /// Adds a constraint for its current activation.
    func append(_ constraint: LayoutConstraint) {
        entries.append((constraint, constraint.activationToken))
    }

    /// Records that one entry stopped being live.
    func noteStale() {
        staleCount += 1
        if staleCount > 16 && staleCount * 2 > entries.count { compact() }
    }

    /// The live constraints, in the order they were added.
    var live: [LayoutConstraint] {
        entries.compactMap { $0.constraint.isLive(token: $0.token) ? $0.constraint : nil }
    }

    /// Whether a live entry exists.
    var isEmpty: Bool { entries.allSatisfy { !$0.constraint.isLive(token: $0.token) } }

    /// Drops stale entries.
    func compact() {
        entries.removeAll { !$0.constraint.isLive(token: $0.token) }
        staleCount = 0
    }
}
