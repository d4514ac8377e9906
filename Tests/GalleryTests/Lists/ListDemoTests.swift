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

    /// The compositional demo at 375: the carousel's cards are 85 % of the width less the 16-point insets
    /// (291.55), 12 apart, in a scroll view below the 44-point header, two of six with cells (the third
    /// beyond the preload margin); the grid's tiles share the width less 12 points, in the section below
    /// the carousel's 8-point insets and the 8-point section spacing.
    @Test func compositionalDemoHasACarouselAboveAGrid() throws {
        let controller = CompositionalViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 800)
        controller.view.layoutIfNeeded()
        let collection = controller.collectionView!
        let carousel = try #require(collection.carouselScrollView(ofSection: 0))
        #expect(carousel.frame == CGRect(x: 0, y: 44, width: 375, height: 176))
        let cards = collection.indexPathsForVisibleItems.filter { $0.section == 0 }
        #expect(cards.map(\.item) == [0, 1])
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(nearlyEqual(second.frame, CGRect(x: 319.55, y: 8, width: 291.55, height: 160), 1e-9))
        #expect(second.superview === carousel)
        let tiles = collection.visibleCells.filter { $0.superview === collection }.map(\.frame)
        #expect(tiles.first == CGRect(x: 16, y: 280, width: 165.5, height: 100))
        #expect(tiles.dropFirst().first == CGRect(x: 193.5, y: 280, width: 165.5, height: 100))
        #expect(tiles.count == 8)
        #expect(
            collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(\.frame) == [
                CGRect(x: 16, y: 0, width: 343, height: 44), CGRect(x: 16, y: 228, width: 343, height: 44),
            ])
    }
}
