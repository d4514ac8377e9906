// The class views and view controllers share, as UIKit's UIResponder, with the keyboard's notifications.

import Foundation

/// What views and view controllers are, as UIKit's `UIResponder`: the owner of the keyboard's notification
/// names and user-info keys (`UIResponder.keyboardWillShowNotification`), which screens observe to move
/// their content out of the keyboard's way.
///
/// There is no keyboard in the previewer, so these notifications are never posted by the library; screens
/// that observe them compile and show their layout without a keyboard, as iOS does before one appears.
open class Responder {
    /// A responder.
    public init() {}

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
    /// Ends editing in the view and its subviews, as UIKit's: asks the first responder among them to
    /// resign. There is no editing in the previewer, so nothing refuses: true.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }
}

extension NSValue {
    /// The rectangle the value holds, as UIKit's `cgRectValue` (Foundation's `rectValue` on Linux).
    public var cgRectValue: CGRect { rectValue }

    /// A value holding a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }
}
