// How a view's traits are found (its own override, its ancestors', the host's) and who hears of a change.

import Foundation

extension View {
    /// The traits the view is shown with: the nearest ``overrideUserInterfaceStyle`` on the way up (this view
    /// first), else the host's (``hostTraitCollection`` on an ancestor), else light; the host's text scale;
    /// the view's effective layout direction.
    public var traitCollection: TraitCollection {
        var style = UserInterfaceStyle.unspecified
        var textScale = 1.0
        var sizeClass = UserInterfaceSizeClass.compact
        var view: View? = self
        while let current = view {
            if style == .unspecified { style = current.overrideUserInterfaceStyle }
            if let host = current.hostTraitCollection {
                if style == .unspecified { style = host.userInterfaceStyle }
                textScale = host.textScale
                sizeClass = host.horizontalSizeClass
                break
            }
            view = current.superview
        }
        return TraitCollection(
            userInterfaceStyle: style == .unspecified ? .light : style,
            layoutDirection: effectiveUserInterfaceLayoutDirection, textScale: textScale,
            horizontalSizeClass: sizeClass)
    }

    /// Every view of the subtree with its traits now, before a change that may alter them.
    func subtreeTraits() -> [(View, TraitCollection)] {
        var result: [(View, TraitCollection)] = []
        func visit(_ view: View) {
            result.append((view, view.traitCollection))
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return result
    }

    /// After a change of traits: tells each view of the subtree whose traits changed, and its view
    /// controller, as UIKit does; redraws it (a dynamic colour may resolve differently) and lets text
    /// measure again at a new scale.
    func notifyTraitChanges(from before: [(View, TraitCollection)]) {
        for (view, previous) in before {
            let current = view.traitCollection
            guard current != previous else { continue }
            view.setNeedsDisplay()
            if current.textScale != previous.textScale { view.textScaleDidChange() }
            // A root view's system minimum margins follow the width's size class.
            if current.horizontalSizeClass != previous.horizontalSizeClass, view.owningController != nil {
                view.layoutMarginsChanged()
            }
            view.traitCollectionDidChange(previous)
            view.owningController?.traitCollectionDidChange(previous)
        }
    }
}
