// What SnapKit constrains: views and layout guides.

import Cartography

/// A view or a layout guide: what `snp.makeConstraints` is called on.
public protocol LayoutConstraintItem: AnyObject {}

extension View: LayoutConstraintItem {}
extension LayoutGuide: LayoutConstraintItem {}

extension LayoutConstraintItem {
    /// What relations without a target item are relative to: a view's superview, a guide's owning view.
    var superview: View? {
        if let view = self as? View { return view.superview }
        if let guide = self as? LayoutGuide { return guide.owningView }
        return nil
    }

    /// The item's name in messages.
    var debugName: String {
        if let view = self as? View { return view.debugName }
        if let guide = self as? LayoutGuide { return guide.identifier.isEmpty ? "a layout guide" : guide.identifier }
        return String(describing: type(of: self))
    }

    /// Readies the item to be constrained: a view stops translating its frame into constraints.
    func prepare() {
        (self as? View)?.translatesAutoresizingMaskIntoConstraints = false
    }
}
