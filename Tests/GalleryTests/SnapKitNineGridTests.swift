// The nine-grid written with SnapKit lays out exactly as the Cartography one, and refreshes cleanly.

import Foundation
import Gallery
import Testing

@testable import Cartography

@Suite struct SnapKitNineGridTests {
    static let widths: [CGFloat] = [320, 375, 800, 1200]

    func layOutSnapKit(_ controller: SnapKitNineGridViewController, _ width: CGFloat, _ height: CGFloat) {
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        controller.view.layoutIfNeeded()
    }

    @Test(arguments: 1...9) func sameFramesAsTheCartographyGrid(count: Int) throws {
        let cartography = try makeGrid(count: count)
        let snapKit = try SnapKitNineGridViewController(cellCount: count)
        for (width, height) in zip(Self.widths, [480, 667, 600, 500] as [CGFloat]) {
            layOut(cartography, width, height)
            layOutSnapKit(snapKit, width, height)
            #expect(nearlyEqual(snapKit.showView.frame, cartography.showView.frame), "\(count) cells at \(width)")
            let cells = snapKit.showView.subviews.map(\.frame)
            #expect(cells.count == count)
            for (cell, want) in zip(cells, cartography.showView.subviews.map(\.frame)) {
                #expect(nearlyEqual(cell, want), "\(count) cells at \(width): \(cell) vs \(want)")
            }
        }
    }

    /// With the same seed and no fixed count, the two grids draw the same cells in the same colours.
    @Test func sameSeedSameCells() throws {
        for seed in [1, 7, 42] as [UInt64] {
            let cartography = NineGridViewController(generator: SeededRandom(seed: seed))
            let snapKit = try SnapKitNineGridViewController(generator: SeededRandom(seed: seed))
            layOut(cartography, 375, 667)
            layOutSnapKit(snapKit, 375, 667)
            #expect(snapKit.showView.subviews.count == cartography.showView.subviews.count)
            #expect(
                snapKit.showView.subviews.map(\.backgroundColor) == cartography.showView.subviews.map(\.backgroundColor)
            )
            #expect(nearlyEqual(snapKit.showView.frame, cartography.showView.frame))
        }
    }

    /// A refresh replaces the cells and the container's bottom constraint; nothing is left behind.
    @Test func refreshKeepsOneBottomConstraint() throws {
        let grid = try SnapKitNineGridViewController(cellCount: 5)
        layOutSnapKit(grid, 375, 667)
        let before = grid.showView.frame
        let constraintCount = grid.view.constraints.count
        for _ in 0..<3 { grid.refreshShowView() }
        layOutSnapKit(grid, 375, 667)
        #expect(grid.showView.frame == before)
        #expect(grid.view.constraints.count == constraintCount)
        #expect(grid.showView.subviews.count == 5)
    }

    /// Each constraint names the line of the SnapKit call that made it.
    @Test func constraintsNameTheirLinesInTheController() throws {
        let grid = try SnapKitNineGridViewController(cellCount: 2)
        layOutSnapKit(grid, 375, 667)
        let constraints =
            grid.view.constraints + grid.showView.constraints
            + grid.showView.subviews.flatMap(\.constraints)
        #expect(!constraints.isEmpty)
        for constraint in constraints {
            #expect(constraint.location?.file == "SnapKitNineGridViewController.swift", "\(constraint)")
        }
    }

    @MainActor @Test func previewUsesTheContextsCount() throws {
        let preview = try #require(Gallery.catalog.preview(named: "Nine-grid (SnapKit)"))
        var context = PreviewContext(seed: 3, itemCount: 7)
        let grid = try #require(try preview.makeContent(in: &context).viewController as? SnapKitNineGridViewController)
        #expect(grid.showView.subviews.count == 7)
        var wrong = PreviewContext(seed: 3, itemCount: 0)
        #expect(throws: NineGridError.cellCountOutOfRange(0)) { try preview.makeContent(in: &wrong) }
    }
}
