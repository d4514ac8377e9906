// Sections built from items and groups, as UICollectionViewCompositionalLayout, carousels included.

import Foundation

/// Lays each section out from a ``CollectionLayoutSection``, as UICollectionViewCompositionalLayout:
/// the section's group is repeated down the collection view until its items run out, or, in a section
/// with an ``CollectionLayoutSection/orthogonalScrollingBehavior``, side by side in a carousel that
/// scrolls sideways in a scroll view of its own.
///
/// ```swift
/// let item = NSCollectionLayoutItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///     subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
///
/// Sizes resolve as UIKit's: a group's fractions are of the collection view's size less the section's
/// insets, an item's of its group's size; an `.estimated` side is replaced by what the cell's
/// constraints need once it is shown. Sections scroll vertically; headers and footers
/// (``CollectionLayoutSection/boundarySupplementaryItems``) sit above and below the section's insets.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// What gives a section's layout: the section index and the environment.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// Settings for the whole layout; setting it lays the items out again.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var sections: [PreparedSection] = []
    private var contentSize = CGSize.zero
    /// Sizes measured from cells of items with an estimated side, by item.
    var measuredSizes: [IndexPath: CGSize] = [:]

    /// A layout whose every section is `section`.
    public init(
        section: CollectionLayoutSection,
        configuration: CollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration()
    ) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
    }

    /// A layout that asks `sectionProvider` for each section's layout (a section it gives no layout for
    /// is reported and left empty).
    public init(
        sectionProvider: @escaping SectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration()
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// One section as laid out: its elements, its vertical extent, and its carousel if it has one.
    private struct PreparedSection {
        var cells: [CollectionViewLayoutAttributes] = []
        var supplementaries: [CollectionViewLayoutAttributes] = []
        var estimatedAxes: [(width: Bool, height: Bool)] = []
        var minY: CGFloat = 0
        var maxY: CGFloat = 0
        /// The carousel's frame in the collection view's content and the size of what it scrolls.
        var carousel: (frame: CGRect, contentSize: CGSize)?
    }

    open override func prepare() {
        sections = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let size = collectionView.bounds.size
        let environment = CollectionLayoutEnvironment(
            container: .init(contentSize: size), traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { y += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                LayoutIssues.report(
                    .invalidList(
                        "the compositional layout's section provider gave no section for section \(index); it shows "
                            + "no items"))
                sections.append(PreparedSection(minY: y, maxY: y))
                continue
            }
            let prepared = layOut(section, index: index, from: y, in: size, collectionView: collectionView)
            sections.append(prepared)
            y = prepared.maxY
        }
        contentSize = CGSize(width: size.width, height: y)
    }

    /// Lays out a section from `top`: headers, the top inset, the groups, the bottom inset, footers.
    private func layOut(
        _ section: CollectionLayoutSection, index: Int, from top: CGFloat, in size: CGSize,
        collectionView: CollectionView
    ) -> PreparedSection {
        let insets = section.contentInsets
        let container = CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        var prepared = PreparedSection(minY: top)
        let headers = section.boundarySupplementaryItems.filter { !$0.alignment.isBelow }
        let footers = section.boundarySupplementaryItems.filter(\.alignment.isBelow)
        var y = top + place(headers, at: top, section: index, insets: insets, container: container, into: &prepared)
        let contentTop = y
        y += insets.top
        var placement = CompositionalGroupPlacement(
            itemCount: collectionView.numberOfItems(inSection: index),
            measured: { [measuredSizes] item in measuredSizes[IndexPath(item: item, section: index)] })
        let groupSize = section.group.layoutSize.resolved(in: container)
        let carousel = section.orthogonalScrollingBehavior != .none
        var x = insets.leading
        var depth: CGFloat = 0
        while !placement.isComplete {
            let placed = placement.place(section.group, at: CGPoint(x: x, y: y), size: groupSize)
            if carousel {
                x += placed.width + section.interGroupSpacing
                depth = max(depth, placed.height)
            } else {
                y += placed.height + section.interGroupSpacing
            }
            if placed.width <= 0 && placed.height <= 0 { break }
        }
        if carousel {
            y += depth
        } else if !placement.frames.isEmpty {
            y -= section.interGroupSpacing
        }
        y += insets.bottom
        if carousel {
            let contentWidth = max(size.width, x - section.interGroupSpacing + insets.trailing)
            prepared.carousel = (
                CGRect(x: 0, y: contentTop, width: size.width, height: y - contentTop),
                CGSize(width: contentWidth, height: y - contentTop)
            )
        }
        prepared.cells = placement.frames.enumerated().map { item, frame in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
            attributes.frame = frame
            return attributes
        }
        prepared.estimatedAxes = placement.estimatedAxes
        y += place(footers, at: y, section: index, insets: insets, container: container, into: &prepared)
        prepared.maxY = y
        return prepared
    }

    /// Places headers (or footers) in a band from `y`, by alignment; returns the band's height.
    private func place(
        _ items: [CollectionLayoutBoundarySupplementaryItem], at y: CGFloat, section: Int,
        insets: DirectionalEdgeInsets,
        container: CGSize, into prepared: inout PreparedSection
    ) -> CGFloat {
        var band: CGFloat = 0
        for item in items {
            let size = item.layoutSize.resolved(in: container)
            let x: CGFloat =
                switch item.alignment {
                case .topLeading, .leading, .bottomLeading: insets.leading
                case .topTrailing, .trailing, .bottomTrailing: insets.leading + container.width - size.width
                case .none, .top, .bottom: insets.leading + (container.width - size.width) / 2
                }
            let attributes = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
            attributes.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            prepared.supplementaries.append(attributes)
            if item.extendsBoundary { band = max(band, size.height) }
        }
        return band
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var found: [CollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.maxY > rect.minY && section.minY < rect.maxY {
            found += section.supplementaries.filter { $0.frame.intersects(rect) }
            let shift = section.carousel == nil ? 0 : collectionView?.carouselOffset(ofSection: index) ?? 0
            found += section.cells.filter { $0.frame.offsetBy(dx: -shift, dy: 0).intersects(rect) }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].cells[indexPath.item]
    }

    /// A header's or footer's attributes, nil if the section has none of that kind.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> CollectionViewLayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].supplementaries.first { $0.representedElementKind == elementKind }
    }

    // MARK: Carousels and self-sizing

    override func carouselRegion(ofSection section: Int) -> (frame: CGRect, contentSize: CGSize)? {
        sections.indices.contains(section) ? sections[section].carousel : nil
    }

    override func selfSizingPriorities(
        at indexPath: IndexPath
    ) -> (horizontal: LayoutPriority, vertical: LayoutPriority)? {
        guard measuredSizes[indexPath] == nil, sections.indices.contains(indexPath.section),
            sections[indexPath.section].estimatedAxes.indices.contains(indexPath.item)
        else { return nil }
        let axes = sections[indexPath.section].estimatedAxes[indexPath.item]
        guard axes.width || axes.height else { return nil }
        return (axes.width ? .fittingSizeLevel : .required, axes.height ? .fittingSizeLevel : .required)
    }

    override func recordMeasuredSize(_ size: CGSize, at indexPath: IndexPath) {
        measuredSizes[indexPath] = size
    }

    override func forgetMeasuredSizes() {
        measuredSizes.removeAll()
    }
}

/// Settings of a whole compositional layout, as UICollectionViewCompositionalLayoutConfiguration.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// let layout = UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
/// ```
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The space between consecutive sections (none by default).
    public var interSectionSpacing: CGFloat = 0

    /// A configuration with UIKit's defaults.
    public init() {}
}
