// The dual simplex's queue of rows that may be infeasible, lowest basic symbol first.

/// A binary min-heap of rows keyed by their basic symbol when queued. Entries are checked when taken
/// (a row may have become feasible again, or be queued twice), so pushing never searches the queue.
///
/// A list scanned for the lowest basic symbol at every take costs the queue's length per pivot, and a
/// suggestion that moves many rows queues each of them once per substitution: the grid of 100 labels
/// through the DSL spent 68 % of its build in such a list (callgrind, 594M of 876M instructions for
/// ten builds, before the list's duplicates were found by stamps rather than by search).
struct InfeasibleQueue {
    /// `basic << 32 | row`, so the heap order is the basic symbol's.
    private var heap: [UInt64] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func push(_ row: Int32, basic: Int32) {
        heap.append(UInt64(UInt32(bitPattern: basic)) << 32 | UInt64(UInt32(bitPattern: row)))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// The queued row with the lowest basic symbol, and that symbol as it was when queued.
    mutating func popMin() -> (row: Int32, basic: Int32)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { break }
                let right = left + 1
                let child = right < heap.count && heap[right] < heap[left] ? right : left
                guard heap[child] < heap[parent] else { break }
                heap.swapAt(child, parent)
                parent = child
            }
        }
        return (Int32(truncatingIfNeeded: first & 0xFFFF_FFFF), Int32(truncatingIfNeeded: first >> 32))
    }

    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }
}
