// A chain of views whose sizes come after their positions: each size's constraints substitute a short row
// into every position below it, through the size's columns (`Tableau.substituteOut`).

import Testing

@testable import Cassowary

@Suite struct ChainSubstitutionTests {
    /// `top[i] == top[i-1] + height[i-1] + 4`, then each height held at its label's size by a weak `<=` and a
    /// strong `>=`, as the layout engine adds a column of labels (constraints first, content sizes after).
    func chain(count: Int, in solver: Solver) throws -> (tops: [Variable], heights: [Variable], sizes: [Double]) {
        let tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        let sizes = (0..<count).map { Double(10 + $0 % 7) }
        var constraints = [Constraint(tops[0] - 20, .equal)]
        for index in 1..<count {
            constraints.append(Constraint(tops[index] - tops[index - 1] - heights[index - 1] - 4, .equal))
        }
        for index in 0..<count {
            constraints.append(Constraint(heights[index] - sizes[index], .lessThanOrEqual, strength: .weak))
            constraints.append(Constraint(heights[index] - sizes[index], .greaterThanOrEqual, strength: .strong))
        }
        try solver.add(constraints)
        solver.updateVariables()
        return (tops, heights, sizes)
    }

    /// Every top is the sum of the sizes and gaps above it, exactly (whole numbers add up without rounding).
    @Test func aChainOfLabelsStacksTheirSizes() throws {
        let solver = Solver()
        let (tops, heights, sizes) = try chain(count: 300, in: solver)
        var expected = 20.0
        for index in tops.indices {
            #expect(tops[index].value == expected, "top \(index)")
            #expect(heights[index].value == sizes[index], "height \(index)")
            expected += sizes[index] + 4
        }
    }

    /// A size that changes after the chain is built moves every top below it, and only those.
    @Test func aSizeChangedLaterMovesTheTopsBelowIt() throws {
        let solver = Solver()
        let (tops, heights, sizes) = try chain(count: 120, in: solver)
        let before = tops.map(\.value)
        try solver.add(Constraint(heights[50] - 100, .equal))
        solver.updateVariables()
        for index in tops.indices {
            let shift = index > 50 ? 100 - sizes[50] : 0
            #expect(tops[index].value == before[index] + shift, "top \(index)")
        }
    }
}
