// A quantity the solver finds a value for.

import Synchronization

/// Hands out a distinct number to every tableau, so that a variable or constraint can remember its
/// place in one tableau without another tableau, allocated later at the same address, mistaking it
/// for its own.
let tableauSerials = Atomic<UInt64>(1)

/// A quantity whose value the solver chooses so that the constraints hold.
///
/// Variables have identity: two variables with the same name are still different unknowns.
/// Read the solved value with ``value`` after ``Solver/updateVariables()``.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.add(width == 100)
/// try solver.add(left + width <= 400)
/// try solver.add(left == 300 ~ .weak)
/// solver.updateVariables()
/// print(left.value)  // 300.0
/// ```
public final class Variable: CustomStringConvertible {
    /// A name used in error messages and descriptions; it has no effect on solving.
    public let name: String?

    /// The value the solver gave this variable at the last ``Solver/updateVariables()``, or 0 before.
    public var value: Double { valueCell.pointee }

    /// Where solvers write the value: a cell of `valueBlock`, next to the cells of the variables created
    /// just before and after this one (see `ValueBlock`).
    let valueCell: UnsafeMutablePointer<Double>
    private let valueBlock: ValueBlock

    /// The tableau this variable was first registered with, and its symbol there. Keeping the slot in
    /// the variable itself spares every solver operation a dictionary lookup keyed by object identity.
    @exclusivity(unchecked) var registeredTableau: UInt64 = 0
    @exclusivity(unchecked) var registeredSymbol: Int32 = -1
    /// The solver this variable was first made an edit variable of, and its record index there.
    @exclusivity(unchecked) var editSolver: UInt64 = 0
    @exclusivity(unchecked) var editRecordIndex: Int32 = -1

    /// Creates a variable, optionally named for messages.
    public init(_ name: String? = nil) {
        self.name = name
        let (block, index) = allocateValueCell()
        valueBlock = block
        valueCell = block.cells + index
    }

    /// The address of ``value``, for layout engines that read thousands of values after each solve: it
    /// stays valid while the variable lives, and reading it touches only the packed values, not the
    /// variable.
    @_spi(LayoutEngine) public var valueAddress: UnsafePointer<Double> { UnsafePointer(valueCell) }

    /// The variable's name, or `unnamed` when it has none.
    public var description: String { name ?? "unnamed" }
}
