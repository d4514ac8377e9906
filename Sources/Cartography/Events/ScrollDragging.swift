// Moving a scroll view's content offset as a drag or the wheel does: never past the content's ends.

import Foundation

extension ScrollView {
    /// Sets ``contentOffset`` to `offset` kept between 0 and the content size less the scroll view's size on
    /// each axis (so the content's end meets the scroll view's), as a drag or the wheel stops at the ends;
    /// a non-finite coordinate becomes 0. Returns whether the offset changed.
    @discardableResult
    public func scrollWithinContent(to offset: CGPoint) -> Bool {
        let content = contentSize
        let size = bounds.size
        func clamped(_ value: CGFloat, _ contentLength: CGFloat, _ length: CGFloat) -> CGFloat {
            let limit = max(0, contentLength - length)
            return value.isFinite ? min(limit, max(0, value)) : 0
        }
        let clampedOffset = CGPoint(
            x: clamped(offset.x, content.width, size.width), y: clamped(offset.y, content.height, size.height))
        guard clampedOffset != contentOffset else { return false }
        contentOffset = clampedOffset
        return true
    }
}
