// Child view controllers and presented ones, with UIKit's calls in UIKit's order.

import Foundation

extension ViewController {
    /// Adds `child` as a child controller: removes it from its old parent, calls its
    /// ``willMove(toParent:)`` with this controller, and records it. The caller then adds the child's view
    /// and calls `child.didMove(toParent: self)`, as UIKit asks.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent and calls ``didMove(toParent:)`` with nil; the caller
    /// calls `willMove(toParent: nil)` and removes the view first, as UIKit asks.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The navigation controller this one is in (itself or an ancestor's child), nil for none.
    public var navigationController: NavigationController? {
        var current: ViewController? = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Presents `controller` modally: records it as ``presentedViewController``, loads its view, and runs
    /// `completion`. An ``AlertController`` is drawn over this screen, as iOS shows it; other controllers are
    /// recorded only (the previewer does not draw them over this one).
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, controller !== self else { return }
        presentedViewController = controller
        controller.presentingViewController = self
        _ = controller.view
        (controller as? AlertController)?.show(over: self)
        completion?()
    }

    /// Dismisses the controller this one presented (or, on a presented controller, itself), then runs
    /// `completion`.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController != nil ? self : presentingViewController
        if let presenter, let presented = presenter.presentedViewController {
            presented.presentingViewController = nil
            presenter.presentedViewController = nil
            if presented is AlertController { presented.viewIfLoaded?.removeFromSuperview() }
        }
        completion?()
    }
}
