// keyboardLayoutGuide: where the keyboard is, which in a preview is always below the safe area.

import Foundation

extension View {
    /// A guide for the keyboard, as UIKit's `keyboardLayoutGuide`: as wide as the view, from the bottom of
    /// the safe area to the view's bottom while the keyboard is hidden (UIKit's `usesBottomSafeArea`), so
    /// `field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)` keeps a field above
    /// the keyboard. The previewer shows no keyboard, so the guide never rises. Made with ordinary
    /// constraints on first use, as ``readableContentGuide`` is.
    public var keyboardLayoutGuide: LayoutGuide {
        if let guide = keyboardGuideStorage { return guide }
        let guide = LayoutGuide(identifier: "keyboardLayoutGuide")
        addLayoutGuide(guide)
        keyboardGuideStorage = guide
        let specs: [(LayoutAttribute, AnyObject, LayoutAttribute)] = [
            (.top, safeAreaLayoutGuide, .bottom),
            (.bottom, self, .bottom),
            (.leading, self, .leading),
            (.trailing, self, .trailing),
        ]
        for (attribute, item, other) in specs {
            let constraint = LayoutConstraint(
                firstItem: guide, firstAttribute: attribute, relation: .equal, secondItem: item,
                secondAttribute: other, multiplier: 1, constant: 0, priority: .required, callSite: .none)
            constraint.identifier = "keyboardLayoutGuide"
            constraint.isActive = true
        }
        return guide
    }
}
