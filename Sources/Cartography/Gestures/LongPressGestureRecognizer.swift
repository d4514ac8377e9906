// Long presses on a view, like UILongPressGestureRecognizer: a continuous gesture that begins once the press has
// lasted long enough.

import Foundation

/// Recognizes a press held on its view, like UIKit's UILongPressGestureRecognizer: its actions are sent as it
/// begins (the press lasted ``minimumPressDuration``) and as it ends (the press was released).
///
/// ```swift
/// cell.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showMenu(_:))))
/// ```
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds (0.5 by default, as UIKit's).
    public var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers (1 by default); the host's pointer is one finger.
    public var numberOfTouchesRequired = 1

    // MARK: What the host calls

    /// A press at `point` (in the root view's coordinates) held for `duration` seconds, then released: the
    /// gesture begins and ends if it lasted ``minimumPressDuration`` on the view, as UIKit's does.
    public func press(at point: CGPoint, duration: TimeInterval) {
        guard isEnabled, let view, numberOfTouchesRequired == 1, duration >= minimumPressDuration,
            view.bounds.contains(view.rootView.convert(point, to: view))
        else { return }
        currentInRoot = point
        state = .began
        sendActions()
        state = .ended
        sendActions()
        state = .possible
    }
}
