// Diffable data sources: snapshots, applying them to tables and collection views, and bad snapshots.

import Foundation
import Testing

@testable import Cartography

@Suite struct DiffableDataSourceTests {
    /// UIKit's NSDiffableDataSourceSnapshot: items go to the last section by default or to a named one,
    /// insert before and after other items, move and delete, and the counts and indexes follow.
    @Test func snapshotEditsSectionsAndItems() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems([1, 2, 3])
        snapshot.appendItems([10, 11], toSection: "fruit")
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        snapshot.deleteItems([2])
        snapshot.moveItem(11, beforeItem: 10)
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == [11, 10])
        #expect(snapshot.itemIdentifiers(inSection: "veg") == [0, 1, 3, 4])
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.indexOfItem(3) == 4)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "veg")
        snapshot.insertSections(["nuts"], beforeSection: "veg")
        #expect(snapshot.sectionIdentifiers == ["fruit", "nuts", "veg"])
        snapshot.deleteSections(["fruit"])
        #expect(snapshot.itemIdentifiers == [0, 1, 3, 4])
    }

    /// What UIKit stops the app for is reported and ignored: an identifier already in the snapshot,
    /// items appended with no section to go in, an item that is not there.
    @Test func badSnapshotEditsAreReported() {
        let recorder = IssueRecorder()
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendItems(["orphan-7311"])
        snapshot.appendSections(["main"])
        snapshot.appendItems(["twice-7311", "twice-7311"])
        snapshot.deleteItems(["absent-7311"])
        #expect(snapshot.itemIdentifiers == ["twice-7311"])
        #expect(recorder.issues(mentioning: "there are no sections in the snapshot").count == 1)
        #expect(recorder.issues(mentioning: "twice-7311 is already there").count == 1)
        #expect(recorder.issues(mentioning: "item absent-7311 is not in the snapshot").count == 1)
    }

    /// UICollectionViewDiffableDataSource: the counts are the snapshot's, each cell comes from the cell
    /// provider with its item's identifier, and a new snapshot replaces what is shown.
    @Test func collectionViewShowsTheAppliedSnapshot() {
        let layout = CollectionViewFlowLayout()
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collectionView, indexPath, name in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.accessibilityIdentifier = name
            return cell
        }
        var snapshot = source.snapshot()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.map(\.accessibilityIdentifier) == ["a", "b", "c"])
        #expect(source.indexPath(for: "c") == IndexPath(item: 0, section: 1))
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["d"], toSection: 1)
        source.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 1)
        #expect(collection.visibleCells.map(\.accessibilityIdentifier) == ["b", "c", "d"])
    }

    /// UITableViewDiffableDataSource: a snapshot with the same sections deletes and inserts only the rows
    /// that changed, as UIKit's: the rows kept keep their cells (no cell is made for them), the new row
    /// is measured, and the rows below move by the difference; `reloadItems` asks for that row's cell again.
    @Test func tableAppliesOnlyTheRowsThatChanged() throws {
        let heights: [String: CGFloat] = ["a": 20, "b": 30, "c": 40, "d": 50]
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.separatorStyle = .none
        table.register(BlockCell.self, forCellReuseIdentifier: "block")
        var provided: [String] = []
        let source = TableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, name in
            provided.append(name)
            let cell = tableView.dequeueReusableCell(withIdentifier: "block", for: indexPath)
            (cell as? BlockCell)?.configure(height: heights[name])
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        let kept = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        provided = []
        snapshot.deleteItems(["a"])
        snapshot.insertItems(["d"], beforeItem: "c")
        source.apply(snapshot)
        table.layoutIfNeeded()
        #expect(provided == ["d"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === kept)
        #expect(table.visibleCells.map(\.frame.minY) == [0, 52, 124])
        #expect(table.visibleCells.map(\.frame.height) == [52, 72, 62])
        provided = []
        snapshot.reloadItems(["b"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        #expect(provided == ["b"])
    }

    /// A cell provider that gives no cell (UIKit stops the app) is reported; an empty cell is shown.
    @Test func aMissingCellIsReported() {
        let recorder = IssueRecorder()
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, _ in nil }
        var snapshot = source.snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems([42])
        source.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 1)
        #expect(recorder.issues(mentioning: "cell provider gave no cell for item 0 of section 0").count == 1)
    }
}
