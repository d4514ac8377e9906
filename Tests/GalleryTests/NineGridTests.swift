// The seed's nine-grid: every frame for every count at four sizes, against values worked out by hand.

import Foundation
import Gallery
import Testing

@testable import Cartography

/// The nine-grid in closed form, from the seed's constraints:
/// side = (W − 15·4) / 3; cell i at (15 + col·(side + 15), 15 + row·(side + 15));
/// container height = 15 + rows·(side + 15) (its bottom is the last cell's + 15);
/// container top = max(0, H/2 − height/2) (top >= the top guide at 0, centerY >= the root's centerY,
/// and, as in UIKit, no higher than it has to be).
struct HandComputedGrid {
    let container: CGRect
    let cells: [CGRect]

    init(count: Int, width: CGFloat, height: CGFloat) {
        let side = (width - 60) / 3
        cells = (0..<count).map { index in
            CGRect(
                x: 15 + CGFloat(index % 3) * (side + 15), y: 15 + CGFloat(index / 3) * (side + 15),
                width: side, height: side)
        }
        let rows = CGFloat((count + 2) / 3)
        let containerHeight = 15 + rows * (side + 15)
        container = CGRect(x: 0, y: max(0, height / 2 - containerHeight / 2), width: width, height: containerHeight)
    }
}

