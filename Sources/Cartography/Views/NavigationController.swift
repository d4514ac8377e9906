// A stack of view controllers, the top one's view filling the container's, as UINavigationController.

import Foundation

/// A container that shows the top of a stack of controllers, as UINavigationController: the top
/// controller's view fills the container's view (the previewer draws no bar; it shows the top
/// controller's title in its header bar).
open class NavigationController: ViewController {
    /// The bar's settings that screens set (UIKit's UINavigationBar); the previewer does not draw it.
    public let navigationBar = NavigationBar()
    /// Whether the bar is hidden.
    public var isNavigationBarHidden = false

    /// A stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    /// An empty stack.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init()
    }

    /// The stack, bottom first; setting it replaces every controller.
    public var viewControllers: [ViewController] {
        get { children }
        set {
            for child in children { remove(child) }
            for controller in newValue { pushViewController(controller, animated: false) }
        }
    }

    /// The controller on top of the stack, whose view is shown.
    public var topViewController: ViewController? { children.last }

    /// Puts `controller` on top: its view replaces the old top's, with the appearance calls UIKit makes
    /// when the stack is on screen.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        let old = topViewController
        let onScreen = appearance == .appeared
        if onScreen { old?.beginAppearanceTransition(false, animated: animated) }
        addChild(controller)
        old?.viewIfLoaded?.removeFromSuperview()
        if isViewLoaded { show(controller) }
        if onScreen { controller.beginAppearanceTransition(true, animated: animated) }
        controller.didMove(toParent: self)
        if onScreen {
            old?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
    }

    /// Takes the top controller off the stack (never the last one) and shows the one below; returns the
    /// controller taken off.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        let onScreen = appearance == .appeared
        if onScreen { top.beginAppearanceTransition(false, animated: animated) }
        remove(top)
        if let below = topViewController {
            if isViewLoaded { show(below) }
            if onScreen {
                below.beginAppearanceTransition(true, animated: animated)
                top.endAppearanceTransition()
                below.endAppearanceTransition()
            }
        }
        return top
    }

    /// Loads the view and puts the top controller's view in it.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top) }
    }

    /// Hides or shows the bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    private func remove(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    /// Puts the controller's view in the container's, its edges held to the container's.
    private func show(_ controller: ViewController) {
        let container: View = view
        let content: View = controller.view
        container.addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        for attribute in [LayoutAttribute.top, .leading, .bottom, .trailing] {
            let constraint = LayoutConstraint(
                firstItem: content, firstAttribute: attribute, relation: .equal, secondItem: container,
                secondAttribute: attribute, multiplier: 1, constant: 0, priority: .required, callSite: .none)
            constraint.identifier = "top view controller fills the navigation controller"
            constraint.activate()
        }
    }
}

/// What screens set on a navigation bar (UIKit's UINavigationBar); kept, not drawn.
public final class NavigationBar {
    /// Whether titles are large.
    public var prefersLargeTitles = false
    /// Whether the bar is translucent.
    public var isTranslucent = true
    /// The bar's background tint, nil for the system's.
    public var barTintColor: Color?
    /// The tint of the bar's buttons, nil for the system's.
    public var tintColor: Color?
    /// Whether the bar is hidden (the navigation controller's ``NavigationController/isNavigationBarHidden``).
    public var isHidden = false

    /// A bar with UIKit's defaults.
    public init() {}
}
