// A collection view's cell: a content view that covers it, selection, and reuse, as UICollectionViewCell.

import Foundation

/// A cell of a ``CollectionView``, as UICollectionViewCell: subviews go in ``contentView``, which always
/// covers the cell (its edges are the cell's).
open class CollectionViewCell: CollectionReusableView {
    /// Where the cell's content goes.
    public let contentView = View()
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted (touched).
    open var isHighlighted = false
    /// The view showing ``contentConfiguration``.
    var configuredContentView: (View & ContentView)?

    /// A cell with a frame; its content view covers it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.ownerGivenName = "\(debugName).contentView"
        addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        for attribute in [LayoutAttribute.top, .leading, .bottom, .trailing] {
            let constraint = LayoutConstraint(
                firstItem: contentView, firstAttribute: attribute, relation: .equal, secondItem: self,
                secondAttribute: attribute, multiplier: 1, constant: 0, priority: .required, callSite: .none)
            constraint.identifier = "contentView follows the cell"
            _ = constraint.activate()
        }
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
