// Taps on a view, like UITapGestureRecognizer: `UITapGestureRecognizer(target: self, action: #selector(tap))`.

import Foundation

/// Recognizes taps on its view, like UIKit's UITapGestureRecognizer: once the taps it needs have landed
/// on the view, its actions are sent with the state ``GestureRecognizer/State/recognized``.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
/// tap.numberOfTapsRequired = 2
/// view.addGestureRecognizer(tap)
/// ```
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (1 by default, as UIKit's).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap needs (1 by default); the host's pointer is one finger.
    public var numberOfTouchesRequired = 1

    private var tapsSoFar = 0

    // MARK: What the host calls

    /// A tap (a press and release) at `point`, in the root view's coordinates: recognized, and the actions
    /// sent, when it is the ``numberOfTapsRequired``th tap in a row. A tap outside the view starts over.
    public func tap(at point: CGPoint) {
        guard isEnabled, let view else { return }
        guard numberOfTouchesRequired == 1, view.bounds.contains(view.rootView.convert(point, to: view)) else {
            tapsSoFar = 0
            return
        }
        currentInRoot = point
        tapsSoFar += 1
        guard tapsSoFar >= numberOfTapsRequired else { return }
        tapsSoFar = 0
        state = .recognized
        sendActions()
        state = .possible
    }
}
