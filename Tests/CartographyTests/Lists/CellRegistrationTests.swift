// UICollectionView.CellRegistration and SupplementaryRegistration with list cells, as modern UIKit code writes them.

import Foundation
import Testing

@testable import Cartography

@Suite struct CellRegistrationTests {
    /// A modern list as UIKit code writes it: a cell registration of `UICollectionViewListCell` that fills in
    /// the default content configuration, a header registration, a diffable data source, and a
    /// compositional section of full-width rows with estimated heights. Each row is as tall as its text
    /// plus the 11-point margins, the rows stack under the 30-point header, and the handlers are called
    /// with the items in order.
    @Test func registeredListCellsSizeThemselves() throws {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        var configured: [String] = []
        let rows = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, name in
            configured.append(name)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let headers = CollectionView.SupplementaryRegistration<CollectionReusableView>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { header, _, _ in header.accessibilityIdentifier = "fruit header" }
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: name)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        source.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(configured == ["Apple", "Banana", "Cherry"])
        let cells = collection.visibleCells
        #expect(cells.allSatisfy { $0 is CollectionViewListCell })
        let label = try #require(cells.first?.contentView.subviews.first as? ListContentView).textLabel
        let rowHeight = 11 + label.intrinsicContentSize.height + 11
        #expect(cells.map(\.frame.minY) == [30, 30 + rowHeight, 30 + rowHeight + rowHeight])
        #expect(cells.map(\.frame.width) == [320, 320, 320])
        #expect(cells.allSatisfy { $0.frame.height == rowHeight })
        #expect(
            collection.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(
                \.accessibilityIdentifier) == ["fruit header"])
    }
}
