// NotificationCenter's observer/selector registration, as on Apple platforms: `center.addObserver(self,
// selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)`.

import Foundation
import Synchronization

extension NotificationCenter {
    /// Sends `selector` to `observer` for every notification named `name` (nil for any) posted by `object`
    /// (nil for any), with the notification as the sender (a method taking `Notification` or
    /// `NSNotification` gets it). The observer is not retained, as since iOS 9; once it is gone its
    /// registrations go too. Swift's Foundation on Linux has only the block form; this is that form underneath.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let registration = SelectorObservations.Registration(
            TargetAction(target: observer, selector: selector), name: name, object: object)
        // Run on the posting thread, as a registration without a queue is on Apple platforms.
        registration.token = addObserver(forName: name, object: object, queue: nil) {
            [weak self, weak registration] notification in
            guard let registration else { return }
            guard registration.targetAction.target != nil else {
                self?.removeSelectorObservations { $0 === registration }
                return
            }
            registration.targetAction.send(from: notification, responders: [])
        }
        SelectorObservations.shared.withLock { $0.append(registration) }
    }

    /// Removes every registration of `observer`, selector ones included, as on Apple platforms.
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations { $0.observer === observer }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (nil for any) and `object` (nil for any), selector ones
    /// included.
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        removeSelectorObservations { registration in
            registration.observer === observer && (name == nil || registration.name == name)
                && (object == nil || registration.object === (object as AnyObject))
        }
        removeObserver(observer as Any, name: name, object: object)
    }

    private func removeSelectorObservations(where matches: (SelectorObservations.Registration) -> Bool) {
        let removed = SelectorObservations.shared.withLock { registrations in
            let removed = registrations.filter(matches)
            registrations.removeAll(where: matches)
            return removed
        }
        for registration in removed {
            if let token = registration.token { removeObserver(token) }
        }
    }
}

/// The registrations made by ``NotificationCenter/addObserver(_:selector:name:object:)``, so that
/// `removeObserver(self)` finds them.
enum SelectorObservations {
    /// One registration: its observer (weak), what it observes, and the block observer's token.
    /// Unchecked: set up before the center can call it, then only read (the token is written once, before
    /// any notification the registration could match is posted by this thread).
    final class Registration: @unchecked Sendable {
        let targetAction: TargetAction
        let name: Notification.Name?
        weak var object: AnyObject?
        var token: (any NSObjectProtocol)?

        var observer: AnyObject? { targetAction.target }

        init(_ targetAction: TargetAction, name: Notification.Name?, object: Any?) {
            self.targetAction = targetAction
            self.name = name
            self.object = object.map { $0 as AnyObject }
        }
    }

    static let shared = Mutex<[Registration]>([])
}
