// The DSL's overhead: the seed's constrain blocks for N cells through Cartography, against raw solver
// calls for the very system the engine builds.

import Cartography
import Cassowary
import Foundation

/// The seed's view controller with N cells and C columns instead of 1–9 and 3.
final class GridController: ViewController {
    let count: Int
    let numForCol: Int
    let spacing: CGFloat = 15
    let showView = View()

    init(count: Int, columns: Int) {
        self.count = count
        numForCol = columns
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        showView.backgroundColor = .gray
        view.addSubview(showView)
        constrain(showView) { view in
            view.top >= topLayoutGuideCartography
            view.centerY >= view.superview!.centerY
            view.left == view.superview!.left
            view.width == view.superview!.width
            view.height == view.width ~ 100
        }
        refreshShowView()
    }

    func refreshShowView() {
        _ = showView.subviews.map { $0.removeFromSuperview() }
        for index in 0..<count {
            let label = Label()
            label.text = "\(index)"
            showView.addSubview(label)
        }
        constrainGridCells(showView.subviews, columns: numForCol, spacing: spacing)
        constrain(showView, showView.subviews.last!) { showViewProxy, lastViewProxy in
            showViewProxy.bottom == lastViewProxy.bottom + spacing
        }
    }
}

/// The seed's cell constraints for any number of columns: square cells, each chained to its left and
/// upper neighbours (or the superview) with `spacing` between them.
func constrainGridCells(_ cells: [View], columns: Int, spacing: CGFloat) {
    constrain(cells) { array in
        for (index, viewProxy) in array.enumerated() {
            viewProxy.width == (viewProxy.superview!.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
            viewProxy.height == viewProxy.width
            let col = index % columns
            let row = index / columns
            let topEdge = row == 0 ? viewProxy.superview!.top : array[(row - 1) * columns + col].bottom
            let leftEdge = col == 0 ? viewProxy.superview!.left : array[row * columns + col - 1].right
            viewProxy.top == topEdge + spacing
            viewProxy.left == leftEdge + spacing
        }
    }
}

/// The same system written against the solver, as the engine derives it (in each view's superview
/// coordinates): the raw-solver baseline of the DSL comparison.
enum SeedSystem {
    static func spec(count: Int, columns: Int) -> SystemSpec {
        var spec = SystemSpec(name: "seed N=\(count) C=\(columns)")
        let rootWidth = spec.variable("root.width")
        let rootHeight = spec.variable("root.height")
        let show = (
            x: spec.variable("show.x"), y: spec.variable("show.y"), w: spec.variable("show.w"),
            h: spec.variable("show.h")
        )
        spec.add([(show.y, 1)], 0, .greaterThanOrEqual)
        spec.add([(show.y, 1), (show.h, 0.5), (rootHeight, -0.5)], 0, .greaterThanOrEqual)
        spec.add([(show.x, 1)], 0, .equal)
        spec.add([(show.w, 1), (rootWidth, -1)], 0, .equal)
        spec.add([(show.h, 1), (show.w, -1)], 0, .equal, .weak)
        spec.refreshFrom = spec.constraints.count
        let c = Double(columns)
        var cells: [(x: Int, y: Int, w: Int, h: Int)] = []
        for index in 0..<count {
            let cell = (
                x: spec.variable("x\(index)"), y: spec.variable("y\(index)"), w: spec.variable("w\(index)"),
                h: spec.variable("h\(index)")
            )
            spec.add([(cell.w, 1), (show.w, -1 / c)], 15 * (c + 1) / c, .equal)
            spec.add([(cell.h, 1), (cell.w, -1)], 0, .equal)
            if index < columns {
                spec.add([(cell.y, 1)], -15, .equal)
            } else {
                let above = cells[index - columns]
                spec.add([(cell.y, 1), (above.y, -1), (above.h, -1)], -15, .equal)
            }
            if index % columns == 0 {
                spec.add([(cell.x, 1)], -15, .equal)
            } else {
                let previous = cells[index - 1]
                spec.add([(cell.x, 1), (previous.x, -1), (previous.w, -1)], -15, .equal)
            }
            cells.append(cell)
        }
        let last = cells[count - 1]
        spec.add([(show.h, 1), (last.y, -1), (last.h, -1)], -15, .equal)
        spec.edits = [(rootWidth, .strong), (rootHeight, .strong)]
        spec.initialSuggestions = [375, 667]
        spec.resizeSuggestions = [[800, 600], [375, 667]]
        return spec
    }
}

/// Times for the DSL path: build (views, constrain blocks, first layout), resize, refresh.
func measureDSL(count: Int, columns: Int) -> (build: Double, resize: Double, refresh: Double) {
    let buildStart = now()
    let controller = GridController(count: count, columns: columns)
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    let build = now() - buildStart
    let rounds = max(3, min(1000, 100_000 / count))
    let resizeStart = now()
    for round in 0..<rounds {
        controller.view.frame.size = round % 2 == 0 ? CGSize(width: 800, height: 600) : CGSize(width: 375, height: 667)
        controller.view.layoutIfNeeded()
    }
    let resize = (now() - resizeStart) / Double(rounds)
    let refreshStart = now()
    controller.refreshShowView()
    controller.view.layoutIfNeeded()
    let refresh = now() - refreshStart
    // The last resize leaves the width at 375 or 800, depending on the parity of `rounds`.
    let side = (controller.view.frame.width - 15 * CGFloat(columns + 1)) / CGFloat(columns)
    let lastColumn = CGFloat((count - 1) % columns)
    precondition(abs(controller.showView.subviews[count - 1].frame.minX - (15 + lastColumn * (side + 15))) < 1e-6)
    return (build, resize, refresh)
}
