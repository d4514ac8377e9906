// A view's tint, inherited down the tree as UIKit's.

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

    /// The view and its subviews redraw (a tint they inherit changed).
    private func setNeedsDisplayInTree() {
        setNeedsDisplay()
        for subview in subviews { subview.setNeedsDisplayInTree() }
    }
}
