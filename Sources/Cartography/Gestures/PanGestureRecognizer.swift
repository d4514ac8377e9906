// Drags on a view, like UIPanGestureRecognizer: with a closure, or with targets and actions.

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
public final class PanGestureRecognizer: GestureRecognizer {
    /// Runs at every change of state or position, before the targets' actions.
    public var action: (PanGestureRecognizer) -> Void

    private var startInRoot = CGPoint.zero

    /// A recognizer that calls `action` as the drag begins, moves and ends.
    public init(action: @escaping (PanGestureRecognizer) -> Void) {
        self.action = action
        super.init(target: nil, action: nil)
    }

    /// A recognizer that sends `action` to `target` as the drag begins, moves and ends, as UIKit's.
    public override init(target: Any?, action: Selector?) {
        self.action = { _ in }
        super.init(target: target, action: action)
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
        report()
    }

    /// The drag moved to `point`.
    public func move(to point: CGPoint) {
        guard state == .began || state == .changed else { return }
        currentInRoot = point
        state = .changed
        report()
    }

    /// The drag ended at `point`.
    public func end(at point: CGPoint) {
        guard state == .began || state == .changed else { return }
        currentInRoot = point
        state = .ended
        report()
        state = .possible
    }

    private func report() {
        action(self)
        sendActions()
    }
}

extension View {
    /// The first enabled pan recognizer of this view or its nearest ancestor that has one: who takes a drag
    /// that starts on this view.
    public var panRecognizerForDrags: PanGestureRecognizer? {
        var view: View? = self
        while let current = view {
            let pans = current.gestureRecognizers.compactMap { $0 as? PanGestureRecognizer }
            if let recognizer = pans.first(where: { $0.isEnabled }) { return recognizer }
            view = current.superview
        }
        return nil
    }
}
