// A compositional layout's section: its group, insets and spacing, carousel scrolling, headers and footers.

import Foundation

/// How a section scrolls across the collection view's scrolling axis, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: every value but `.none` lines the section's
/// groups up side by side in a scroll view of its own (a carousel). Paging is not simulated: the
/// carousel scrolls continuously.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups stack along the collection view's axis (the default).
    case none
    /// A carousel that scrolls freely.
    case continuous
    /// A carousel that comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// A carousel that moves a page (the collection view's width) at a time.
    case paging
    /// A carousel that moves a group at a time.
    case groupPaging
    /// A carousel that moves a group at a time and centres it.
    case groupPagingCentered
}

/// Where a supplementary view sits around its section, as NSRectAlignment.
public enum RectAlignment: Int, Sendable {
    /// Nowhere in particular (placed as `.top`).
    case none
    /// Above the section, centred.
    case top
    /// Above the section, at its leading side.
    case topLeading
    /// At the leading side (placed as `.topLeading`).
    case leading
    /// Below the section, at its leading side.
    case bottomLeading
    /// Below the section, centred.
    case bottom
    /// Below the section, at its trailing side.
    case bottomTrailing
    /// At the trailing side (placed as `.topTrailing`).
    case trailing
    /// Above the section, at its trailing side.
    case topTrailing

    /// Whether the view goes below the section's items.
    var isBelow: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A header or footer of a section, as NSCollectionLayoutBoundarySupplementaryItem: the data source's
/// view for ``elementKind`` (``CollectionViewDataSource/collectionView(_:viewForSupplementaryElementOfKind:at:)``),
/// above or below the section's items.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// ```
public final class CollectionLayoutBoundarySupplementaryItem {
    /// The size, resolved against the section's width less its insets.
    public let layoutSize: CollectionLayoutSize
    /// The kind the data source is asked for.
    public let elementKind: String
    /// Above or below the items, and at which side.
    public let alignment: RectAlignment
    /// Whether the view takes room of its own (true, the default) or lies over the items.
    public var extendsBoundary = true
    /// Whether the view stays in view while its section scrolls (kept; the view scrolls with the section).
    public var pinToVisibleBounds = false

    /// A header or footer of a kind and size.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}

/// One section of a compositional layout, as NSCollectionLayoutSection: its group repeated until the
/// section's items run out, downwards, or side by side in a carousel with ``orthogonalScrollingBehavior``.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 10
/// section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// section.orthogonalScrollingBehavior = .continuous
/// ```
public final class CollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: CollectionLayoutGroup
    /// Space around the section's groups (inside a carousel, its scrolled content's margins).
    public var contentInsets = DirectionalEdgeInsets.zero
    /// The space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups form a carousel across the scrolling axis.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// A section that repeats `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section provider is told about the collection view, as NSCollectionLayoutEnvironment.
public struct CollectionLayoutEnvironment {
    /// The size of the area sections are laid out in.
    public struct Container {
        /// The collection view's size.
        public let contentSize: CGSize
        /// The size less the content insets (none here).
        public var effectiveContentSize: CGSize { contentSize }
    }

    /// The collection view's size.
    public let container: Container
    /// The collection view's traits.
    public let traitCollection: TraitCollection
}
