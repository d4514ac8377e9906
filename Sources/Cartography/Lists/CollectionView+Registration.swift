// Cell and supplementary view registrations, as UICollectionView.CellRegistration and SupplementaryRegistration.

import Foundation

extension CollectionView {
    /// A cell class and how to configure one for an item, as UICollectionView.CellRegistration: made once
    /// (outside the cell provider), used with ``dequeueConfiguredReusableCell(using:for:item:)``, which
    /// registers the class the first time.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = name
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"
        let handler: Handler

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A header or footer class and how to configure one, as UICollectionView.SupplementaryRegistration.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view: `(view, elementKind, indexPath)`.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of view it makes.
        public let elementKind: String
        let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"
        let handler: Handler

        /// A registration of views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class, reused or new, configured for `item` by its handler.
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !isRegistered(cellReuseIdentifier: registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // Only cells of the registration's class are made under its identifier.
        let cell = dequeued as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A header or footer of the registration's class, reused or new, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if !isRegistered(supplementaryKind: kind, reuseIdentifier: registration.reuseIdentifier) {
            register(
                Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as! Supplementary
        registration.handler(view, kind, indexPath)
        return view
    }
}
