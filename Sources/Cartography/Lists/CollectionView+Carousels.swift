// The scroll views of sections that scroll sideways (UIKit's orthogonal scrolling), inside a collection view.

import Foundation

/// The scroll view of one carousel section: scrolling it shows other items, so the collection view
/// gives them cells at its next layout.
final class CarouselScrollView: ScrollView {
    weak var owner: CollectionView?

    override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { owner?.carouselDidScroll() } }
    }
}

extension CollectionView {
    /// How far a carousel section is scrolled sideways (zero for any other section).
    func carouselOffset(ofSection section: Int) -> CGFloat {
        carouselScrollers[section]?.contentOffset.x ?? 0
    }

    /// The scroll view of a carousel section, as UIKit's orthogonal scroller (nil for other sections).
    public func carouselScrollView(ofSection section: Int) -> ScrollView? {
        tileIfNeeded()
        return carouselScrollers[section]
    }

    func carouselDidScroll() {
        setNeedsRelayout()
    }

    /// Where a section's cells go: the collection view itself, or the section's carousel, made or moved
    /// to the section's place, with the origin of its content in the collection view's content.
    func carouselContainer(ofSection section: Int) -> (view: View, origin: CGPoint) {
        guard let region = collectionViewLayout.carouselRegion(ofSection: section) else { return (self, .zero) }
        let scroller = carouselScrollers[section] ?? CarouselScrollView(frame: region.frame)
        scroller.owner = self
        scroller.ownerGivenName = "\(debugName).section\(section)Carousel"
        carouselScrollers[section] = scroller
        if scroller.frame != region.frame { scroller.frame = region.frame }
        if scroller.contentSize != region.contentSize { scroller.contentSize = region.contentSize }
        if scroller.superview !== self { insertSubview(scroller, at: 0) }
        return (scroller, region.frame.origin)
    }
}
