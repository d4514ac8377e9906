// UITableView: row frames, self-sizing through the cells' constraints, estimates, reuse and bad input.

import Foundation
import Testing

@testable import Cartography

@Suite struct TableViewTests {
    /// UIKit: rows stack from the top at `rowHeight`; each cell's content view is the row less the
    /// 0.5-point (one pixel at 2×) separator, so a standard 44-point row has a 43.5-point content view
    /// (the "row height 54.5 for 54 of content" report on Stack Overflow, question 62599451, shows the
    /// separator added to the content's height; Apple's `rowHeight` documentation gives the default).
    @Test func fixedHeightRowsStackWithAHairlineSeparator() {
        let source = BlockSource([[10, 10, 10]])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.register(BlockCell.self, forCellReuseIdentifier: "block")
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        let cells = table.visibleCells
        let rows: [CGRect] = [0, 44, 88].map { (y: CGFloat) in CGRect(x: 0, y: y, width: 375, height: 44) }
        #expect(cells.map(\.frame) == rows)
        #expect(cells[0].contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 43.5))
        #expect(table.contentSize == CGSize(width: 375, height: 132))
    }

    /// UIKit: with `rowHeight = automaticDimension` (the default since iOS 11) a row is as tall as its
    /// cell's constraints make the content view at the table's width, plus the separator. A block half
    /// as wide as tall between 16-point side margins and 11-point top and bottom margins.
    @Test(arguments: [(320, 166.5), (375, 194), (414, 213.5)] as [(CGFloat, CGFloat)])
    func selfSizingRowsFollowTheWidth(width: CGFloat, rowHeight: CGFloat) {
        let source = BlockSource([[0, 0]], ratio: 0.5)
        let table = blockTable(source, width: width)
        let cells = table.visibleCells
        #expect(cells.map(\.frame.height) == [rowHeight, rowHeight])
        #expect(cells[1].frame.minY == rowHeight)
        let cell = cells[0] as? BlockCell
        #expect(cell?.block.frame == CGRect(x: 16, y: 11, width: width - 32, height: (width - 32) / 2))
    }

    /// UIKit: rows of different content heights, each measured: 20, 50 and 0-point blocks (plus 22 of
    /// margins and the separator).
    @Test func eachRowGetsItsOwnHeight() {
        let table = blockTable(BlockSource([[20, 50, 8]]))
        #expect(table.visibleCells.map(\.frame.minY) == [0, 42.5, 115])
        #expect(table.visibleCells.map(\.frame.height) == [42.5, 72.5, 30.5])
    }

    /// UIKit: rows not yet shown count at `estimatedRowHeight` (44 by default); as rows above the first
    /// one on screen get their real height, the content offset moves by the difference so that the rows
    /// on screen stay put. Scrolling up 10 points at a time moves row 60 down 10 points on screen each
    /// time, although every row above it turns out 56 points taller than estimated.
    @Test func realHeightsReplaceEstimatesWithoutAJump() {
        let source = BlockSource([Array(repeating: 78, count: 200)])
        let table = blockTable(source)
        let lastRow = IndexPath(row: 199, section: 0)
        #expect(table.contentSize.height == table.rectForRow(at: lastRow).maxY)
        #expect(table.visibleCells.first?.frame.height == 100.5)
        let row60 = IndexPath(row: 60, section: 0)
        table.contentOffset.y = table.rectForRow(at: row60).minY
        table.layoutIfNeeded()
        guard let cell = table.cellForRow(at: row60) else {
            Issue.record("row 60 is not on screen")
            return
        }
        // Row 59, in the preload margin above, got its real height: the offset moved with it.
        #expect(cell.frame.minY == table.contentOffset.y)
        var onScreen: CGFloat = 0
        for _ in 0..<30 {
            table.contentOffset.y -= 10
            table.layoutIfNeeded()
            let now = table.rectForRow(at: row60).minY - table.contentOffset.y
            #expect(now == onScreen + 10)
            onScreen = now
        }
        #expect(table.cellForRow(at: row60)?.frame.height == 100.5)
    }

