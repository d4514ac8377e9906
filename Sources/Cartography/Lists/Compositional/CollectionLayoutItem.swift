// A compositional layout's item and group: what each cell occupies, and how a group lines its items up.

import Foundation

/// One cell's place in a compositional layout, as NSCollectionLayoutItem: its size, relative to the
/// group that holds it, and insets that shrink the cell within that size.
///
/// ```swift
/// let item = NSCollectionLayoutItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
public class CollectionLayoutItem {
    /// The size, resolved against the containing group's size.
    public let layoutSize: CollectionLayoutSize
    /// Space between the size given by ``layoutSize`` and the cell, on axes that are not estimated (UIKit
    /// ignores them on an estimated axis, as here).
    public var contentInsets = DirectionalEdgeInsets.zero

    /// An item of a size: `NSCollectionLayoutItem(layoutSize: size)`.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items lined up along one axis, as NSCollectionLayoutGroup; a group is itself an item, so groups nest.
/// A section repeats its group until the items run out.
///
/// ```swift
/// let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
/// row.interItemSpacing = .fixed(8)
/// ```
///
/// A group made with ``horizontal(layoutSize:subitems:)`` repeats its subitems in turn as long as they
/// fit; one made with ``horizontal(layoutSize:repeatingSubitem:count:)`` holds exactly `count` items,
/// each as wide as the group less the spacing, shared equally, as UIKit's.
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// The axis a group lines its subitems up along.
    enum Axis {
        case horizontal, vertical
    }

    let axis: Axis
    /// The items (or groups) the group repeats.
    public let subitems: [CollectionLayoutItem]
    /// The number of items of a group that holds a fixed number; nil when they fill as they fit.
    let count: Int?
    /// The space between the group's subitems (none by default).
    public var interItemSpacing: CollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated in turn while they fit the group's width.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of `subitems`, repeated in turn while they fit the group's height.
    public static func vertical(
        layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of `count` items, each the group's width less the spacing, divided by `count`.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A column of `count` items, each the group's height less the spacing, divided by `count`.
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// The iOS 13 spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The iOS 13 spelling of ``vertical(layoutSize:repeatingSubitem:count:)``.
    public static func vertical(
        layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
