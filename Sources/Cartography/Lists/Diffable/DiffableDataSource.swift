// What the table's and the collection view's diffable data sources share: the shown snapshot and lookups.

import Foundation

/// The snapshot a diffable data source shows, and the lookups between identifiers and index paths that
/// UIKit's table and collection view data sources both have.
open class DiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot shown.
    var current = Snapshot()

    init() {}

    /// A copy of what is shown.
    public func snapshot() -> Snapshot { current }

    /// The identifier of the item at an index path, nil out of range.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of an item, nil if it is not shown.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The identifier of the section at an index.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of a section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// The number of items of the section at an index (0 out of range).
    func itemCount(inSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }
}
