// The list demos: the nine-grid as a collection view against the Cartography one, and the settings screen.

import Foundation
import Testing

@testable import Cartography
@testable import Gallery

@MainActor
@Suite struct ListDemoTests {
    /// The nine-grid as a `UICollectionViewFlowLayout` (15-point insets and spacing, items a third of the
    /// width less the spacing) puts each item of a full row where the Cartography nine-grid puts its cell,
    /// at every width: UIKit justifies a full line, and the three items fill it exactly.
    @Test(arguments: [3, 6, 9]) func fullRowsMatchTheCartographyNineGrid(count: Int) throws {
        for width in [320, 375, 414, 800, 1200] as [CGFloat] {
            let grid = try makeGrid(count: count)
            layOut(grid, width, 900)
            let controller = NineGridCollectionViewController(count: count)
            controller.view.frame = CGRect(x: 0, y: 0, width: width, height: 900)
            controller.view.layoutIfNeeded()
            let items = controller.collectionView.visibleCells.map(\.frame)
            let cells = grid.showView.subviews.map(\.frame)
            #expect(items.count == count)
            for (item, cell) in zip(items, cells) {
                #expect(nearlyEqual(item, cell, 1e-9), "\(count) at \(width): \(item) vs \(cell)")
            }
        }
    }

    /// UIKit's flow layout justifies every line of several items, the last one too, so a partial last row
    /// is spread across the width where the Cartography grid keeps it at the left: two items of the last
    /// row sit at the first and third columns.
    @Test func aPartialLastRowIsJustifiedAsUIKitDoes() {
        let controller = NineGridCollectionViewController(count: 5)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 900)
        controller.view.layoutIfNeeded()
        let frames = controller.collectionView.visibleCells.map(\.frame)
        #expect(frames[3] == CGRect(x: 15, y: 135, width: 105, height: 105))
        #expect(frames[4] == CGRect(x: 255, y: 135, width: 105, height: 105))
    }

    /// The settings screen: an inset-grouped table (rows 16 points in at 375), titled sections 38
    /// points tall, 44-point rows, and a switch as the accessory view 16 points from the trailing edge.
    @Test func settingsRowsAreInsetCardsWithSwitches() {
        let controller = SettingsViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 800)
        controller.view.layoutIfNeeded()
        let cells = controller.tableView.visibleCells
        #expect(cells.first?.frame == CGRect(x: 16, y: 38, width: 343, height: 44))
        let airplane = cells[2]
        #expect(airplane.textLabel?.text == "Airplane Mode")
        let toggle = airplane.accessoryView
        #expect(toggle is Switch)
        let trailingEdge: CGFloat = 343 - 16
        #expect(toggle?.frame.maxX == trailingEdge)
        #expect(airplane.contentView.frame.maxX == toggle?.frame.minX)
        #expect(cells[0].detailTextLabel?.text == "Home")
    }
}

@MainActor
@Suite struct FeedScrollTests {
    /// Reused cells with wrapping labels are measured again at the row's width: scrolling the feed,
    /// every row shown is as tall as its text plus the margins and the separator.
    @Test func reusedWrappingCellsMeasureAgain() {
        let controller = FeedViewController(rowCount: 300)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        let table = controller.tableView
        for step in 1...60 {
            table.contentOffset.y = CGFloat(step) * 97
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                guard let post = cell as? PostCell else { continue }
                #expect(cell.frame.height == post.body.frame.maxY + 11 + 0.5, "row \(table.indexPath(for: cell)!)")
            }
        }
    }
}
