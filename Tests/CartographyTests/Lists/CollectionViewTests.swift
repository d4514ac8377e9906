// UICollectionView with UICollectionViewFlowLayout: exact frames, reuse, self-sizing and bad input.

import Foundation
import Testing

@testable import Cartography

/// Items of given sizes; `notDequeued` makes the data source build its own cells (a mistake in UIKit).
final class SizedItems: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]
    var notDequeued = false

    init(_ sizes: [[CGSize]]) { self.sizes = sizes }

    func numberOfSections(in collectionView: CollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if notDequeued { return CollectionViewCell(frame: .zero) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.section][indexPath.item] }
}

func sizedCollection(
    _ items: SizedItems, width: CGFloat = 320, height: CGFloat = 480,
    configure: (CollectionViewFlowLayout) -> Void = { _ in }
) -> CollectionView {
    let layout = CollectionViewFlowLayout()
    configure(layout)
    let collection = CollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collection.dataSource = items
    collection.delegate = items
    collection.layoutIfNeeded()
    return collection
}

@Suite struct CollectionViewTests {
    /// UIKit's flow layout: items fill a line until the next does not fit (100 + 10 + 100 + 10 + 100 >
    /// 300), a line of several is justified (its spacing stretched to span the width less the insets),
    /// a line of one is centred, and a shorter item is centred in its line's height. The second line's
    /// two items are justified to the edges.
    @Test func flowLinesWrapJustifyAndCentre() {
        let items = SizedItems([
            [
                CGSize(width: 100, height: 50), CGSize(width: 100, height: 30), CGSize(width: 100, height: 50),
                CGSize(width: 40, height: 40),
            ]
        ])
        let collection = sizedCollection(items) { layout in
            layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        let frames = collection.visibleCells.map(\.frame)
        #expect(frames[0] == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(frames[1] == CGRect(x: 210, y: 20, width: 100, height: 30))
        #expect(frames[2] == CGRect(x: 10, y: 70, width: 100, height: 50))
        #expect(frames[3] == CGRect(x: 270, y: 75, width: 40, height: 40))
        #expect(collection.contentSize == CGSize(width: 320, height: 130))
    }

    /// UIKit: headers span the width at their reference height, before the section's insets; a
    /// horizontal flow runs lines downwards and stacks them to the right.
    @Test func headersAndHorizontalScrolling() {
        let items = SizedItems([[CGSize(width: 50, height: 50), CGSize(width: 50, height: 50)]])
        let vertical = sizedCollection(items) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
        #expect(
            vertical.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).first?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(vertical.visibleCells.map(\.frame.minY) == [30, 30])
        let column = sizedCollection(items, height: 110) { $0.scrollDirection = .horizontal }
        #expect(
            column.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 60, width: 50, height: 50),
            ])
        // 100 points tall: the second item does not fit under the first, and each column of one is centred.
        let columns = sizedCollection(items, height: 100) { $0.scrollDirection = .horizontal }
        #expect(columns.visibleCells.map(\.frame.origin) == [CGPoint(x: 0, y: 25), CGPoint(x: 60, y: 25)])
    }

    /// UIKit reuses cells that scroll out: 10,000 items of 100 × 100, three a line, never have more
    /// cells than fit in the visible area and its margin.
    @Test func reuseKeepsTheCellsBounded() {
        let items = SizedItems([Array(repeating: CGSize(width: 100, height: 100), count: 10_000)])
        let collection = sizedCollection(items)
        var most = 0
        for step in 1...60 {
            collection.contentOffset.y = CGFloat(step) * 170
            collection.layoutIfNeeded()
            most = max(most, collection.subviews.filter { $0 is CollectionViewCell }.count)
        }
        // 480 + 2 × 50 points: at most 7 lines of 110 points meet it, 3 cells each.
        #expect(most <= 21)
        #expect(collection.cellsCreated <= 24)
    }

    /// UIKit's `estimatedItemSize = automaticSize`: each shown item is as large as its cell's constraints
    /// make it (here a 60 × 24 block plus 8-point padding).
    @Test func automaticSizeMeasuresTheCells() {
        let items = SizedItems([Array(repeating: .zero, count: 3)])
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(PaddedBlockCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.map(\.frame.size) == Array(repeating: CGSize(width: 76, height: 40), count: 3))
        #expect(collection.visibleCells.map(\.frame.minX) == [0, 122, 244])
    }

    /// UIKit stops the app when a cell was not dequeued ("was not retrieved by calling
    /// -dequeueReusableCellWithReuseIdentifier:forIndexPath:"); here it is reported and shown.
    @Test func aCellNotDequeuedIsReportedAndShown() {
        let recorder = IssueRecorder()
        let items = SizedItems([[CGSize(width: 50, height: 50)]])
        items.notDequeued = true
        let collection = sizedCollection(items)
        #expect(collection.visibleCells.count == 1)
        #expect(recorder.issues(mentioning: "was not retrieved by calling dequeueReusableCell").count == 1)
    }

    /// A negative item count (UIKit stops the app) is reported and the section is empty; an index path
    /// out of range is reported.
    @Test func badCountsAndIndexPathsAreReported() {
        final class Negative: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { -1 }
            func collectionView(
                _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
            )
                -> CollectionViewCell
            { CollectionViewCell(frame: .zero) }
        }
        let recorder = IssueRecorder()
        let source = Negative()
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: CollectionViewFlowLayout())
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 0)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(recorder.issues(mentioning: "the data source gave -1 items in section 0").count == 1)
        #expect(recorder.issues(mentioning: "item 3 of section 0 is out of range").count == 1)
    }

    /// A delegate's non-finite or negative item size: the layout goes on without trapping (Foundation's
    /// `intersects` traps on such a rectangle), says which item, and the item takes no room, so the items after
    /// it are placed as if it were not there: the 100 × 50 item is the line's only one, centred.
    @Test func nonFiniteItemSizeIsReportedAndTakesNoRoom() {
        let recorder = IssueRecorder()
        let items = SizedItems([
            [
                CGSize(width: CGFloat.nan, height: CGFloat.infinity), CGSize(width: -5, height: 10),
                CGSize(width: 100, height: 50),
            ]
        ])
        let collection = sizedCollection(items) { $0.minimumInteritemSpacing = 0 }
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 50))
        #expect(
            recorder.issues(mentioning: "the flow layout's size of item 0 of section 0 is nan × inf").count == 1)
        #expect(recorder.issues(mentioning: "size of item 1 of section 0 is -5.0 × 10.0").count == 1)
    }
}
