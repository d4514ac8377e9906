// Live mode: the pointer and the keyboard go to the views (buttons fire, fields take typing), not the inspector.

import Cartography
import Foundation
import GtkKit

/// Where a renderer sends the pointer and the keyboard, and what the last press did.
struct PointerRouting {
    /// The recognizer taking the drag in progress, while not live.
    var activeRecognizer: PanGestureRecognizer?
    /// Delivers the pointer and the keyboard to the views while live.
    let input: InputRouter
    /// Whether the pointer and the keyboard go to the views (live mode).
    var isLive = false
    /// Whether the last press went to the views: live, or a drag a pan recognizer took and moved.
    var lastPressWentToViews = false
    /// Runs when a live press goes down.
    var liveInputDidBegin: (@MainActor () -> Void)?
}

extension ViewRenderer {
    /// Delivers the pointer and the keyboard to the views while ``isLive``.
    public var input: InputRouter { pointer.input }

    /// Whether the pointer and the keyboard go to the views as touches and key presses (live mode), rather
    /// than only drags to pan recognizers (the inspector takes clicks then). Turning it off ends editing.
    public var isLive: Bool {
        get { pointer.isLive }
        set {
            guard newValue != pointer.isLive else { return }
            pointer.isLive = newValue
            guard !newValue else { return }
            input.cancelTouch()
            root.endEditing(true)
            setNeedsLayout()
        }
    }

    /// Runs when a live press goes down (the host gives the preview the keyboard focus).
    public var liveInputDidBegin: (@MainActor () -> Void)? {
        get { pointer.liveInputDidBegin }
        set { pointer.liveInputDidBegin = newValue }
    }

    /// Whether the last press went to the views: live, or a drag a pan recognizer took and moved. A click
    /// ending such a press is not the inspector's.
    public var lastPressWentToViews: Bool { pointer.lastPressWentToViews }

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
            pointer.liveInputDidBegin?()
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
