// Drags on a view, like UIPanGestureRecognizer, with a closure in place of target and selector.

import Foundation

/// Recognizes a drag that starts on its view (or one of its subviews) and reports it as it goes, like
/// UIKit's UIPanGestureRecognizer. The host feeds it pointer positions in the root view's coordinates.
///
/// ```swift
/// let pan = UIPanGestureRecognizer { pan in
///     let point = pan.location(in: canvas)
///     handleConstraint.constant = point.x
/// }
/// handle.addGestureRecognizer(pan)
/// ```
public final class PanGestureRecognizer {
    /// Where a gesture is, as UIGestureRecognizer.State.
    public enum State: Sendable, Equatable {
        /// No drag yet.
        case possible
        /// A drag just started.
        case began
        /// The drag moved.
        case changed
        /// The drag ended (the pointer was released).
        case ended
        /// The drag was cancelled.
        case cancelled
    }

    /// Runs at every change of state or position.
    public var action: (PanGestureRecognizer) -> Void
    /// The view the recognizer is attached to; it owns the recognizer.
    public var view: View? { owner.view }
    /// Where the drag is: `began`, `changed` and `ended` while `action` runs for them.
    public private(set) var state = State.possible
    /// Whether the recognizer takes drags at all.
    public var isEnabled = true

    private var owner = UnretainedView(nil)
    private var startInRoot = CGPoint.zero
    private var currentInRoot = CGPoint.zero

    /// A recognizer that calls `action` as the drag begins, moves and ends.
    public init(action: @escaping (PanGestureRecognizer) -> Void) {
        self.action = action
    }

    func attach(to view: View?) { owner = UnretainedView(view) }

    /// Where the pointer is, in `view`'s coordinates (the root's for nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return currentInRoot }
        return view.rootView.convert(currentInRoot, to: view)
    }

    /// How far the pointer moved since the drag began, in `view`'s coordinates (a distance: only its scale
    /// would matter, and views here are not scaled).
    public func translation(in view: View?) -> CGPoint {
        CGPoint(x: currentInRoot.x - startInRoot.x, y: currentInRoot.y - startInRoot.y)
    }

    /// Makes the next translation start from here, as UIKit's `setTranslation(.zero, in:)` is used.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        startInRoot = CGPoint(x: currentInRoot.x - translation.x, y: currentInRoot.y - translation.y)
    }

    // MARK: What the host calls

    /// A drag began at `point`, in the root view's coordinates.
    public func begin(at point: CGPoint) {
        guard isEnabled else { return }
        startInRoot = point
        currentInRoot = point
        state = .began
        action(self)
    }

    /// The drag moved to `point`.
    public func move(to point: CGPoint) {
        guard state == .began || state == .changed else { return }
        currentInRoot = point
        state = .changed
        action(self)
    }

    /// The drag ended at `point`.
    public func end(at point: CGPoint) {
        guard state == .began || state == .changed else { return }
        currentInRoot = point
        state = .ended
        action(self)
        state = .possible
    }
}

extension View {
    /// The recognizers attached to this view.
    public var gestureRecognizers: [PanGestureRecognizer] { storedGestureRecognizers }

    /// Attaches a recognizer: drags that start on this view (or a subview without one) go to it.
    public func addGestureRecognizer(_ recognizer: PanGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        storedGestureRecognizers.append(recognizer)
        recognizer.attach(to: self)
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ recognizer: PanGestureRecognizer) {
        storedGestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.attach(to: nil) }
    }

    /// The first enabled pan recognizer of this view or its nearest ancestor that has one: who takes a drag
    /// that starts on this view.
    public var panRecognizerForDrags: PanGestureRecognizer? {
        var view: View? = self
        while let current = view {
            if let recognizer = current.gestureRecognizers.first(where: { $0.isEnabled }) { return recognizer }
            view = current.superview
        }
        return nil
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
