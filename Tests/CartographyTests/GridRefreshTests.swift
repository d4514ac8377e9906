// The seed's grid of labels at 100 cells, built and refreshed: exact frames, and what the solver did for it.

import Foundation
import Testing

@testable import Cartography

/// The seed's view controller with `count` labels in three columns (the benchmark's `GridController`).
@MainActor
final class LabelGrid {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let container = View()
    let count: Int

    init(count: Int) {
        self.count = count
        root.addSubview(container)
        constrain(container) { view in
            view.top >= view.superview!.top
            view.centerY >= view.superview!.centerY
            view.left == view.superview!.left
            view.width == view.superview!.width
            view.height == view.width ~ 100
        }
        refresh()
    }

    /// The seed's refresh: new labels, new constraints.
    func refresh() {
        for cell in container.subviews { cell.removeFromSuperview() }
        for index in 0..<count {
            let label = Label()
            label.text = "\(index)"
            container.addSubview(label)
        }
        constrain(container.subviews) { cells in
            for (index, cell) in cells.enumerated() {
                cell.width == (cell.superview!.width - 60) / 3
                cell.height == cell.width
                let (row, column) = (index / 3, index % 3)
                cell.top == (row == 0 ? cell.superview!.top : cells[index - 3].bottom) + 15
                cell.left == (column == 0 ? cell.superview!.left : cells[index - 1].right) + 15
            }
        }
        constrain(container, container.subviews.last!) { container, last in
            container.bottom == last.bottom + 15
        }
    }

    /// The container at the top, as tall as its 34 rows of cells.
    func containerIsInPlace() -> Bool {
        let height = 15 + 34 * (15 + (root.frame.width - 60) / 3)
        let frame = container.frame
        return frame.minX == 0 && frame.minY == 0 && frame.width == root.frame.width
            && abs(frame.height - height) <= 1e-9 * height
    }

    /// Every cell at the frame the seed's constraints give it at the root's width.
    func cellsAreInPlace() -> Bool {
        let side = (root.frame.width - 60) / 3
        return container.subviews.enumerated().allSatisfy { index, cell in
            let expected = CGRect(
                x: 15 + CGFloat(index % 3) * (side + 15), y: 15 + CGFloat(index / 3) * (side + 15), width: side,
                height: side)
            return abs(cell.frame.minX - expected.minX) < 1e-9 && abs(cell.frame.minY - expected.minY) < 1e-9
                && abs(cell.frame.width - side) < 1e-9 && abs(cell.frame.height - side) < 1e-9
        }
    }
}

@MainActor
@Suite struct GridRefreshTests {
    /// A refresh used to cost 480 pivots across every cell's rows at 100 cells (4.6G instructions,
    /// 81× the raw solver's time): the container's bottom constraint was solved for the root width's
    /// error, and the optimisation walked the width back through every label's content-size constraints;
    /// now it takes 2.
    @Test func refreshingAHundredLabelsTakesFewPivotsAndNoArtificialPhase() {
        let grid = LabelGrid(count: 100)
        grid.root.layoutIfNeeded()
        #expect(grid.cellsAreInPlace())
        #expect(grid.containerIsInPlace())
        for _ in 0..<2 {
            let before = grid.root.layoutStatistics.solver
            grid.refresh()
            grid.root.layoutIfNeeded()
            let after = grid.root.layoutStatistics.solver
            #expect(grid.cellsAreInPlace())
            #expect(grid.containerIsInPlace())
            #expect(after.rebuilds == before.rebuilds + 1)
            #expect(after.pivots - before.pivots <= 10, "\(after.pivots - before.pivots) pivots")
        }
        grid.root.frame.size = CGSize(width: 800, height: 600)
        grid.root.layoutIfNeeded()
        #expect(grid.cellsAreInPlace() && grid.containerIsInPlace())
        #expect(grid.root.layoutStatistics.solver.artificialPhases == 0)
        #expect(grid.root.layoutStatistics.solver.recoveries == 0)
    }
}
