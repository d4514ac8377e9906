// What places a collection view's items: the layout object and the attributes it gives each element.

import Foundation

/// Where one element of a collection view goes, as UICollectionViewLayoutAttributes.
open class CollectionViewLayoutAttributes {
    /// Which kind of element, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        /// An item's cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
    }

    /// The item's index path (for a supplementary view, its section's, item 0).
    public let indexPath: IndexPath
    /// The element's frame in the collection view's content coordinates.
    public var frame: CGRect
    /// A cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The kind of supplementary view (``CollectionView/elementKindSectionHeader``), nil for a cell.
    public let representedElementKind: String?

    /// A cell's attributes: `UICollectionViewLayoutAttributes(forCellWith: indexPath)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// A supplementary view's attributes.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
}

/// Decides where a collection view's items go, as UICollectionViewLayout; subclasses override
/// ``prepare()``, ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)``.
open class CollectionViewLayout {
    /// The collection view laid out, set when the layout is given to one.
    public internal(set) weak var collectionView: CollectionView?

    /// A layout with nothing prepared.
    public init() {}

    /// Computes the layout; called before the collection view asks for attributes after an invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements that meet `rect`, in content coordinates.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// One item's attributes.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Marks the layout for ``prepare()`` again before the next use.
    open func invalidateLayout() {
        collectionView?.setNeedsRelayout()
    }

    // MARK: What the collection view asks of a layout beyond UIKit's API

    /// A section that scrolls sideways in a scroll view of its own: its frame in the collection view's
    /// content and the size of what it scrolls; nil for a section that scrolls with the collection view.
    func carouselRegion(ofSection section: Int) -> (frame: CGRect, contentSize: CGSize)? { nil }

    /// How to measure an item's cell whose size is still an estimate (the fitting priorities of its width
    /// and height); nil for an item whose size is known.
    func selfSizingPriorities(at indexPath: IndexPath) -> (horizontal: LayoutPriority, vertical: LayoutPriority)? {
        nil
    }

    /// Keeps a size measured from an item's cell for the next ``prepare()``.
    func recordMeasuredSize(_ size: CGSize, at indexPath: IndexPath) {}

    /// Forgets the measured sizes (the data changed).
    func forgetMeasuredSizes() {}

    /// Whether a change of bounds (a resize; a scroll too, when it answers so) needs a new layout: true
    /// when the width or height changed.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return true }
        return newBounds.size != collectionView.bounds.size
    }
}
