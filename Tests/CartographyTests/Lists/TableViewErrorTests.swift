// A table's bad input: reported clearly, the table going on with what it can use.

import Foundation
import Testing

@testable import Cartography

@Suite struct TableViewErrorTests {
    /// UIKit stops the app on a negative row count; here it is reported and the section is empty.
    @Test func aNegativeRowCountIsReportedAndShowsNoRows() {
        final class Negative: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { -3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let recorder = IssueRecorder()
        let source = Negative()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(recorder.issues(mentioning: "the data source gave -3 rows in section 0").count == 1)
    }

    /// UIKit raises on an index path out of range (`rectForRow`, `scrollToRow`); here it is reported
    /// naming the call and the table's counts, and nothing moves.
    @Test func anIndexPathOutOfRangeIsReported() {
        let recorder = IssueRecorder()
        let table = blockTable(BlockSource([[10, 10]]))
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == .zero)
        table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
        #expect(table.contentOffset == .zero)
        let issues = recorder.issues(mentioning: "is out of range (the table has 1 section of 2 rows)")
        #expect(issues.count == 2)
        #expect(issues.first?.contains("rectForRow(at:): section 0 row 7") == true)
    }

    /// A cell the data source made itself instead of dequeuing is accepted, as UIKit's table accepts it
    /// (the pre-iOS-6 pattern); returning a cell that another row already shows is the mistake, reported,
    /// and that row gets an empty cell so the other row keeps its content.
    @Test func aCellAlreadyShownElsewhereIsReported() {
        final class Shared: TableViewDataSource {
            let shared = TableViewCell(style: .value1, reuseIdentifier: nil)
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                shared.accessibilityIdentifier = "sharedCell"
                return shared
            }
        }
        let recorder = IssueRecorder()
        let source = Shared()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === source.shared)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)).map { $0 !== source.shared } == true)
        let issues = recorder.issues(mentioning: "the cell already shown at section 0 row 0 (sharedCell)")
        #expect(issues.count == 1)
    }

    /// UIKit: "constraints ambiguously suggest a height of zero for a table view cell's content view";
    /// UIKit then uses the standard height. Here the report lists the cell's constraints with the
    /// lines they were written on, and the row keeps its estimated height.
    @Test func aCellWhoseConstraintsDoNotDecideItsHeightKeepsTheEstimate() {
        final class Dangling: TableViewCell {
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let badge = View()
                badge.accessibilityIdentifier = "badge"
                contentView.addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "dangling", for: indexPath)
                cell.accessibilityIdentifier = "danglingCell"
                return cell
            }
        }
        let recorder = IssueRecorder()
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(Dangling.self, forCellReuseIdentifier: "dangling")
        table.estimatedRowHeight = 60
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.first?.frame.height == 60)
        let issues = recorder.issues(mentioning: "danglingCell at section 0 row 0 ambiguously suggest a height of zero")
        #expect(issues.count == 1)
        #expect(issues.first?.contains("badge.top == ") == true)
        #expect(issues.first?.contains("TableViewErrorTests.swift:74") == true)
    }

    /// UIKit stops the app with "Invalid update" when the data source's count does not match; here it
    /// is reported and the table reloads, showing what the data source has.
    @Test func aMismatchedInsertIsReportedAndReloads() {
        let recorder = IssueRecorder()
        let source = BlockSource([[10, 10]])
        let table = blockTable(source)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        #expect(recorder.issues(mentioning: "invalid update in insertRows(at:with:)").count == 1)
        #expect(table.visibleCells.count == 2)
    }

    /// UIKit stops the app when no class is registered for an identifier; here it is reported and a
    /// default-style cell is shown.
    @Test func dequeuingAnUnregisteredIdentifierIsReported() {
        final class Unregistered: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "nowhere", for: indexPath)
            }
        }
        let recorder = IssueRecorder()
        let source = Unregistered()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(recorder.issues(mentioning: "unable to dequeue a cell with identifier nowhere").count == 1)
        #expect(table.visibleCells.first?.reuseIdentifier == "nowhere")
    }
}
