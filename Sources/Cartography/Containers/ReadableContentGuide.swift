// readableContentGuide: the layout margins, narrowed to a comfortable line length and centered.

import Foundation

extension View {
    /// The widest the readable content guide gets: UIKit's readable width at the default (Large) text
    /// size on an iPad, 672 points.
    public static let readableContentWidth: CGFloat = 672

    /// A guide for text, as UIKit's `readableContentGuide`: vertically the layout margins; horizontally
    /// centered within the layout margins and as wide as they are, but never wider than
    /// ``readableContentWidth`` (672 points). Made with ordinary constraints on first use (the width
    /// limit required, the wish to reach the margins at 999, so it is exactly `min(margins width, 672)`).
    public var readableContentGuide: LayoutGuide {
        if let guide = readableGuideStorage { return guide }
        let guide = LayoutGuide(identifier: "readableContentGuide")
        addLayoutGuide(guide)
        readableGuideStorage = guide
        let constraints = [
            (LayoutAttribute.top, LayoutRelation.equal, LayoutAttribute.topMargin, LayoutPriority.required),
            (.bottom, .equal, .bottomMargin, .required),
            (.centerX, .equal, .centerXWithinMargins, .required),
            (.leading, .greaterThanOrEqual, .leadingMargin, .required),
            (.leading, .equal, .leadingMargin, LayoutPriority(999)),
        ].map { attribute, relation, marginAttribute, priority in
            LayoutConstraint(
                firstItem: guide, firstAttribute: attribute, relation: relation, secondItem: self,
                secondAttribute: marginAttribute, multiplier: 1, constant: 0, priority: priority, callSite: .none)
        }
        let width = LayoutConstraint(
            firstItem: guide, firstAttribute: .width, relation: .lessThanOrEqual, secondItem: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: View.readableContentWidth, priority: .required,
            callSite: .none)
        for constraint in constraints + [width] {
            constraint.identifier = "readableContentGuide"
            constraint.isActive = true
        }
        return guide
    }
}
