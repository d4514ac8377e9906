// A touch on a control, as UIControl turns it into tracking calls, highlighting and events.

import Foundation

extension Control {
    /// A touch went down on the control: it highlights, tracking begins if the control wants it, and
    /// `.touchDown` is sent (`.touchDownRepeat` too for a second tap), as UIControl does.
    func touchBegan(_ touch: Touch, with event: InputEvent) {
        guard isEnabled else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// The touch moved: the highlight follows whether it is inside, and the drag events say where it went.
    func touchMoved(_ touch: Touch, with event: InputEvent) {
        guard isEnabled else { return }
        let wasInside = isTouchInside
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        // One event at a time, as UIKit sends them: an exit, then the drag outside.
        if wasInside != isTouchInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    /// The touch went up: tracking ends, then `.touchUpInside` (with the primary action for a button) or
    /// `.touchUpOutside` is sent.
    func touchEnded(_ touch: Touch, with event: InputEvent) {
        guard isEnabled else { return }
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
    }

    /// The touch was taken away (the preview changed under it): `.touchCancel`.
    func touchCancelled(with event: InputEvent) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }
}
