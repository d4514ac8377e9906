// What every gesture recognizer shares, as UIGestureRecognizer: a view, a state, targets and actions.

import Foundation

/// The base of gesture recognizers, as UIGestureRecognizer: attached to a view with
/// ``View/addGestureRecognizer(_:)``, it sends its actions to its targets as its gesture is recognized.
/// A host's ``InputRouter`` feeds it the touches that start on its view (or a subview without a recognizer of
/// its kind); tests may feed a subclass directly (``TapGestureRecognizer/tap(at:)``).
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
/// view.addGestureRecognizer(tap)
/// ```
open class GestureRecognizer {
    /// Where a gesture is, as UIGestureRecognizer.State.
    public enum State: Sendable, Equatable {
        /// Not recognized yet.
        case possible
        /// A continuous gesture (a drag) just started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture ended; for a discrete gesture (a tap), it was recognized.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed

        /// A discrete gesture was recognized: the same state as ``ended``, as in UIKit.
        public static var recognized: State { .ended }
    }

    /// The view the recognizer is attached to; it owns the recognizer.
    public var view: View? { owner.view }
    /// Where the gesture is while the actions run.
    public internal(set) var state = State.possible
    /// Whether the recognizer takes gestures at all.
    public var isEnabled = true

    private var owner = UnretainedView(nil)
    private var targetActions: [TargetAction] = []
    /// Where the gesture is, in the root view's coordinates.
    var currentInRoot = CGPoint.zero

    /// A recognizer that sends `action` to `target` (see ``Control/addTarget(_:action:for:)`` on
    /// targets); both may be nil, and more added with ``addTarget(_:action:)``.
    public init(target: Any?, action: Selector?) {
        if let action { targetActions.append(TargetAction(target: target, selector: action)) }
    }

    /// Adds a target and action; the method gets the recognizer as its sender if it takes one.
    public func addTarget(_ target: Any, action: Selector) {
        guard !targetActions.contains(where: { $0.isSame(target: target, selector: action) }) else { return }
        targetActions.append(TargetAction(target: target, selector: action))
    }

    /// Removes `action` (nil for every action) of `target` (nil for every target).
    public func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { $0.matches(target: target, selector: action) }
    }

    /// Where the gesture is, in `view`'s coordinates (the root's for nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return currentInRoot }
        return view.rootView.convert(currentInRoot, to: view)
    }

    func attach(to view: View?) { owner = UnretainedView(view) }

    /// Sends every action to its target, with the recognizer as the sender.
    func sendActions() {
        let responders = view?.responderChain ?? []
        for targetAction in targetActions { targetAction.send(from: self, responders: responders) }
    }
}

extension View {
    /// The recognizers attached to this view.
    public var gestureRecognizers: [GestureRecognizer] { storedGestureRecognizers }

    /// Attaches a recognizer: gestures that start on this view (or a subview without one) go to it.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        storedGestureRecognizers.append(recognizer)
        recognizer.attach(to: self)
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        storedGestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.attach(to: nil) }
    }

    /// The deepest visible view under `point` (in this view's coordinates), this view included; nil if the
    /// point is outside it.
    public func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, alpha > 0.01, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = convert(point, to: subview)
            if let hit = subview.hitTest(inSubview) { return hit }
        }
        return self
    }
}
