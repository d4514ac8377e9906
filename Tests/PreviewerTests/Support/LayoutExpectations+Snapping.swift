// The pixel half of the frame checks: GTK's allocations against the library's frames snapped to pixels.

import Foundation
import PreviewerCore

extension LayoutExpectations {
    /// GTK's allocations are the library's frames snapped edge by edge in root coordinates, and neighbours
    /// are exactly one spacing apart. A mismatch is a half-pixel problem when the library's frame has an edge on
    /// a half pixel and the app's frame is its own layout frame snapped without regard for noise.
    static func snappingProblems(_ frames: FrameReport, _ library: LibraryLayout, into check: inout LayoutCheck) {
        var halfPixelViews: Set<Int> = []
        func compare(_ view: FrameReport.ViewNode, _ expected: CGRect, _ name: String, _ id: Int) {
            let snapped = FrameReport.Rect(snapping: expected)
            guard view.frame != snapped else { return }
            let sentence = "\(name) frame \(view.frame) ≠ \(snapped), the library's \(expected) snapped"
            let own = view.layoutFrame
            if expected.hasHalfPixelEdge, view.frame == FrameReport.Rect(snappingExactly: own.cgRect) {
                halfPixelViews.insert(id)
                check.roundingNoiseProblems.append("\(sentence) (the app's layout frame is \(own))")
            } else {
                check.problems.append(sentence)
            }
        }
        compare(frames.container, library.container, "container", -1)
        for (index, (cell, expected)) in zip(frames.cells, library.cellsInRoot).enumerated() {
            compare(cell, expected, "cell \(index)", index)
        }
        for gap in gapProblems(frames) {
            if gap.views.contains(where: halfPixelViews.contains) {
                check.roundingNoiseProblems.append(gap.sentence)
            } else {
                check.problems.append(gap.sentence)
            }
        }
    }

    /// Neighbours are exactly one spacing apart in pixels: a snapping rule that rounded sizes, or rounded in
    /// each superview's coordinates, would leave 14- or 16-pixel gaps (an overlap or a 1-pixel seam).
    /// Each problem names the views it involves (-1 is the container).
    static func gapProblems(_ frames: FrameReport) -> [(sentence: String, views: [Int])] {
        var problems: [(sentence: String, views: [Int])] = []
        let container = frames.container.frame
        let cells = frames.cells.map(\.frame)
        func check(_ gap: Int, _ what: String, _ views: [Int]) {
            if gap != spacing { problems.append(("\(what) is \(gap) px, not \(spacing)", views)) }
        }
        for (index, cell) in cells.enumerated() {
            let column = index % columns
            let row = index / columns
            if column == 0 {
                check(cell.x - container.x, "the gap left of cell \(index)", [-1, index])
            } else {
                check(cell.x - cells[index - 1].maxX, "the gap left of cell \(index)", [index - 1, index])
            }
            if row == 0 {
                check(cell.y - container.y, "the gap above cell \(index)", [-1, index])
            } else {
                check(cell.y - cells[index - columns].maxY, "the gap above cell \(index)", [index - columns, index])
            }
            if column == columns - 1 {
                check(container.maxX - cell.maxX, "the gap right of cell \(index)", [-1, index])
            }
            if abs(cell.width - cell.height) > 1 { problems.append(("cell \(index) \(cell) is not square", [index])) }
        }
        if let last = cells.last {
            check(container.maxY - last.maxY, "the gap below the last cell", [-1, cells.count - 1])
        }
        if container.x != 0 || container.width != frames.root.width {
            problems.append(("the container \(container) is not as wide as the root \(frames.root)", [-1]))
        }
        return problems
    }
}
