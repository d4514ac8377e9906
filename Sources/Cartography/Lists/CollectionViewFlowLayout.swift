// Items in lines that wrap, as UICollectionViewFlowLayout, with its delegate's per-item sizes.

import Foundation

/// Lays items out in lines, as UICollectionViewFlowLayout: along the width (for vertical scrolling)
/// until the next item does not fit, then on a new line. As UIKit's, a line of several items is
/// justified (the spacing grows so the line spans the section's width less its insets), a line of one
/// item is centred, and items shorter than their line are centred in it. Headers and footers span the
/// width, at their reference heights.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
/// ```
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Which way the content scrolls, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines run across and stack downwards.
        case vertical
        /// Lines run downwards and stack to the right.
        case horizontal
    }

    /// "Measure the cells" for ``estimatedItemSize``, as `UICollectionViewFlowLayout.automaticSize`.
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Every item's size when the delegate gives none; 50 × 50, as UIKit's.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero to size each shown item from its cell's constraints (``automaticSize``), the value
    /// standing in for items not yet shown; zero (the default) uses ``itemSize``.
    public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The space between lines; 10, as UIKit's.
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line; 10, as UIKit's.
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items.
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// The scrolling direction; vertical by default.
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of each section's header (only its height counts when scrolling vertically).
    public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer.
    public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    private var cellAttributes: [[CollectionViewLayoutAttributes]] = []
    private var supplementaryAttributes: [CollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero
    /// Sizes measured from cells when ``estimatedItemSize`` is set.
    var measuredSizes: [IndexPath: CGSize] = [:]

    /// A flow layout with UIKit's defaults.
    public override init() {}

    open override var collectionViewContentSize: CGSize { contentSize }

    /// How much further than the exact width a line may run and still fit: frames computed from the
    /// width (a third of it, say) can add up to a few ulps more than it.
    private static let fitTolerance: CGFloat = 1e-6

    open override func prepare() {
        cellAttributes = []
        supplementaryAttributes = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let breadth = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            along = layOut(section: section, in: collectionView, from: along, breadth: breadth)
        }
        contentSize = vertical ? CGSize(width: breadth, height: along) : CGSize(width: along, height: breadth)
    }

    /// Lays out one section starting at `start` along the scrolling axis; returns where it ends.
    private func layOut(
        section: Int, in collectionView: CollectionView, from start: CGFloat, breadth: CGFloat
    )
        -> CGFloat
    {
        let flow = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let inset = flow?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing =
            flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let itemSpacing =
            flow?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        var along = start
        let header =
            flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        along = addSupplementary(CollectionView.elementKindSectionHeader, section, header, at: along, breadth)
        let (before, after, leading, trailing) =
            vertical
            ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
        along += before
        let available = breadth - leading - trailing
        let count = collectionView.numberOfItems(inSection: section)
        var attributes: [CollectionViewLayoutAttributes] = []
        attributes.reserveCapacity(count)
        // An item whose size is unusable (nil) keeps its place in the order of the attributes and takes no room.
        var line: [(IndexPath, CGSize?)] = []
        var lineLength: CGFloat = 0
        func closeLine() {
            guard !line.isEmpty else { return }
            let sized = line.compactMap(\.1)
            let depth = sized.map { vertical ? $0.height : $0.width }.max() ?? 0
            let total = sized.map { vertical ? $0.width : $0.height }.reduce(0, +)
            let gap = sized.count > 1 ? (available - total) / CGFloat(sized.count - 1) : 0
            var across = sized.count > 1 ? leading : leading + (available - total) / 2
            for (indexPath, size) in line {
                let item = CollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.append(item)
                guard let size else {
                    item.frame =
                        vertical
                        ? CGRect(x: across, y: along, width: 0, height: 0)
                        : CGRect(x: along, y: across, width: 0, height: 0)
                    continue
                }
                let offset = along + (depth - (vertical ? size.height : size.width)) / 2
                item.frame =
                    vertical
                    ? CGRect(x: across, y: offset, width: size.width, height: size.height)
                    : CGRect(x: offset, y: across, width: size.width, height: size.height)
                across += (vertical ? size.width : size.height) + gap
            }
            along += depth + lineSpacing
            line = []
            lineLength = 0
        }
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            guard let size = usableSize(itemSize(at: indexPath, in: collectionView, flow: flow), of: indexPath) else {
                line.append((indexPath, nil))
                continue
            }
            let length = vertical ? size.width : size.height
            let isFirstInLine = !line.contains { $0.1 != nil }
            if !isFirstInLine && lineLength + itemSpacing + length > available + Self.fitTolerance { closeLine() }
            lineLength = line.contains { $0.1 != nil } ? lineLength + itemSpacing + length : length
            line.append((indexPath, size))
        }
        let hadItems = count > 0
        closeLine()
        if hadItems { along -= lineSpacing }
        along += after
        cellAttributes.append(attributes)
        let footer =
            flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        return addSupplementary(CollectionView.elementKindSectionFooter, section, footer, at: along, breadth)
    }

    private func itemSize(
        at indexPath: IndexPath, in collectionView: CollectionView, flow: CollectionViewDelegateFlowLayout?
    )
        -> CGSize
    {
        if estimatedItemSize != .zero {
            if let measured = measuredSizes[indexPath] { return measured }
            if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
        }
        return flow?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    /// `size` if the flow layout can place an item of it; nil for a negative, NaN or infinite side, reported:
    /// the item takes no room, so the items around it keep their places (UIKit leaves such a size undefined).
    private func usableSize(_ size: CGSize, of indexPath: IndexPath) -> CGSize? {
        let sides = [size.width, size.height]
        guard sides.contains(where: { !$0.isFinite || $0 < 0 }) else { return size }
        LayoutIssues.report(
            .invalidList(
                "the flow layout's size of item \(indexPath.item) of section \(indexPath.section) is "
                    + "\(size.width) × \(size.height), not two finite sides of 0 or more; the item takes no room"))
        return nil
    }

    /// Adds a header or footer spanning the breadth if its reference size has depth; returns where it ends.
    private func addSupplementary(
        _ kind: String, _ section: Int, _ size: CGSize, at along: CGFloat, _ breadth: CGFloat
    )
        -> CGFloat
    {
        let vertical = scrollDirection == .vertical
        let depth = vertical ? size.height : size.width
        guard depth > 0 else { return along }
        let view = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        view.frame =
            vertical
            ? CGRect(x: 0, y: along, width: breadth, height: depth)
            : CGRect(x: along, y: 0, width: depth, height: breadth)
        supplementaryAttributes.append(view)
        return along + depth
    }

    override func selfSizingPriorities(
        at indexPath: IndexPath
    ) -> (horizontal: LayoutPriority, vertical: LayoutPriority)? {
        guard estimatedItemSize != .zero, measuredSizes[indexPath] == nil else { return nil }
        return (.fittingSizeLevel, .fittingSizeLevel)
    }

    override func recordMeasuredSize(_ size: CGSize, at indexPath: IndexPath) {
        measuredSizes[indexPath] = size
    }

    override func forgetMeasuredSizes() {
        measuredSizes.removeAll()
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        // Foundation's `intersects` traps on a non-finite rectangle (a NaN item size from a delegate): such an
        // element is never in view.
        guard rect.isFiniteRect else { return [] }
        let visible = { (attributes: CollectionViewLayoutAttributes) in
            attributes.frame.isFiniteRect && attributes.frame.intersects(rect)
        }
        return supplementaryAttributes.filter(visible) + cellAttributes.joined().filter(visible)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard cellAttributes.indices.contains(indexPath.section),
            cellAttributes[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return cellAttributes[indexPath.section][indexPath.item]
    }
}

extension CGRect {
    /// Whether every edge is a finite number.
    fileprivate var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
