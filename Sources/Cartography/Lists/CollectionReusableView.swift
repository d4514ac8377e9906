// A view a collection view keeps for reuse (its cells, headers and footers), as UICollectionReusableView.

import Foundation

/// A view that a ``CollectionView`` makes from a registered class and reuses when it scrolls out, as
/// UICollectionReusableView: the base of cells and of section headers and footers.
///
/// ```swift
/// final class SectionHeader: UICollectionReusableView {
///     let title = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         addSubview(title)
///     }
///     required init?(coder: NSCoder) { nil }
/// }
/// collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
///                         withReuseIdentifier: "header")
/// ```
open class CollectionReusableView: View {
    /// The identifier the collection view reuses the view by, set when it makes the view.
    public internal(set) var reuseIdentifier: String?
    /// The supplementary kind a header or footer was dequeued for (nil for a cell).
    var reuseElementKind: String?

    /// A view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How a collection view makes a view of a registered class: through ``init(frame:)``, so a
    /// subclass's override of it runs, as in UIKit.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the collection view reuses the view; subclasses reset their content here.
    open func prepareForReuse() {}
}
