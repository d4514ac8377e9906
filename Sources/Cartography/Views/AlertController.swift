// An alert or action sheet and its buttons, as UIKit's UIAlertController and UIAlertAction.

import Foundation

/// A button of an alert, as UIKit's `UIAlertAction`: a title, a style and what it does when chosen.
public final class AlertAction {
    /// How the button looks, as `UIAlertAction.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable {
        /// An ordinary button.
        case `default` = 0
        /// The button that dismisses without acting (listed last).
        case cancel = 1
        /// A button that destroys data (drawn red on iOS).
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be chosen (true by default).
    public var isEnabled = true
    private let handler: ((AlertAction) -> Void)?

    /// A button, as `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Chooses the button, as a tap would: runs its handler if it is enabled.
    public func simulateChoice() {
        guard isEnabled else { return }
        handler?(self)
    }
}

/// An alert or an action sheet, as UIKit's `UIAlertController`: a title, a message and buttons, shown with
/// `present(_:animated:completion:)`, which shows it over the presenting screen; a button dismisses it.
open class AlertController: ViewController {
    /// An alert in the middle of the screen or a sheet from its bottom, as `UIAlertController.Style` (raw
    /// values as UIKit's).
    public enum Style: Int, Sendable {
        /// A sheet of buttons from the bottom.
        case actionSheet = 0
        /// An alert in the middle.
        case alert = 1
    }

    /// The text under the title.
    public var message: String?
    /// Alert or action sheet, fixed at creation.
    public let preferredStyle: Style
    /// The buttons, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The button Return chooses; nil for none.
    public var preferredAction: AlertAction?

    /// An alert, as `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// A dimmed layer over the whole screen with the alert (or the sheet) on it, as UIKit draws one.
    open override func loadView() {
        makeAlertView()
    }
}
