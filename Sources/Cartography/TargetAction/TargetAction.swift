// A target held weakly and the selector to send it: one registration of UIKit's target/action.

/// A target and its selector, as controls, bar buttons and gesture recognizers keep them.
///
/// The target is not retained, as in UIKit (a controller that owns a button is usually its target). A nil
/// target means the responder chain: the first object on it that has the method gets the message.
struct TargetAction {
    /// The target, if one was given and it is still alive.
    weak var target: AnyObject?
    /// Whether a target was given: a nil target means the responder chain, a target that died means nobody.
    let hasTarget: Bool
    let selector: Selector

    init(target: Any?, selector: Selector) {
        let object = target.map { $0 as AnyObject }
        self.target = object
        hasTarget = object != nil
        self.selector = selector
    }

    /// Whether this is `target` (nil for any) with `selector` (nil for any), as `removeTarget` matches.
    func matches(target: Any?, selector: Selector?) -> Bool {
        let object = target.map { $0 as AnyObject }
        return (object == nil || object === self.target) && (selector == nil || selector == self.selector)
    }

    /// Whether this is exactly `target` (nil being the responder chain) with `selector`: adding it again
    /// only adds events.
    func isSame(target: Any?, selector: Selector) -> Bool {
        let object = target.map { $0 as AnyObject }
        return self.selector == selector && (object == nil ? !hasTarget : object === self.target)
    }

    /// Sends the selector from `sender`: to the target, or along `responders` when none was given.
    func send(from sender: Any, responders: @autoclosure () -> [AnyObject]) {
        if hasTarget {
            // UIKit does not retain the target: once it is gone, the action goes nowhere.
            guard let target else { return }
            selector.send(to: target, orFirstOf: [], from: sender)
        } else {
            selector.send(to: nil, orFirstOf: responders(), from: sender)
        }
    }
}

extension View {
    /// UIKit's responder chain from this view: each view, then its controller if it is a controller's root
    /// view, then its superview, up to the root.
    var responderChain: [AnyObject] {
        var chain: [AnyObject] = []
        var view: View? = self
        while let current = view {
            chain.append(current)
            if let controller = current.owningController { chain.append(controller) }
            view = current.superview
        }
        return chain
    }
}
