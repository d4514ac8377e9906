// Where variables keep their solved values.

import Synchronization

/// A block of solved values, packed side by side. Variables created one after another get neighbouring
/// cells, so writing every value after a solve, and reading them back for frames, streams through a few
/// kilobytes instead of touching thousands of variable objects: at 10,000 views those two passes over
/// the objects were half of what a resize cost beyond placing the widgets.
///
/// Each cell belongs to one variable; a solver writes a cell only while it holds that variable, which is
/// the same rule a stored property would follow, hence the unchecked sendability.
final class ValueBlock: @unchecked Sendable {
    /// Cells per block: 4 KiB, so a long-lived variable pins little memory.
    static let capacity = 512

    let cells: UnsafeMutablePointer<Double>

    init() {
        cells = .allocate(capacity: Self.capacity)
        cells.initialize(repeating: 0, count: Self.capacity)
    }

    deinit {
        cells.deallocate()
    }
}

/// The block new variables take cells from, and how many it has handed out.
private let currentValueBlock = Mutex<(block: ValueBlock, used: Int)>((ValueBlock(), 0))

/// A fresh cell for a new variable, and the block that keeps it allocated.
func allocateValueCell() -> (block: ValueBlock, index: Int) {
    currentValueBlock.withLock { current in
        if current.used == ValueBlock.capacity { current = (ValueBlock(), 0) }
        current.used += 1
        return (current.block, current.used - 1)
    }
}
