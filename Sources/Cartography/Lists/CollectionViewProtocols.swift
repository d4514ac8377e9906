// UICollectionViewDataSource, UICollectionViewDelegate and UICollectionViewDelegateFlowLayout, with defaults.

import Foundation

/// What a collection view shows, as UICollectionViewDataSource.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items of a section (required).
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item, from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` (required).
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// A header or footer view, usually from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``; by default an
    /// empty view.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// An empty view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
}

/// What a collection view tells about selection and display, as UICollectionViewDelegate; all optional.
public protocol CollectionViewDelegate: AnyObject {
    /// Called after an item is selected.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Called before a cell is shown.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}

/// Per-item and per-section metrics for a ``CollectionViewFlowLayout``, as
/// UICollectionViewDelegateFlowLayout; each defaults to the layout's own property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// An item's size; the layout's ``CollectionViewFlowLayout/itemSize`` by default.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// A section's insets; the layout's ``CollectionViewFlowLayout/sectionInset`` by default.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets
    /// A section's line spacing.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// A section's least spacing between items of a line.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// A section header's size.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// A section footer's size.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout {
        layout as? CollectionViewFlowLayout ?? CollectionViewFlowLayout()
    }
    /// The layout's item size.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { flow(collectionViewLayout).itemSize }
    /// The layout's section insets.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets { flow(collectionViewLayout).sectionInset }
    /// The layout's line spacing.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout).minimumLineSpacing }
    /// The layout's item spacing.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout).minimumInteritemSpacing }
    /// The layout's header size.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { flow(collectionViewLayout).headerReferenceSize }
    /// The layout's footer size.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { flow(collectionViewLayout).footerReferenceSize }
}
