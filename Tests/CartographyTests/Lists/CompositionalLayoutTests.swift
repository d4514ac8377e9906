// UICollectionViewCompositionalLayout: exact frames of grids, spacing, nested groups, carousels, self-sizing.

import Foundation
import Testing

@testable import Cartography

/// Sections of plain items (a count each), with a header view for any kind.
final class CountedItems: CollectionViewDataSource {
    var counts: [Int]
    /// Every header given, dequeued with the identifier "header".
    var headers: [CollectionReusableView] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        headers.append(header)
        return header
    }
}

/// A collection view with a compositional layout at a size, laid out.
func compositionalCollection(
    _ items: CountedItems, _ layout: CollectionViewCompositionalLayout, width: CGFloat = 320, height: CGFloat = 480,
    cellClass: CollectionViewCell.Type = CollectionViewCell.self
) -> CollectionView {
    let collection = CollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collection.register(cellClass, forCellWithReuseIdentifier: "item")
    collection.dataSource = items
    collection.layoutIfNeeded()
    return collection
}

private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

@Suite struct CompositionalLayoutTests {
    /// UIKit: a group's fractions are of the collection view's width less the section's insets (300
    /// here), an item's of its group (75 = a quarter); a horizontal group repeats its item while it fits
    /// (four); the item's content insets shrink the cell inside its 75 × 100; groups are
    /// `interGroupSpacing` apart, and the last, partial group keeps its items at the leading side.
    @Test func gridOfFractionalItemsWithInsetsAndSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        let collection = compositionalCollection(CountedItems([6]), CollectionViewCompositionalLayout(section: section))
        #expect(
            collection.visibleCells.map(\.frame) == [
                CGRect(x: 12, y: 12, width: 71, height: 96), CGRect(x: 87, y: 12, width: 71, height: 96),
                CGRect(x: 162, y: 12, width: 71, height: 96), CGRect(x: 237, y: 12, width: 71, height: 96),
                CGRect(x: 12, y: 117, width: 71, height: 96), CGRect(x: 87, y: 117, width: 71, height: 96),
            ])
        #expect(collection.contentSize == CGSize(width: 320, height: 225))
    }

    /// UIKit's `horizontal(layoutSize:repeatingSubitem:count:)` with fixed spacing: three items share the
    /// width less two 10-point gaps (100 each), whatever the item's own width says.
    @Test func countedGroupSharesTheWidthLessFixedSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(30), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let collection = compositionalCollection(CountedItems([3]), layout)
        #expect(collection.visibleCells.map(\.frame.minX) == [0, 110, 220])
        #expect(collection.visibleCells.map(\.frame.size) == Array(repeating: CGSize(width: 100, height: 50), count: 3))
    }

    /// UIKit's flexible spacing: as many 80-point items as fit with at least 10 points between them (three
    /// in 300), the leftover shared between the gaps (30 each).
    @Test func flexibleSpacingSpreadsTheItems() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(40)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let collection = compositionalCollection(CountedItems([4]), CollectionViewCompositionalLayout(section: section))
        #expect(
            collection.visibleCells.map(\.frame.origin) == [
                CGPoint(x: 10, y: 0), CGPoint(x: 120, y: 0), CGPoint(x: 230, y: 0), CGPoint(x: 10, y: 40),
            ])
    }

    /// Nested groups, as UIKit's: a row holds a large item and a column of two half-height items; the
    /// row repeats below for the next three items.
    @Test func nestedGroups() {
        let large = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        let collection = compositionalCollection(CountedItems([5]), layout)
        #expect(
            collection.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 160, height: 200), CGRect(x: 160, y: 0, width: 160, height: 100),
                CGRect(x: 160, y: 100, width: 160, height: 100), CGRect(x: 0, y: 200, width: 160, height: 200),
                CGRect(x: 160, y: 200, width: 160, height: 100),
            ])
        #expect(collection.contentSize.height == 400)
    }

    /// An orthogonally scrolling section, as UIKit's carousel: a header above (inset with the section),
    /// groups side by side 10 points apart in a scroll view as wide as the collection view; only the items
    /// in view (with the preload margin) have cells, and scrolling the carousel gives the next ones cells.
    /// The next section starts below the carousel, after the inter-section spacing.
    @Test func carouselScrollsSidewaysInItsOwnScrollView() throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.5), .absolute(150)), subitems: [item])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        carousel.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        carousel.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let rows = CollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(
            sectionProvider: { index, _ in index == 0 ? carousel : rows }, configuration: configuration)
        let collection = compositionalCollection(CountedItems([6, 2]), layout)
        let header = collection.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
        #expect(header.map(\.frame) == [CGRect(x: 16, y: 0, width: 288, height: 44)])
        let scroller = try #require(collection.carouselScrollView(ofSection: 0))
        #expect(scroller.frame == CGRect(x: 0, y: 44, width: 320, height: 150))
        #expect(scroller.contentSize == CGSize(width: 946, height: 150))
        let firstSection = { collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) }
        #expect(firstSection() == [0, 1, 2])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.superview === scroller)
        #expect(
            collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 170, y: 0, width: 144, height: 150))
        #expect(
            collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 214, width: 320, height: 50))
        scroller.contentOffset.x = 400
        collection.layoutIfNeeded()
        #expect(firstSection() == [2, 3, 4])
        #expect(
            collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 632, y: 0, width: 144, height: 150))
        #expect(collection.contentSize.height == CGFloat(44 + 150 + 20 + 100))
    }

    /// UIKit's self-sizing compositional list: an `.estimated(44)` height is replaced by what the cell's
    /// constraints need at the item's width (a block 30, 60 or 90 tall plus 8-point padding), each row
    /// starting where the one above ends.
    @Test func estimatedHeightsBecomeTheCellsOwn() {
        final class Blocks: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(
                _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
            )
                -> CollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
                (cell as? PaddedBlockCell)?.block.contentSize.height = CGFloat(30 * (indexPath.item + 1))
                return cell
            }
        }
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collection.register(PaddedBlockCell.self, forCellWithReuseIdentifier: "item")
        let source = Blocks()
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(
            collection.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 320, height: 46), CGRect(x: 0, y: 50, width: 320, height: 76),
                CGRect(x: 0, y: 130, width: 320, height: 106),
            ])
        #expect(collection.contentSize.height == 236)
    }

    /// A section provider that gives no section (UIKit stops the app) is reported; the section shows no items.
    @Test func aMissingSectionIsReported() {
        let recorder = IssueRecorder()
        let layout = CollectionViewCompositionalLayout { _, _ in nil }
        let collection = compositionalCollection(CountedItems([3]), layout)
        #expect(collection.visibleCells.isEmpty)
        #expect(recorder.issues(mentioning: "gave no section for section 0").count >= 1)
    }
}

