// Which variables the constraints leave free, including degenerate cases that need the small LP.

import Testing

@testable import Cassowary

@Suite struct AmbiguityTests {
    func ambiguous(_ constraints: [Constraint], _ variables: [Variable], edits: [(Variable, Double)] = []) -> [String] {
        let solver = Solver()
        #expect(throws: Never.self) { try solver.add(constraints) }
        for (variable, value) in edits {
            #expect(throws: Never.self) {
                try solver.addEditVariable(variable, strength: .strong)
                try solver.suggestValue(variable, value)
            }
        }
        solver.updateVariables()
        return solver.ambiguousVariables(variables).map(\.description)
    }

    @Test func boundsAndEqualities() {
        let x = Variable("x")
        let y = Variable("y")
        #expect(ambiguous([x >= 10], [x]) == ["x"])
        #expect(ambiguous([x == 10], [x]) == [])
        #expect(ambiguous([x + y == 10, x >= 0, y >= 0], [x, y]) == ["x", "y"])
        #expect(ambiguous([x + y == 10, x >= 0, y >= 0, x == y ~ .weak], [x, y]) == [])
        #expect(ambiguous([x >= 20, x == 10 ~ .weak], [x]) == [])
        #expect(ambiguous([y == 3], [x, y]) == ["x"])
    }

    /// x >= 10 and x <= 10: x's slack looks free but a row at zero blocks it; only the LP over the
    /// optimal face sees that x cannot move.
    @Test func degenerateBoundsPinTheVariable() {
        let x = Variable("x")
        let y = Variable("y")
        #expect(ambiguous([x >= 10, x <= 10], [x]) == [])
        #expect(ambiguous([x >= 10, x + y <= 10, y >= 0], [x, y]) == [])
        #expect(ambiguous([x >= 10, x + y <= 11, y >= 0], [x, y]) == ["x", "y"])
    }

    @Test func editVariablesAndTies() {
        let width = Variable("width")
        let left = Variable("left")
        let right = Variable("right")
        // Equal weights pulling opposite ways at the same level: any point between is optimal.
        #expect(
            ambiguous(
                [right == left + 100, left >= 0, right <= width, left == 0 ~ .weak, right == width ~ .weak],
                [left, right], edits: [(width, 300)]) == ["left", "right"])
        // A stronger pull decides.
        #expect(
            ambiguous(
                [right == left + 100, left >= 0, right <= width, left == 0 ~ .medium, right == width ~ .weak],
                [left, right], edits: [(width, 300)]) == [])
    }
}
