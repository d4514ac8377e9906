// An "enaml-like" form: kiwi's own benchmark shape, where kiwi is at its best.

/// A dialog form in the style of enaml's layouts: a container and four rows of label + field, with
/// minimum and preferred sizes, alignment, row spacing and a shared label column. It has kiwi's
/// benchmark counts: 37 variables and 111 constraints (67 `>=`, 42 `==`, 2 `<=`; 57 required, the rest
/// strong, medium and weak), with the container's width and height as strong edit variables resized
/// through six window sizes. (Our own form with those counts, not kiwi's file.)
enum EnamlShape {
    static func spec() -> SystemSpec {
        var spec = SystemSpec(name: "enaml-like form")
        let container = (
            left: spec.variable("container.left"), top: spec.variable("container.top"),
            width: spec.variable("container.width"), height: spec.variable("container.height")
        )
        typealias Widget = (left: Int, top: Int, width: Int, height: Int)
        func widget(_ name: String) -> Widget {
            (
                spec.variable("\(name).left"), spec.variable("\(name).top"), spec.variable("\(name).width"),
                spec.variable("\(name).height")
            )
        }
        let labels = (0..<4).map { widget("label\($0)") }
        let fields = (0..<4).map { widget("field\($0)") }
        let labelColumn = spec.variable("labelColumn")

        // The container sits at the origin.
        spec.add([(container.left, 1)], 0, .equal)
        spec.add([(container.top, 1)], 0, .equal)

        // Every widget: non-negative sizes (required), minimum sizes (strong), preferred sizes.
        for (index, item) in (labels + fields).enumerated() {
            let isField = index >= 4
            spec.add([(item.width, 1)], 0, .greaterThanOrEqual)
            spec.add([(item.height, 1)], 0, .greaterThanOrEqual)
            spec.add([(item.width, 1)], isField ? -80 : -40, .greaterThanOrEqual, .strong)
            spec.add([(item.height, 1)], -22, .greaterThanOrEqual, .strong)
            spec.add([(item.width, 1)], isField ? -200 : -90, .equal, .weak)
            spec.add([(item.height, 1)], isField ? -30 : -24, .equal, .medium)
        }

        for row in 0..<4 {
            let label = labels[row]
            let field = fields[row]
            // Columns: labels 10 in from the left, fields 8 after the label column, 10 in from the right.
            spec.add([(label.left, 1), (container.left, -1)], -10, .greaterThanOrEqual)
            spec.add([(field.left, 1), (label.left, -1), (label.width, -1)], -8, .greaterThanOrEqual)
            spec.add([(labelColumn, 1), (label.width, -1)], 0, .greaterThanOrEqual)
            spec.add([(field.width, 1)], -50, .greaterThanOrEqual)
            spec.add([(field.width, 1), (container.width, -0.4)], 0, .greaterThanOrEqual, .medium)
            spec.add([(field.height, 1)], -30, .greaterThanOrEqual, .weak)
            spec.add(
                [(field.left, 1), (field.width, 1), (container.left, -1), (container.width, -1)], 10, .equal, .strong)
            spec.add([(label.width, 1), (labelColumn, -1)], 0, .equal, .weak)
            // The label and the field of a row share a vertical centre.
            spec.add([(label.top, 1), (label.height, 0.5), (field.top, -1), (field.height, -0.5)], 0, .equal)
            if row == 0 {
                spec.add([(label.top, 1), (container.top, -1)], -10, .greaterThanOrEqual)
                spec.add([(field.top, 1), (container.top, -1)], -10, .greaterThanOrEqual)
            } else {
                let above = (label: labels[row - 1], field: fields[row - 1])
                spec.add([(label.top, 1), (above.label.top, -1), (above.label.height, -1)], -6, .greaterThanOrEqual)
                spec.add([(field.top, 1), (above.field.top, -1), (above.field.height, -1)], -6, .greaterThanOrEqual)
                spec.add([(label.top, 1), (above.label.top, -1), (above.label.height, -1)], -6, .equal, .medium)
            }
            if row > 0 {
                spec.add([(label.left, 1), (labels[0].left, -1)], 0, .equal)
                spec.add([(field.left, 1), (fields[0].left, -1)], 0, .equal)
            }
        }
        spec.add([(fields[0].left, 1), (labels[0].left, -1), (labelColumn, -1)], -8, .equal)
        spec.add([(labelColumn, 1)], -100, .equal, .weak)
        // The container holds the last row, and would like to end right after it.
        spec.add(
            [(container.top, 1), (container.height, 1), (fields[3].top, -1), (fields[3].height, -1)], -10,
            .greaterThanOrEqual)
        spec.add(
            [(container.top, 1), (container.height, 1), (labels[3].top, -1), (labels[3].height, -1)], -10,
            .greaterThanOrEqual)
        spec.add(
            [(container.top, 1), (container.height, 1), (fields[3].top, -1), (fields[3].height, -1)], -10, .equal,
            .strong)
        spec.add([(container.width, 1)], -320, .greaterThanOrEqual, .weak)
        // Two upper bounds: the first label no wider than a third of the container, the first field no
        // wider than the container.
        spec.add([(labels[0].width, 1), (container.width, -1.0 / 3)], 0, .lessThanOrEqual)
        spec.add([(fields[0].width, 1), (container.width, -1)], 0, .lessThanOrEqual)

        spec.edits = [(container.width, .strong), (container.height, .strong)]
        spec.editsFirst = true
        spec.initialSuggestions = [640, 480]
        spec.resizeSuggestions = [[800, 600], [1024, 768], [1280, 800], [480, 640], [320, 568], [640, 480]]
        return spec
    }
}