func nearlyEqual(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

func makeGrid(count: Int, seed: UInt64 = 1) throws -> NineGridViewController {
    let controller = NineGridViewController(generator: SeededRandom(seed: seed))
    try controller.fixCellCount(count)
    _ = controller.view
    return controller
}

func layOut(_ controller: NineGridViewController, _ width: CGFloat, _ height: CGFloat) {
    controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    controller.view.layoutIfNeeded()
}

@Suite struct NineGridTests {
    static let sizes: [(CGFloat, CGFloat)] = [(375, 667), (320, 480), (800, 600), (1200, 500)]

    @Test(arguments: 1...9) func everyFrameAtEverySize(count: Int) throws {
        let controller = try makeGrid(count: count)
        for (width, height) in Self.sizes {
            layOut(controller, width, height)
            let expected = HandComputedGrid(count: count, width: width, height: height)
            #expect(nearlyEqual(controller.showView.frame, expected.container), "\(count) cells at \(width)×\(height)")
            let cells = controller.showView.subviews.map(\.frame)
            #expect(cells.count == count)
            for (cell, want) in zip(cells, expected.cells) {
                #expect(nearlyEqual(cell, want), "\(count) cells at \(width)×\(height): \(cell) vs \(want)")
            }
        }
    }

    /// A few frames written out in full, as a person would check them on a phone.
    @Test func writtenOutFrames() throws {
        let nine = try makeGrid(count: 9)
        layOut(nine, 375, 667)
        #expect(nine.showView.frame == CGRect(x: 0, y: 146, width: 375, height: 375))
        #expect(nearlyEqual(nine.showView.subviews[4].frame, CGRect(x: 135, y: 135, width: 105, height: 105)))
        #expect(nearlyEqual(nine.showView.subviews[8].frame, CGRect(x: 255, y: 255, width: 105, height: 105)))

        let five = try makeGrid(count: 5)
        layOut(five, 320, 480)
        // side 86.67; two rows: height 15 + 2·101.67 = 218.33; top 240 − 109.17 = 130.83.
        #expect(
            nearlyEqual(five.showView.frame, CGRect(x: 0, y: 130.8333333333, width: 320, height: 218.3333333333), 1e-6))
        #expect(
            nearlyEqual(
                five.showView.subviews[4].frame,
                CGRect(x: 116.6666666667, y: 116.6666666667, width: 86.6666666667, height: 86.6666666667), 1e-6))

        let one = try makeGrid(count: 1)
        layOut(one, 800, 600)
        // side 246.67; one row: height 276.67; top 300 − 138.33 = 161.67.
        #expect(
            nearlyEqual(one.showView.frame, CGRect(x: 0, y: 161.6666666667, width: 800, height: 276.6666666667), 1e-6))

        let seven = try makeGrid(count: 7)
        layOut(seven, 1200, 500)
        // side 380; three rows: height 1200, taller than the root: top stays at 0 (the top guide).
        #expect(seven.showView.frame == CGRect(x: 0, y: 0, width: 1200, height: 1200))
        #expect(nearlyEqual(seven.showView.subviews[6].frame, CGRect(x: 15, y: 805, width: 380, height: 380)))
    }

    /// Resizing is a suggestion: the frames after a sequence of sizes equal a fresh solve at the last
    /// size, and nothing is rebuilt.
    @Test func resizeSequenceEqualsFreshSolve() throws {
        let controller = try makeGrid(count: 8)
        layOut(controller, 375, 667)
        let before = controller.view.layoutStatistics
        let sizes: [(CGFloat, CGFloat)] = [(320, 480), (1200, 500), (800, 600), (10, 10), (375, 667), (411, 731)]
        for (width, height) in sizes { layOut(controller, width, height) }
        let after = controller.view.layoutStatistics
        #expect(after.syncs == before.syncs)
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        #expect(after.solver.rebuilds == before.solver.rebuilds)
        #expect(after.rootSizeSuggestions == before.rootSizeSuggestions + sizes.count)

        let fresh = try makeGrid(count: 8)
        layOut(fresh, 411, 731)
        #expect(nearlyEqual(controller.showView.frame, fresh.showView.frame))
        for (a, b) in zip(controller.showView.subviews, fresh.showView.subviews) {
            #expect(nearlyEqual(a.frame, b.frame))
        }
    }

    /// A narrow root gives negative cell sizes, as UIKit would compute; nothing crashes.
    @Test func tinyRootsDoNotCrash() throws {
        let controller = try makeGrid(count: 9)
        for (width, height) in [(0.0, 0.0), (1.0, 1.0), (59.0, 30.0), (60.0, 60.0)] as [(CGFloat, CGFloat)] {
            layOut(controller, width, height)
            let expected = HandComputedGrid(count: 9, width: width, height: height)
            #expect(nearlyEqual(controller.showView.subviews[8].frame, expected.cells[8]))
        }
    }

    @Test func refreshReplacesTheCellsReproducibly() throws {
        func counts(seed: UInt64) -> [Int] {
            let controller = NineGridViewController(generator: SeededRandom(seed: seed))
            layOut(controller, 375, 667)
            var result = [controller.showView.subviews.count]
            for _ in 0..<6 {
                controller.navigationItem.rightBarButtonItem?.perform()
                layOut(controller, 375, 667)
                let count = controller.showView.subviews.count
                result.append(count)
                let expected = HandComputedGrid(count: count, width: 375, height: 667)
                #expect(nearlyEqual(controller.showView.frame, expected.container))
                #expect(controller.showView.subviews.map(\.accessibilityIdentifier) == (0..<count).map { "cell\($0)" })
                #expect((controller.showView.subviews as? [Label])?.map(\.text) == (0..<count).map { "\($0)" })
            }
            // Every row without a subject was added by the dual simplex, none through the artificial phase.
            #expect(controller.view.layoutStatistics.solver.artificialPhases == 0)
            return result
        }
        #expect(counts(seed: 42) == counts(seed: 42))
        #expect(counts(seed: 42) != counts(seed: 43))
        #expect(Set(counts(seed: 42) + counts(seed: 7)).isSubset(of: Set(1...9)))
    }

    @Test func colorsComeFromTheGenerator() throws {
        let a = try makeGrid(count: 9, seed: 5)
        let b = try makeGrid(count: 9, seed: 5)
        let c = try makeGrid(count: 9, seed: 6)
        let colors = { (controller: NineGridViewController) in controller.showView.subviews.map(\.backgroundColor) }
        #expect(colors(a) == colors(b))
        #expect(colors(a) != colors(c))
        for color in colors(a) {
            #expect(color != nil && color!.alpha == 1)
        }
        #expect(a.showView.backgroundColor == .gray)
    }

    @Test func cellCountIsValidated() {
        let controller = NineGridViewController()
        #expect(throws: NineGridError.cellCountOutOfRange(0)) { try controller.fixCellCount(0) }
        #expect(throws: NineGridError.cellCountOutOfRange(10)) { try controller.fixCellCount(10) }
        #expect(throws: Never.self) { try controller.fixCellCount(nil) }
    }
}
