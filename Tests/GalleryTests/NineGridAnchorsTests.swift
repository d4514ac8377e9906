// The nine-grid written with anchors gives exactly the frames of the Cartography one.

import Foundation
import Testing

@testable import Cartography
@testable import Gallery

@MainActor
@Suite struct NineGridAnchorsTests {
    static let sizes: [(CGFloat, CGFloat)] = [(320, 480), (375, 667), (800, 600), (1200, 500)]

    // The same constraints, made by anchors instead of Cartography's operators, solve to the same frames:
    // the container, every cell, for every count at every width.
    @Test(arguments: 1...9) func sameFramesAsTheCartographyGrid(count: Int) throws {
        let cartography = try makeGrid(count: count)
        let anchors = try NineGridAnchorsViewController(cellCount: count)
        for (width, height) in Self.sizes {
            layOut(cartography, width, height)
            anchors.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
            anchors.view.layoutIfNeeded()
            #expect(anchors.showView.frame == cartography.showView.frame, "\(count) cells at \(width)")
            #expect(anchors.showView.subviews.map(\.frame) == cartography.showView.subviews.map(\.frame))
            let expected = HandComputedGrid(count: count, width: width, height: height)
            #expect(nearlyEqual(anchors.showView.frame, expected.container))
        }
    }

    /// The report shows the anchor constraints at their lines in the anchors file, and the same findings
    /// as the seed's: no conflict, the container's y free, the square wish off by the same amount.
    @Test func reportPointsAtTheAnchorLines() throws {
        let grid = try NineGridAnchorsViewController(cellCount: 4)
        grid.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let report = grid.view.layoutDiagnostics().report
        #expect(report.contains("showView (0, 206, 375, 255)  [ambiguous: y]"))
        #expect(report.contains("· cell3.top == cell0.bottom + 15 (NineGridAnchorsViewController.swift:"))
        #expect(report.contains("showView.height == showView.width ~ 100 (NineGridAnchorsViewController.swift:"))
        #expect(report.contains("Conflicts: none."))
        #expect(report.contains("): off by 120"))
    }

    @Test func refreshKeepsTheGridWellFormed() throws {
        let grid = try NineGridAnchorsViewController(generator: SeededRandom(seed: 7))
        grid.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        for _ in 0..<5 {
            grid.navigationItem.rightBarButtonItem?.perform()
            grid.view.layoutIfNeeded()
            let count = grid.showView.subviews.count
            #expect((1...9).contains(count))
            let expected = HandComputedGrid(count: count, width: 375, height: 667)
            #expect(nearlyEqual(grid.showView.frame, expected.container))
            #expect(zip(grid.showView.subviews.map(\.frame), expected.cells).allSatisfy { nearlyEqual($0, $1) })
            #expect(grid.view.layoutConflicts.isEmpty)
        }
        #expect(throws: NineGridError.cellCountOutOfRange(10)) { try NineGridAnchorsViewController(cellCount: 10) }
    }
}
