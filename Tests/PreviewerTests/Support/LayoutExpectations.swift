// What a frame report must say, checked against the library run in the test and the pixel-snapping rule.

import Foundation
import PreviewerCore
import Testing

/// The outcome of checking one frame report: sentences describing what is wrong.
struct LayoutCheck {
    /// Everything wrong except the rounding noise below.
    var problems: [String] = []
    /// Pixels that differ from the rule only because the app rounded its solver's floating-point noise: an edge
    /// on a half pixel computed as x.49999999999999 (a cell one pixel short, a 16-pixel gap), or a fitting
    /// height of 379.00000000000006 rounded up to 380 (a root one pixel too tall).
    var roundingNoiseProblems: [String] = []
}

/// Checks one frame report; each check returns sentences describing what is wrong (empty when all is well),
/// so a test can show every problem of a report at once.
enum LayoutExpectations {
    /// The nine-grid's spacing, in points (one point is one pixel in the previewer).
    static let spacing = 15
    static let columns = 3

    /// Every problem with the frames, rounding noise included (edges that land on half pixels through
    /// floating-point noise must still snap consistently).
    static func problems(in frames: FrameReport, expectedCount: Int? = nil) -> [String] {
        let check = check(frames, expectedCount: expectedCount)
        return check.problems + check.roundingNoiseProblems
    }

    /// Everything about the frames: sizes, the library's layout frames, the pixel frames, the gaps.
    static func check(_ frames: FrameReport, expectedCount: Int? = nil) -> LayoutCheck {
        var check = LayoutCheck()
        let count = frames.cells.count
        guard (1...9).contains(count) else {
            check.problems.append("the app shows \(count) cells, not 1 to 9")
            return check
        }
        if let expectedCount, count != expectedCount {
            check.problems.append("the app shows \(count) cells, not \(expectedCount)")
        }
        for (index, cell) in frames.cells.enumerated() where cell.text != "\(index)" {
            check.problems.append("cell \(index) says \(cell.text ?? "nothing"), not \(index)")
        }
        rootProblems(frames, into: &check)
        do {
            let library = try LibraryLayout(
                count: count, width: Double(frames.root.width), height: Double(frames.root.height))
            check.problems += layoutFrameProblems(frames, library)
            snappingProblems(frames, library, into: &check)
        } catch {
            check.problems.append("the library cannot lay out \(count) cells: \(error)")
        }
        return check
    }

    /// The root is as wide as the content area, and as tall unless the grid needs more (then it scrolls).
    static func rootProblems(_ frames: FrameReport, into check: inout LayoutCheck) {
        var problems: [String] = []
        let content = frames.content
        if frames.root.width != content.width {
            problems.append("the root is \(frames.root.width) wide, the content area \(content.width)")
        }
        if frames.scrolls != (frames.root.height > content.height) {
            problems.append(
                "scrolls is \(frames.scrolls) with a root of \(frames.root) in a content area of \(content)")
        }
        do {
            let fitting = try LibraryLayout.fittingHeight(count: frames.cells.count, width: Double(content.width))
            let needed = pixelsNeeded(fitting)
            let expected = max(content.height, needed)
            if frames.root.height != expected {
                let sentence =
                    "the root is \(frames.root.height) tall; the content area is \(content.height) and the grid needs "
                    + "\(fitting), so it should be \(expected)"
                let isWholeNumber = abs(fitting - fitting.rounded()) < layoutTolerance
                if isWholeNumber && frames.root.height == expected + 1 && expected == needed {
                    check.roundingNoiseProblems.append(sentence)
                } else {
                    problems.append(sentence)
                }
            }
        } catch {
            problems.append("the library cannot measure the grid: \(error)")
        }
        check.problems += problems
    }

    /// The app's unrounded layout frames equal the library's at the app's root size, to 1e-6.
    static func layoutFrameProblems(_ frames: FrameReport, _ library: LibraryLayout) -> [String] {
        var problems: [String] = []
        let size = "\(frames.root.width)×\(frames.root.height)"
        let containerFrame = frames.container.layoutFrame
        if !containerFrame.matches(library.container) {
            problems.append("container layoutFrame \(containerFrame) ≠ library \(library.container) at \(size)")
        }
        for (index, (cell, expected)) in zip(frames.cells, library.cellsInRoot).enumerated() {
            let layoutFrame = cell.layoutFrame
            if !layoutFrame.matches(expected) {
                problems.append("cell \(index) layoutFrame \(layoutFrame) ≠ library \(expected) at \(size)")
            }
        }
        return problems
    }
}
