// What the solver fuzzer checks after every operation: the twin, the model, and the required constraints.

import Cassowary

extension SolverSession {
    func check() {
        solver.updateVariables()
        let values = variables.map(\.value)
        twin.updateVariables()
        let twinValues = twinVariables.map(\.value)
        trace("  values \(values)")
        require(
            values.map(\.bitPattern) == twinValues.map(\.bitPattern),
            "values \(values) differ from the twin's \(twinValues)")
        require(solver.statistics == twin.statistics, "statistics \(solver.statistics) vs twin \(twin.statistics)")
        require(solver.statistics.recoveries == 0, "a numerical breakdown was recovered from")
        checkModel()
        checkAmbiguity()
        checkRequiredConstraints(values)
    }

    /// `constraints`, `contains` and `containsEditVariable` against the model, for both solvers.
    func checkModel() {
        let listed = solver.constraints
        require(listed.count == held.count, "holds \(listed.count) constraints, the model \(held.count)")
        for (constraint, index) in zip(listed, held) {
            require(constraint === pairs[index].main, "constraints are not in the order they were added")
        }
        let twinListed = twin.constraints
        require(
            twinListed.count == held.count && zip(twinListed, held).allSatisfy { $0 === pairs[$1].twin },
            "the twin's constraints differ")
        let heldSet = Set(held)
        for (index, pair) in pairs.enumerated() {
            require(solver.contains(pair.main) == heldSet.contains(index), "contains disagrees with the model")
            require(twin.contains(pair.twin) == heldSet.contains(index), "the twin's contains disagrees")
        }
        for index in variables.indices {
            require(solver.containsEditVariable(variables[index]) == edits.contains(index), "edit variables differ")
            require(twin.containsEditVariable(twinVariables[index]) == edits.contains(index), "twin edits differ")
        }
    }

    func checkAmbiguity() {
        let ambiguous = solver.ambiguousVariables(variables).map { variables.firstIndex(of: $0)! }
        let twinAmbiguous = twin.ambiguousVariables(twinVariables).map { twinVariables.firstIndex(of: $0)! }
        require(ambiguous == twinAmbiguous, "ambiguity \(ambiguous) differs from the twin's \(twinAmbiguous)")
    }

    /// Every held required constraint holds: its residual is at most 1e-6 of its own largest term at the
    /// solution, plus 1e-9 of the system's largest (rounding mixes every number of the system), plus 1e-12
    /// of its largest coefficient times the largest value the system ever had, was suggested, or can force
    /// (an edit at -50
    /// moved to -5e-10 keeps ulp(50) of noise; `-1e-9·v0 <= 100` can put v0 at -1e11 inside the tableau, and
    /// a later `v0 == 0` then carries ulp(1e11)), plus 1e-290: doubles below the smallest normal one
    /// (2.2e-308) carry fewer digits, so no relative test reaches there.
    func checkRequiredConstraints(_ values: [Double]) {
        largestValue = max(largestValue, values.map(abs).max() ?? 0)
        for index in held {
            let expression = pairs[index].main.expression
            let smallest = expression.terms.map { abs($0.coefficient) }.filter { $0 > 0 }.min() ?? 1
            largestValue = max(largestValue, abs(expression.constant) / smallest)
        }
        func magnitude(_ constraint: Constraint) -> Double {
            constraint.expression.terms.reduce(abs(constraint.expression.constant)) { largest, term in
                max(largest, abs(term.coefficient * term.variable.value))
            }
        }
        let system = held.map { magnitude(pairs[$0].main) }.max() ?? 0
        for index in held where pairs[index].isRequired {
            let constraint = pairs[index].main
            let value = constraint.expression.value
            let coefficient = constraint.expression.terms.map { abs($0.coefficient) }.max() ?? 0
            let allowed = 1e-6 * magnitude(constraint) + 1e-9 * system + 1e-12 * coefficient * largestValue + 1e-290
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            require(violation <= allowed, "required `\(constraint)` is off by \(violation) at \(values)")
        }
    }
}

extension Array where Element == Variable {
    func firstIndex(of variable: Variable) -> Int? {
        firstIndex { $0 === variable }
    }
}
