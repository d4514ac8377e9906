// Inserting and deleting rows without reloading: the heights and cells of the other rows are kept.

import Foundation

extension TableView {
    /// Adds rows the data source now has, as UIKit's: the rows after them move down, keeping their
    /// cells and real heights; the new rows start at their estimated height. If the data source's count
    /// does not match (UIKit stops the app with "Invalid update"), the problem is reported and the table
    /// reloads. The rows below slide to their new places and the new rows come in as `animation` says,
    /// played by the animation host (``Animations``) as a `UIView.animate` block.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyRowUpdate(inserting: indexPaths, deleting: [], call: "insertRows(at:with:)", animation: animation)
    }

    /// Removes rows the data source no longer has, as UIKit's; the inverse of ``insertRows(at:with:)``.
    /// The deleted rows' cells leave as `animation` says and go to the reuse queues when it completes.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyRowUpdate(inserting: [], deleting: indexPaths, call: "deleteRows(at:with:)", animation: animation)
    }

    /// Reloads rows: their cells are asked for again and their heights measured again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        tileIfNeeded()
        for indexPath in indexPaths where checkRow(indexPath, in: "reloadRows(at:with:)") {
            if let cell = visibleCellsByRow.removeValue(forKey: indexPath) { enqueue(cell) }
            geometry.sections[indexPath.section].isMeasured[indexPath.row] = false
        }
        setNeedsTile()
    }

    /// Runs updates made in `updates` as one (here they apply as they are made), then `completion`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// UIKit's older bracket around row updates; updates apply as they are made.
    public func beginUpdates() {}

    /// Ends ``beginUpdates()``.
    public func endUpdates() {}

    func applyRowUpdate(
        inserting inserted: [IndexPath], deleting deleted: [IndexPath], call: String, animation: RowAnimation
    ) {
        if needsReload {
            setNeedsTile()
            return
        }
        var sections = geometry.sections
        for indexPath in deleted.sorted(by: >) {
            guard sections.indices.contains(indexPath.section),
                sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
            else { return invalidUpdate(call, "\(describe(indexPath)) does not exist") }
            sections[indexPath.section].rowHeights.remove(at: indexPath.row)
            sections[indexPath.section].isMeasured.remove(at: indexPath.row)
        }
        for indexPath in inserted.sorted() {
            guard sections.indices.contains(indexPath.section),
                (0...sections[indexPath.section].rowHeights.count).contains(indexPath.row)
            else { return invalidUpdate(call, "\(describe(indexPath)) is beyond the end of its section") }
            let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
            sections[indexPath.section].rowHeights.insert(
                estimate > 0 ? estimate : TableView.standardRowHeight, at: indexPath.row)
            sections[indexPath.section].isMeasured.insert(false, at: indexPath.row)
        }
        for (index, section) in sections.enumerated() {
            let count = dataSource?.tableView(self, numberOfRowsInSection: index) ?? 0
            guard count == section.rowHeights.count else {
                return invalidUpdate(
                    call,
                    "the number of rows in section \(index) after the update (\(count)) must equal the number "
                        + "before it (\(geometry.sections[index].rowHeights.count)) plus those inserted and less "
                        + "those deleted (\(section.rowHeights.count))")
            }
        }
        geometry.sections = sections
        geometry.recompute()
        var moved: [IndexPath: TableViewCell] = [:]
        var removed: [TableViewCell] = []
        let oldFrames = Dictionary(
            uniqueKeysWithValues: visibleCellsByRow.values.map { (ObjectIdentifier($0), $0.frame) })
        for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) {
            guard let newPath = shifted(indexPath, inserting: inserted, deleting: deleted) else {
                removed.append(cell)
                continue
            }
            moved[newPath] = cell
        }
        visibleCellsByRow = moved
        animateRowUpdate(removing: removed, inserting: inserted, from: oldFrames, animation: animation)
    }

    /// Where a row moves when rows are deleted (nil if it is one of them) and inserted before it.
    private func shifted(
        _ indexPath: IndexPath, inserting inserted: [IndexPath], deleting deleted: [IndexPath]
    )
        -> IndexPath?
    {
        if deleted.contains(indexPath) { return nil }
        var row = indexPath.row
        row -= deleted.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        for insertion in inserted.sorted() where insertion.section == indexPath.section && insertion.row <= row {
            row += 1
        }
        return IndexPath(row: row, section: indexPath.section)
    }

    private func invalidUpdate(_ call: String, _ reason: String) {
        LayoutIssues.report(.invalidList("invalid update in \(call): \(reason); the table reloads instead"))
        reloadData()
    }
}
