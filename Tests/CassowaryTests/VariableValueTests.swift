// Where solved values live: packed cells that outlast removals, solvers and block boundaries.

import Testing

@_spi(LayoutEngine) @testable import Cassowary

@Suite struct VariableValueTests {
    /// More variables than one block holds, so values cross block boundaries, interleaved with
    /// variables of another solver.
    @Test func valuesOfManyVariablesAcrossBlocks() {
        let first = Solver(), second = Solver()
        var firstVariables: [Variable] = [], secondVariables: [Variable] = []
        for index in 0..<(3 * ValueBlock.capacity + 7) {
            let a = Variable(), b = Variable()
            add(first, a == Double(index))
            add(second, b == Double(-index))
            firstVariables.append(a)
            secondVariables.append(b)
        }
        first.updateVariables()
        #expect(firstVariables.enumerated().allSatisfy { $0.element.value == Double($0.offset) })
        #expect(secondVariables.allSatisfy { $0.value == 0 }, "not written before their solver updates")
        second.updateVariables()
        #expect(secondVariables.enumerated().allSatisfy { $0.element.value == Double(-$0.offset) })
        #expect(firstVariables.enumerated().allSatisfy { $0.element.value == Double($0.offset) })
    }

    /// A variable keeps the value of the last update after its constraints are removed, after its
    /// symbol is reused by a new variable, and after its solver is gone.
    @Test func valueOutlivesRemovalAndSolver() throws {
        let kept = Variable("kept")
        do {
            let solver = Solver()
            let constraint = kept == 42
            add(solver, constraint)
            solver.updateVariables()
            try solver.remove(constraint)
            let newcomer = Variable("newcomer")
            add(solver, newcomer == 7)
            solver.updateVariables()
            #expect(newcomer.value == 7)
            #expect(kept.value == 42)
        }
        #expect(kept.value == 42)
    }

    /// The last solver to update a shared variable decides its value, as with any stored value.
    @Test func sharedVariableTakesTheLastUpdate() {
        let shared = Variable("shared")
        let first = Solver(), second = Solver()
        add(first, shared == 1)
        add(second, shared == 2)
        first.updateVariables()
        #expect(shared.value == 1)
        second.updateVariables()
        #expect(shared.value == 2)
        first.updateVariables()
        #expect(shared.value == 1)
    }

    /// The address layout engines read is the value's.
    @Test func valueAddressReadsTheValue() {
        let solver = Solver()
        let x = Variable("x")
        add(solver, x == 12.5)
        solver.updateVariables()
        #expect(x.valueAddress.pointee == 12.5)
        #expect(x.valueAddress.pointee == x.value)
    }
}
