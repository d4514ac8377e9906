// A view's tint, inherited down the tree as UIKit's, and its transform.

import Foundation

extension View {
    /// The colour controls draw their active parts in, as UIView's `tintColor`: the one set here, else
    /// the superview's, else the system blue. Setting nil inherits again.
    public var tintColor: Color! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            setNeedsDisplayInTree()
        }
    }

    /// The affine transform the view is drawn with, about its centre, as UIView's `transform`. Layout
    /// ignores it: the frame is the untransformed one (UIKit's frame is undefined under a transform; code
    /// sets `transform` after layout, for effects), and hosts draw the view and its subviews transformed.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set {
            guard newValue != storedTransform else { return }
            storedTransform = newValue
            setNeedsDisplay()
        }
    }

    /// The view and its subviews redraw (a tint they inherit changed).
    private func setNeedsDisplayInTree() {
        setNeedsDisplay()
        for subview in subviews { subview.setNeedsDisplayInTree() }
    }
}
