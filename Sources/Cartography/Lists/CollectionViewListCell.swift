// A collection view cell for list rows, as UICollectionViewListCell.

import Foundation

/// A cell for a list row of a collection view, as UICollectionViewListCell: configured with a
/// ``ListContentConfiguration`` from ``defaultContentConfiguration()``.
open class CollectionViewListCell: CollectionViewCell {
    /// A plain list row's content (`UIListContentConfiguration.cell()`), to fill in and set as the
    /// cell's ``CollectionViewCell/contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }
}
