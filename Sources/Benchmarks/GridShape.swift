// The "grid of N cells" system.

/// The grid of N cells: the container width `W` is a strong edit variable; each cell has
/// `w == (W - 15·(C+1)) / C`, `h == w`, its x/y chained to its left/upper neighbour's right/bottom + 15
/// (the container's left/top + 15 in the first column/row); the container height is `last.y + last.h + 15`.
enum GridShape {
    static let spacing = 15.0

    static func spec(count: Int, columns: Int, editsFirst: Bool) -> SystemSpec {
        var spec = SystemSpec(name: "grid N=\(count) C=\(columns)")
        let width = spec.variable("W")
        let height = spec.variable("H")
        let left = spec.variable("left")
        let top = spec.variable("top")
        spec.add([(left, 1)], 0, .equal)
        spec.add([(top, 1)], 0, .equal)
        spec.refreshFrom = spec.constraints.count
        var cells: [(x: Int, y: Int, w: Int, h: Int)] = []
        let c = Double(columns)
        for index in 0..<count {
            let cell = (
                x: spec.variable("x\(index)"), y: spec.variable("y\(index)"), w: spec.variable("w\(index)"),
                h: spec.variable("h\(index)")
            )
            // w == (W - 15(C+1)) / C   ⇔   w - W/C + 15(C+1)/C == 0
            spec.add([(cell.w, 1), (width, -1 / c)], spacing * (c + 1) / c, .equal)
            spec.add([(cell.h, 1), (cell.w, -1)], 0, .equal)
            if index % columns == 0 {
                spec.add([(cell.x, 1), (left, -1)], -spacing, .equal)
            } else {
                let previous = cells[index - 1]
                spec.add([(cell.x, 1), (previous.x, -1), (previous.w, -1)], -spacing, .equal)
            }
            if index < columns {
                spec.add([(cell.y, 1), (top, -1)], -spacing, .equal)
            } else {
                let above = cells[index - columns]
                spec.add([(cell.y, 1), (above.y, -1), (above.h, -1)], -spacing, .equal)
            }
            cells.append(cell)
        }
        let last = cells[count - 1]
        spec.add([(height, 1), (last.y, -1), (last.h, -1)], -spacing, .equal)
        spec.edits = [(width, .strong)]
        spec.editsFirst = editsFirst
        spec.initialSuggestions = [375]
        spec.resizeSuggestions = [[800], [375]]
        let side = (375 - spacing * (c + 1)) / c
        spec.check = (last.x, spacing + Double((count - 1) % columns) * (side + spacing))
        return spec
    }

    static func columns(for count: Int, rule: String) -> Int {
        rule == "3" ? 3 : Int(Double(count).squareRoot().rounded(.up))
    }
}
