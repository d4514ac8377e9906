// Drags on the root widget, handed to the pan gesture recognizer of the view they start on.

import Cartography
import Foundation
import GtkKit

extension ViewRenderer {
    /// Routes the pointer on the root's widget to the views: everything through ``input`` while ``isLive``;
    /// otherwise drags only, to the pan gesture recognizer of the deepest visible view under the press, or of
    /// its nearest ancestor that has one. Each move asks for a new layout pass, since actions usually change
    /// constraints.
    public func routeDrags() {
        DragGesture(on: widget) { [unowned self] phase, point in
            self.handleDrag(phase, at: CGPoint(x: point.x, y: point.y))
        }
    }

    /// Plays a whole drag from `start` to `end` (root coordinates) through the same routing, for scripts
    /// and tests; returns whether a recognizer took it.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint) -> Bool {
        handleDrag(.began, at: start)
        guard pointer.activeRecognizer != nil else { return false }
        handleDrag(.moved, at: end)
        handleDrag(.ended, at: end)
        return true
    }

    private func handleDrag(_ phase: DragGesture.Phase, at point: CGPoint) {
        if isLive {
            pointer.lastPressWentToViews = true
            return deliverLive(phase, at: point)
        }
        switch phase {
        case .began:
            pointer.lastPressWentToViews = false
            pointer.activeRecognizer = root.hitTest(point)?.panRecognizerForDrags
            pointer.activeRecognizer?.begin(at: point)
        case .moved:
            if pointer.activeRecognizer != nil { pointer.lastPressWentToViews = true }
            pointer.activeRecognizer?.move(to: point)
        case .ended:
            pointer.activeRecognizer?.end(at: point)
            pointer.activeRecognizer = nil
        }
        setNeedsLayout()
    }
}
