// A collection view's data source fed by snapshots of identifiers, as UICollectionViewDiffableDataSource.

import Foundation

/// Feeds a collection view from snapshots, as UICollectionViewDiffableDataSource: the counts come from
/// the last applied ``DiffableDataSourceSnapshot`` and each cell from the cell provider, given the item's
/// identifier.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
///     collectionView, indexPath, number in
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
///     (cell as? NumberCell)?.configure(number: number)
///     return cell
/// }
/// ```
///
/// It makes itself the collection view's data source (which holds it weakly: keep a reference, as on iOS).
open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource {
    /// Makes an item's cell, usually dequeued: `(collectionView, indexPath, itemIdentifier) -> cell`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a header or footer: `(collectionView, elementKind, indexPath) -> view`.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Makes headers and footers; without it, they are empty views.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.emptyCellIdentifier)
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the collection view asks again for its counts and cells at its next layout.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearRequests()
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view, as UIKit's.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    // MARK: Data source

    /// The snapshot's number of sections.
    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in a section.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    /// The cell provider's cell; a nil one is reported and an empty cell shown.
    public func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    )
        -> CollectionViewCell
    {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        LayoutIssues.report(
            .invalidList(
                "the diffable data source's cell provider gave no cell for item \(indexPath.item) of section "
                    + "\(indexPath.section); an empty cell is shown"))
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.emptyCellIdentifier, for: indexPath)
    }

    /// The supplementary view provider's view, else an empty view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }

    /// The identifier an empty cell stands under when the cell provider gives none.
    static var emptyCellIdentifier: String { "DiffableDataSourceEmptyCell" }
}