    /// UIKit keeps cells only for the rows on screen: scrolling a 10,000-row table from top to bottom
    /// makes no more cells than fit on screen (plus the preload margin above and below), reusing them.
    @Test func reuseKeepsTheLiveCellsBounded() {
        let source = BlockSource([Array(repeating: 22, count: 10_000)])
        let table = blockTable(source, height: 600)
        var most = 0
        func scroll(to y: CGFloat) {
            table.contentOffset.y = y
            table.layoutIfNeeded()
            most = max(most, table.subviews.filter { $0 is TableViewCell }.count)
        }
        // A hundred small steps, then jumps through the rest (every step of a full scroll costs the same).
        for step in 1...100 { scroll(to: CGFloat(step) * 97) }
        for fraction in [0.25, 0.5, 0.75] as [CGFloat] { scroll(to: fraction * table.contentSize.height) }
        scroll(to: table.contentSize.height - 600)
        // 600 points of screen and 2 × 44 of margin, at 44.5 points a row: 16 rows, one more cut at each end.
        #expect(most <= 18)
        #expect(table.cellsCreated <= 18)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
    }

    /// UIKit measures a reused cell again for its new row: a wrapping label's height (its constant changed
    /// in place in the table's solver) is measured in the cell's own fitting solve too, so every row is its
    /// text plus the 11-point margins and the separator, and nothing is reported.
    @Test func reusedCellsWithWrappingLabelsMeasureAgain() {
        let recorder = IssueRecorder()
        let source = TextSource(count: 1_000)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.dataSource = source
        table.layoutIfNeeded()
        for step in 1...40 {
            table.contentOffset.y = CGFloat(step) * 97
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                guard let body = (cell as? TextCell)?.body else { continue }
                #expect(body.frame.height > 0)
                #expect(cell.frame.height == body.frame.maxY + 11 + 0.5)
            }
        }
        #expect(recorder.issues(mentioning: "constraints of TextCell").isEmpty)
    }

    /// UIKit's grouped styles: 18 points between untitled sections, 38 above a titled one; an
    /// inset-grouped table's rows are cards 16 points in from the sides below 414 points of width and 20
    /// from there (UIKit's layout margins). The 18-point default is the one a grouped table falls back to
    /// when a delegate answers zero (several Chinese-language UIKit write-ups, e.g. e-com-net.com 1288149891331174400).
    @Test func groupedSectionsHaveUIKitsSpacing() {
        let source = BlockSource([[0], [0]])
        source.headerTitles = [nil, "Second"]
        let table = blockTable(source, style: .grouped)
        // 18 above section 0, its 22.5-point row, its 18-point footer, then section 1's titled header.
        let secondTop: CGFloat = 96.5
        #expect(table.visibleCells.map(\.frame.minY) == [18, secondTop])
        for (width, inset) in [(375, 16), (414, 20)] as [(CGFloat, CGFloat)] {
            let inset2 = blockTable(BlockSource([[0, 0]]), width: width, style: .insetGrouped)
            #expect(inset2.visibleCells[0].frame == CGRect(x: inset, y: 18, width: width - 2 * inset, height: 22.5))
            #expect(inset2.visibleCells[0].layer.cornerRadius == 10)
        }
    }

    /// UIKit: `insertRows` and `deleteRows` keep the other rows' cells and real heights and move them.
    @Test func insertingAndDeletingRowsMovesTheOthers() {
        let source = BlockSource([[20, 50, 8]])
        let table = blockTable(source)
        let last = table.cellForRow(at: IndexPath(row: 2, section: 0))
        source.heights[0].insert(30, at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === last)
        #expect(table.visibleCells.map(\.frame.height) == [52.5, 42.5, 72.5, 30.5])
        source.heights[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.minY) == [0, 52.5, 125])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === last)
    }

    /// UIKit's section titles: the data source's titles are shown in the standard header.
    @Test func titledHeadersShowTheTitle() {
        let source = BlockSource([[0]])
        source.headerTitles = ["Fruit"]
        let table = blockTable(source)
        let header = table.subviews.compactMap { $0 as? TableSectionTitleView }.first
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 375, height: 28))
        #expect(header?.titleLabel.text == "Fruit")
        #expect(table.visibleCells.first?.frame.minY == 28)
    }

    /// UIKit's `UITableViewController`: the view is the table, fed by the controller's overrides.
    @Test func tableViewControllerFeedsItsTable() {
        final class Fruit: TableViewController {
            override func viewDidLoad() {
                tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = ["Apple", "Pear"][indexPath.row]
                return cell
            }
            override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        }
        let controller = Fruit(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.visibleCells.map(\.textLabel?.text) == ["Apple", "Pear"])
        #expect(controller.tableView.visibleCells.map(\.frame.minY) == [0, 50])
    }
}
