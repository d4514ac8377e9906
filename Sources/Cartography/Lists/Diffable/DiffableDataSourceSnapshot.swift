// What a list shows, by identifier: sections and their items, as NSDiffableDataSourceSnapshot.

import Foundation

/// The sections and items a list shows, named by identifiers, as NSDiffableDataSourceSnapshot: build
/// one and give it to a diffable data source's `apply(_:animatingDifferences:)`.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Song.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(songs.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// As UIKit's, identifiers are unique across the snapshot. What UIKit stops the app for (an identifier
/// twice, items with no section to go in, an identifier the snapshot does not hold) is reported through
/// ``LayoutIssues`` and the call is ignored for the identifiers at fault.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The items asked to be reloaded (their cells made again) by the next apply.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items asked to be reconfigured (their cells updated in place) by the next apply.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in a section (0 for a section the snapshot does not hold).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex(identifier).map { sections[$0].items.count } ?? 0
    }

    /// The items of a section, in order (none for a section the snapshot does not hold).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex(identifier).map { sections[$0].items } ?? []
    }

    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// An item's position among all items, section after section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// A section's position.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex(identifier)
    }

    /// An item's index path.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The item at an index path, nil out of range.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += newSections(identifiers, in: "appendSections(_:)").map { ($0, []) }
    }

    /// Adds sections before another.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = existingSection(toIdentifier, in: "insertSections(_:beforeSection:)") else { return }
        sections.insert(contentsOf: newSections(identifiers, in: "insertSections").map { ($0, []) }, at: index)
    }

    /// Adds sections after another.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = existingSection(toIdentifier, in: "insertSections(_:afterSection:)") else { return }
        sections.insert(contentsOf: newSections(identifiers, in: "insertSections").map { ($0, []) }, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = existingSection(identifier, in: "deleteSections(_:)") else { continue }
            sections.remove(at: index)
        }
    }

    /// Asks for every item of the sections to be reloaded by the next apply.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = existingSection(identifier, in: "reloadSections(_:)") else { continue }
            reloadedItemIdentifiers += sections[index].items
        }
    }

    // MARK: Items

    /// Adds items at the end of a section, the last one by default.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
    ) {
        let index: Int
        if let identifier {
            guard let found = existingSection(identifier, in: "appendItems(_:toSection:)") else { return }
            index = found
        } else {
            guard !sections.isEmpty else {
                return Self.report(
                    "appendItems(_:toSection:): there are no sections in the snapshot; append a section first; "
                        + "\(identifiers.count) items ignored")
            }
            index = sections.count - 1
        }
        sections[index].items += newItems(identifiers, in: "appendItems(_:toSection:)")
    }

    /// Adds items before another item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let path = existingItem(beforeIdentifier, in: "insertItems(_:beforeItem:)") else { return }
        sections[path.section].items.insert(contentsOf: newItems(identifiers, in: "insertItems"), at: path.item)
    }

    /// Adds items after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        guard let path = existingItem(afterIdentifier, in: "insertItems(_:afterItem:)") else { return }
        sections[path.section].items.insert(contentsOf: newItems(identifiers, in: "insertItems"), at: path.item + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let path = existingItem(identifier, in: "deleteItems(_:)") else { continue }
            sections[path.section].items.remove(at: path.item)
        }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, let from = existingItem(identifier, in: "moveItem(_:beforeItem:)"),
            existingItem(toIdentifier, in: "moveItem(_:beforeItem:)") != nil
        else { return }
        sections[from.section].items.remove(at: from.item)
        if let to = indexPath(of: toIdentifier) { sections[to.section].items.insert(identifier, at: to.item) }
    }

    /// Asks for the items' cells to be made again by the next apply.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { existingItem($0, in: "reloadItems(_:)") != nil }
    }

    /// Asks for the items' cells to be updated by the next apply (here: made again, as a reload).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { existingItem($0, in: "reconfigureItems(_:)") != nil }
    }

    /// Forgets the reload and reconfigure requests once applied.
    mutating func clearRequests() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    // MARK: Checks

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    private func existingSection(_ identifier: SectionIdentifierType, in call: String) -> Int? {
        guard let index = sectionIndex(identifier) else {
            Self.report("\(call): section \(identifier) is not in the snapshot; ignored")
            return nil
        }
        return index
    }

    private func existingItem(_ identifier: ItemIdentifierType, in call: String) -> IndexPath? {
        guard let path = indexPath(of: identifier) else {
            Self.report("\(call): item \(identifier) is not in the snapshot; ignored")
            return nil
        }
        return path
    }

    private func newSections(_ identifiers: [SectionIdentifierType], in call: String) -> [SectionIdentifierType] {
        Self.unique(identifiers, besides: sectionIdentifiers, kind: "section", in: call)
    }

    private func newItems(_ identifiers: [ItemIdentifierType], in call: String) -> [ItemIdentifierType] {
        Self.unique(identifiers, besides: itemIdentifiers, kind: "item", in: call)
    }

    /// The identifiers not among `existing`, each once; the others reported.
    private static func unique<Identifier: Hashable>(
        _ identifiers: [Identifier], besides existing: [Identifier], kind: String, in call: String
    ) -> [Identifier] {
        var seen = Set(existing)
        return identifiers.filter { identifier in
            guard seen.insert(identifier).inserted else {
                report("\(call): \(kind) identifiers must be unique; \(identifier) is already there; ignored")
                return false
            }
            return true
        }
    }

    private static func report(_ message: String) {
        LayoutIssues.report(.invalidList("diffable snapshot: " + message))
    }
}
