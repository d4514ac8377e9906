// Names a real screen's views after the properties that hold them, so that a frame dump can be checked by name.

import UIKit

/// Sets each view's `accessibilityIdentifier` to the name of the stored property of `owner` that holds it
/// (private and `lazy` ones included), unless the view already has one, and returns `owner`.
///
/// The real screens keep their views in properties and never name them; their previews call this once the
/// screen is built, so that `expected.json` can say `lblTitle`.
@MainActor @discardableResult
func namingViews<Owner: AnyObject>(of owner: Owner) -> Owner {
    nameViews(in: Mirror(reflecting: owner))
    return owner
}

/// Loads the controller's view (its `viewDidLoad` builds the views), then names them as `namingViews(of:)` does.
@MainActor @discardableResult
func namingViews<Controller: UIViewController>(of controller: Controller) -> Controller {
    _ = controller.view
    nameViews(in: Mirror(reflecting: controller))
    return controller
}

/// Names the views held by the properties `mirror` shows, and by those of its superclasses up to UIKit's.
@MainActor
private func nameViews(in mirror: Mirror) {
    var mirror: Mirror? = mirror
    // The screen's own classes only: UIKit's (`superview`, `window`) would name the wrong views.
    while let current = mirror, !isUIKitType(current.subjectType) {
        for child in current.children {
            guard let label = child.label, let view = unwrappedView(child.value) else { continue }
            if view.accessibilityIdentifier == nil {
                view.accessibilityIdentifier = propertyName(label)
            }
        }
        mirror = current.superclassMirror
    }
}

/// Whether `type` is UIKit's (here, this library's), not the screen's.
private func isUIKitType(_ type: Any.Type) -> Bool {
    let module = String(reflecting: type).prefix { $0 != "." }
    return ["UIKit", "Cartography", "SnapKit"].contains(String(module))
}

/// The view a property holds, through any number of optionals (`UIView!`, a `lazy` property's storage).
private func unwrappedView(_ value: Any) -> UIView? {
    if let view = value as? UIView { return view }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first else { return nil }
    return unwrappedView(wrapped.value)
}

/// A stored property's name as written: a `lazy` property's storage is `$__lazy_storage_$_name`.
private func propertyName(_ label: String) -> String {
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
}
