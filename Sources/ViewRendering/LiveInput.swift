// Live mode: the pointer and the keyboard go to the views (buttons fire, fields take typing), not the inspector.

import Cartography
import Foundation
import GtkKit

extension ViewRenderer {
    /// Hands a key to the views while live: the first responder (a field being edited) takes typing and the
    /// editing keys; false when not live, or nothing took the key, so that the window may use it.
    public func keyPressed(_ event: KeyPressEvent) -> Bool {
        guard isLive, let press = KeyPress(event) else { return false }
        let taken = input.keyPressed(press)
        if taken { setNeedsLayout() }
        return taken
    }

    /// Delivers one phase of the pointer to the views through ``input``, with the time it happened.
    func deliverLive(_ phase: DragGesture.Phase, at point: CGPoint) {
        let now = ProcessInfo.processInfo.systemUptime
        switch phase {
        case .began:
            input.pointerDown(at: point, timestamp: now)
            liveInputDidBegin?()
        case .moved:
            input.pointerMoved(to: point, timestamp: now)
        case .ended:
            input.pointerUp(at: point, timestamp: now)
        }
        setNeedsLayout()
    }
}

extension KeyPress {
    /// The library's key for a key GTK reported; nil for a key that neither types nor edits.
    init?(_ event: KeyPressEvent) {
        var modifiers: KeyModifierFlags = []
        if event.modifiers.contains(.shift) { modifiers.insert(.shift) }
        if event.modifiers.contains(.control) { modifiers.insert(.control) }
        if event.modifiers.contains(.alt) { modifiers.insert(.alternate) }
        let key: Key
        switch event.named {
        case .backspace: key = .backspace
        case .delete: key = .deleteForward
        case .left: key = .left
        case .right: key = .right
        case .up: key = .up
        case .down: key = .down
        case .home: key = .home
        case .end: key = .end
        case .enter: key = .enter
        case .tab: key = .tab
        case .escape: key = .escape
        case nil:
            guard let text = event.text else { return nil }
            key = .text(text)
        }
        self.init(key, modifiers: modifiers)
    }
}