extension CompositionalLayoutTests {
    /// UIKit keeps the estimate of a self-sizing cell whose constraints leave its height at zero (its
    /// content not pinned to the content view's bottom) and logs it; here it is reported with the cell's
    /// constraints and their lines, and the item keeps its 44-point estimate.
    @Test func aCellWhoseConstraintsDoNotDecideItsHeightKeepsTheEstimate() {
        final class Dangling: CollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let block = SizedView("danglingBlock7319", height: 30)
                contentView.addSubview(block)
                block.translatesAutoresizingMaskIntoConstraints = false
                block.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
            }
            required init?(coder: NSCoder) { nil }
        }
        let recorder = IssueRecorder()
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let collection = compositionalCollection(
            CountedItems([2]), CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)),
            cellClass: Dangling.self)
        #expect(collection.visibleCells.map(\.frame.height) == [44, 44])
        let issues = recorder.issues(mentioning: "ambiguously suggest a height of zero")
        #expect(issues.count == 2)
        #expect(issues.allSatisfy { $0.contains("CompositionalLayoutTests.swift:") })
    }
}

extension CompositionalLayoutTests {
    /// UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: headers are made from the
    /// registered class and reused as sections scroll out: scrolling through twenty sections asks for
    /// each header once and makes only the few in view at a time.
    @Test func headersAreRegisteredAndReused() {
        final class Header: CollectionReusableView {}
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let items = CountedItems(Array(repeating: 1, count: 20))
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            Header.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.dataSource = items
        collection.layoutIfNeeded()
        for step in 1...20 {
            collection.contentOffset.y = CGFloat(step) * 130
            collection.layoutIfNeeded()
        }
        #expect(items.headers.count == 20)
        #expect(items.headers.allSatisfy { $0 is Header })
        #expect(Set(items.headers.map(ObjectIdentifier.init)).count <= 4)
        #expect(
            collection.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(\.frame.minY)
                == [18 * 144, 19 * 144])
    }
}

extension CompositionalLayoutTests {
    /// A header dequeued with an identifier no class is registered for (UIKit stops the app) is reported,
    /// naming the kind, the identifier and the section; a plain view stands in.
    @Test func anUnregisteredHeaderIsReported() {
        let recorder = IssueRecorder()
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = CollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "unregistered-kind-7321",
                alignment: .top)
        ]
        let collection = compositionalCollection(CountedItems([1]), CollectionViewCompositionalLayout(section: section))
        #expect(collection.visibleSupplementaryViews(ofKind: "unregistered-kind-7321").map(\.frame.height) == [30])
        #expect(
            recorder.issues(
                mentioning: "unable to dequeue a supplementary view of kind unregistered-kind-7321 with identifier "
                    + "header for section 0"
            ).count == 1)
    }
}
