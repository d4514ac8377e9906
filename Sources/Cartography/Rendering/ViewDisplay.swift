// How a view tells its host to draw it again, and how it draws its own content.

import Foundation

extension View {
    /// Asks the host to draw the view again (its background, border and ``draw(in:)``); UIKit's name.
    /// Properties that change what a view shows call it themselves.
    public func setNeedsDisplay() {
        displayRevision &+= 1
        rootView.treeRevision &+= 1
    }

    func subviewsDidChange() {
        subviewsRevision &+= 1
        rootView.treeRevision &+= 1
    }
}
