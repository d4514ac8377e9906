// The "grid of N cells" system built directly with the solver.

import Cassowary

/// The grid of N cells: the container width `W` is a strong edit variable; each cell has
/// `w == (W - 15·(C+1)) / C`, `h == w`, its x/y chained to its left/upper neighbour's right/bottom + 15
/// (the container's left/top + 15 in the first column/row); the container height is `last.y + last.h + 15`.
struct GridShape {
    let count: Int
    let columns: Int
    let width = Variable("W")
    let height = Variable("H")
    let left = Variable("left")
    let top = Variable("top")
    var cells: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
    var constraints: [Constraint] = []

    init(count: Int, columns: Int) {
        self.count = count
        self.columns = columns
        let spacing = 15.0
        constraints.append(left == 0)
        constraints.append(top == 0)
        for index in 0..<count {
            let cell = (
                x: Variable("x\(index)"), y: Variable("y\(index)"), w: Variable("w\(index)"), h: Variable("h\(index)")
            )
            let column = index % columns
            constraints.append(cell.w == (width - spacing * Double(columns + 1)) / Double(columns))
            constraints.append(cell.h == cell.w)
            if column == 0 {
                constraints.append(cell.x == left + spacing)
            } else {
                let previous = cells[index - 1]
                constraints.append(cell.x == previous.x + previous.w + spacing)
            }
            if index < columns {
                constraints.append(cell.y == top + spacing)
            } else {
                let above = cells[index - columns]
                constraints.append(cell.y == above.y + above.h + spacing)
            }
            cells.append(cell)
        }
        let last = cells[count - 1]
        constraints.append(height == last.y + last.h + spacing)
    }

    /// Builds the system in a new solver and solves it for `initialWidth`.
    func build(editFirst: Bool, initialWidth: Double, batch: Bool = false) throws -> Solver {
        let solver = Solver()
        if editFirst {
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, initialWidth)
        }
        if batch {
            try solver.add(constraints)
        } else {
            for constraint in constraints { try solver.add(constraint) }
        }
        if !editFirst {
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, initialWidth)
        }
        solver.updateVariables()
        return solver
    }

    /// The value every cell must have for a container width, worked out in closed form.
    func expectedFrame(of index: Int, width: Double) -> (x: Double, y: Double, w: Double) {
        let side = (width - 15 * Double(columns + 1)) / Double(columns)
        let column = index % columns
        let row = index / columns
        return (15 + Double(column) * (side + 15), 15 + Double(row) * (side + 15), side)
    }
}
