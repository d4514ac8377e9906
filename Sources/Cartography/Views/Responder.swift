// The class views and view controllers share, as UIKit's UIResponder, with the keyboard's notifications.

import Foundation

/// What views and view controllers are, as UIKit's `UIResponder`: the owner of the keyboard's notification
/// names and user-info keys (`UIResponder.keyboardWillShowNotification`), which screens observe to move
/// their content out of the keyboard's way.
///
/// The previewer's keyboard is a hardware one, so these notifications are never posted by the library (iOS
/// posts none for a hardware keyboard either); screens that observe them compile and show their layout
/// without an on-screen keyboard.
open class Responder {
    /// A responder.
    public init() {}

    /// The next responder up the chain, as UIKit's `next`: a view controller's root view's is the controller,
    /// any other view's is its superview, and a view controller's is its view's superview.
    open var next: Responder? {
        if let view = self as? View { return view.owningController ?? view.superview }
        if let controller = self as? ViewController { return controller.viewIfLoaded?.superview }
        return nil
    }

    /// Touches went down on this responder's view: passed to ``next`` unless overridden, as UIKit's. A view
    /// that draws with the finger overrides the four touch methods; controls track their touches themselves.
    open func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved: passed to ``next`` unless overridden.
    open func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches went up: passed to ``next`` unless overridden.
    open func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were taken away: passed to ``next`` unless overridden.
    open func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Whether the responder can take the keyboard (false by default; text fields and text views can).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder has the keyboard: it is its root view's first responder.
    public var isFirstResponder: Bool {
        guard let view = self as? View else { return false }
        return view.rootView.firstResponderInTree === view
    }

    /// Takes the keyboard, as UIKit's: the first responder before resigns first (and may refuse), then this
    /// one is its root view's first responder. False if it cannot (``canBecomeFirstResponder``) or the other
    /// refused; true if it already was.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let view = self as? View, canBecomeFirstResponder else { return false }
        let root = view.rootView
        if root.firstResponderInTree === view { return true }
        if let current = root.firstResponderInTree, !current.resignFirstResponder() { return false }
        root.firstResponderInTree = view
        return true
    }

    /// Gives the keyboard up, as UIKit's; true once it has (or never had it).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let view = self as? View else { return true }
        let root = view.rootView
        if root.firstResponderInTree === view { root.firstResponderInTree = nil }
        return true
    }

    /// Posted before the keyboard appears.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// The user-info key of the keyboard's frame at the end of its animation (an `NSValue` of a `CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard's frame at the start of its animation.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the animation's duration (an `NSNumber` of seconds).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

extension View {
    /// Ends editing in the view and its subviews, as UIKit's: asks the first responder among them to resign
    /// (with `force`, it resigns even if its delegate refuses). True when none is left editing.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        let root = rootView
        guard let responder = root.firstResponderInTree, responder === self || responder.isDescendant(of: self)
        else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        root.firstResponderInTree = nil
        (responder as? any KeyInputHandling)?.editingWasForcedToEnd()
        return true
    }

    /// The view that has the keyboard in this view's tree, if any.
    public var firstResponder: View? { rootView.firstResponderInTree }
}

extension NSValue {
    /// The rectangle the value holds, as UIKit's `cgRectValue` (Foundation's `rectValue` on Linux).
    public var cgRectValue: CGRect { rectValue }

    /// A value holding a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }
}
