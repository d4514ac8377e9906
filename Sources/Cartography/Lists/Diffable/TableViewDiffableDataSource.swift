// A table's data source fed by snapshots of identifiers, as UITableViewDiffableDataSource.

import Foundation

/// Feeds a table from snapshots, as UITableViewDiffableDataSource: the counts come from the last applied
/// ``DiffableDataSourceSnapshot`` and each cell from the cell provider, given the item's identifier.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, name in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     cell.textLabel?.text = name
///     return cell
/// }
/// ```
///
/// Applying a snapshot with the same sections as the shown one inserts and deletes only the rows that
/// changed (the others keep their cells and measured heights), as UIKit's; other changes reload the
/// table. It makes itself the table's data source (held weakly: keep a reference, as on iOS).
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource {
    /// Makes a row's cell, usually dequeued: `(tableView, indexPath, itemIdentifier) -> cell`.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// How rows inserted and deleted by ``apply(_:animatingDifferences:completion:)`` move.
    public var defaultRowAnimation = TableView.RowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`: rows inserted and deleted within the same sections, else a reload; the rows
    /// the snapshot asks to reload or reconfigure get their cells made again.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot
        current.clearRequests()
        guard let tableView else {
            completion?()
            return
        }
        if animatingDifferences, let changes = Self.rowChanges(from: old, to: snapshot) {
            tableView.applyRowUpdate(
                inserting: changes.inserted, deleting: changes.deleted, call: "apply(_:animatingDifferences:)",
                animation: defaultRowAnimation)
        } else {
            tableView.reloadData()
        }
        let reloaded = (snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers).compactMap {
            current.indexPath(of: $0)
        }
        if !reloaded.isEmpty { tableView.reloadRows(at: reloaded, with: defaultRowAnimation) }
        completion?()
    }

    /// Shows `snapshot` by reloading the table, as UIKit's.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The rows deleted (at their old index paths) and inserted (at their new ones) when the sections are
    /// the same and the rows kept keep their order; nil otherwise (the table reloads).
    static func rowChanges(from old: Snapshot, to new: Snapshot) -> (deleted: [IndexPath], inserted: [IndexPath])? {
        guard old.sectionIdentifiers == new.sectionIdentifiers else { return nil }
        var deleted: [IndexPath] = []
        var inserted: [IndexPath] = []
        for (section, identifier) in new.sectionIdentifiers.enumerated() {
            let before = old.itemIdentifiers(inSection: identifier)
            let after = new.itemIdentifiers(inSection: identifier)
            let beforeSet = Set(before)
            let afterSet = Set(after)
            guard before.filter(afterSet.contains) == after.filter(beforeSet.contains) else { return nil }
            deleted += before.indices.filter { !afterSet.contains(before[$0]) }.map {
                IndexPath(row: $0, section: section)
            }
            inserted += after.indices.filter { !beforeSet.contains(after[$0]) }.map {
                IndexPath(row: $0, section: section)
            }
        }
        return (deleted, inserted)
    }

    // MARK: Data source

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in a section.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    /// The cell provider's cell; a nil one is reported and an empty cell shown.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        LayoutIssues.report(
            .invalidList(
                "the diffable data source's cell provider gave no cell for section \(indexPath.section) row "
                    + "\(indexPath.row); an empty cell is shown"))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; subclasses override, as with UIKit's.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; subclasses override.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
