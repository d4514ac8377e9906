// Converting rectangles and points between views' coordinate spaces, as UIKit's convert(_:to:).

import Foundation

extension View {
    /// The top left corner of this view in its root view's coordinates.
    var originInRoot: CGPoint {
        var point = CGPoint.zero
        var view: View? = self
        while let current = view, let parent = current.superview {
            // A scroll view's bounds origin is its content offset: its subviews show shifted by it.
            point.x += current.frame.minX - parent.bounds.minX
            point.y += current.frame.minY - parent.bounds.minY
            view = parent
        }
        return point
    }

    /// A point in this view's bounds, expressed in `view`'s bounds (nil: the root view's). The two
    /// views must be in the same tree.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        // Bounds origins are zero but for scroll views, where they are the content offset.
        let mine = originInRoot
        let theirs = view?.originInRoot ?? .zero
        let myShift = bounds.origin
        let theirShift = view?.bounds.origin ?? .zero
        return CGPoint(
            x: point.x - myShift.x + mine.x - theirs.x + theirShift.x,
            y: point.y - myShift.y + mine.y - theirs.y + theirShift.y)
    }

    /// A rectangle in this view's bounds, expressed in `view`'s bounds (nil: the root view's).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// The view's frame in its root view's coordinates.
    public var frameInRoot: CGRect {
        superview.map { $0.convert(frame, to: nil) } ?? CGRect(origin: .zero, size: frame.size)
    }
}

extension LayoutGuide {
    /// The guide's frame in its owning view's root view's coordinates.
    public var layoutFrameInRoot: CGRect {
        owningView.map { $0.convert(layoutFrame, to: nil) } ?? layoutFrame
    }
}
