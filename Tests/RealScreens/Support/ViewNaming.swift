// Names a real screen's views after the properties that hold them, so that a frame dump can be checked by name.

import UIKit

/// Sets each view's `accessibilityIdentifier` to the name of the stored property of `owner` that holds it
/// (private and `lazy` ones included), unless the view already has one, and returns `owner`.
///
/// The real screens keep their views in properties and never name them; their previews call this once the
/// screen is built, so that `expected.json` can say `lblTitle`. Views of the screen's own classes found this way
/// have their properties' views named too.
@MainActor @discardableResult
func namingViews<Owner: AnyObject>(of owner: Owner) -> Owner {
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(owner)]
    nameViews(in: Mirror(reflecting: owner), visited: &visited)
    return owner
}

/// Loads the controller's view (its `viewDidLoad` builds the views), then names them as `namingViews(of:)` does.
@MainActor @discardableResult
func namingViews<Controller: UIViewController>(of controller: Controller) -> Controller {
    _ = controller.view
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
    nameViews(in: Mirror(reflecting: controller), visited: &visited)
    return controller
}

/// Names the views held by the properties `mirror` shows, and by those of its superclasses up to UIKit's; then
/// the views of the screen's own view classes it found (a header view's labels), each once.
@MainActor
private func nameViews(in mirror: Mirror, visited: inout Set<ObjectIdentifier>) {
    var mirror: Mirror? = mirror
    var found: [UIView] = []
    // The screen's own classes only: UIKit's (`superview`, `window`) would name the wrong views.
    while let current = mirror, !isUIKitType(current.subjectType) {
        for child in current.children {
            guard let label = child.label, let view = unwrappedView(child.value) else { continue }
            if view.accessibilityIdentifier == nil {
                view.accessibilityIdentifier = propertyName(label)
            }
            found.append(view)
        }
        mirror = current.superclassMirror
    }
    for view in found where !isUIKitType(type(of: view)) && visited.insert(ObjectIdentifier(view)).inserted {
        nameViews(in: Mirror(reflecting: view), visited: &visited)
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
