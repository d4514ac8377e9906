// The sizes of a compositional layout's items and groups, and the spacing between them, as UIKit's.

import Foundation

/// One side of an item's or group's size, as NSCollectionLayoutDimension: a fraction of its container's
/// width or height, a fixed number of points, or an estimate that the cell's constraints replace.
///
/// ```swift
/// let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))
/// ```
public final class CollectionLayoutDimension: CustomStringConvertible, Sendable {
    enum Kind: Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the points, or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width (for a height too: `.fractionalWidth(1)` makes a square).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.absolute, absoluteDimension)
    }

    /// A size used until the cell is shown; then its constraints decide it
    /// (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension stands for in a container of `size` (an estimate's own value).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * size.width
        case .fractionalHeight: dimension * size.height
        case .absolute, .estimated: dimension
        }
    }

    /// `.fractionalWidth(0.5)`.
    public var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        }
    }
}

/// An item's or group's width and height, as NSCollectionLayoutSize.
public final class CollectionLayoutSize: Sendable {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// `NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))`.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points in a container of `size` (estimates at their estimated value).
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// The space between a group's items, as NSCollectionLayoutSpacing: fixed, or flexible (at least the
/// value, the group's leftover space shared equally between its items, as UIKit's).
public final class CollectionLayoutSpacing: Sendable {
    /// The points, exact or least.
    public let spacing: CGFloat
    /// Whether the spacing grows to use the group's leftover space.
    public let isFlexibleSpacing: Bool

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// At least `flexibleSpacing` points, more to fill the group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
