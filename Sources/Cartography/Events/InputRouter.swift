// A host's pointer and keyboard delivered to a view tree as UIKit delivers touches and key presses.

import Foundation

/// Delivers a host's pointer and keyboard to a view tree as UIKit does, so that previews can be used:
///
/// - A press goes to the view ``View/hitTest(_:with:)`` finds (hidden, nearly transparent and
///   non-interactive views are passed over). If that view is in an enabled ``Control``, the control
///   tracks the touch (highlight, `.touchDown`, drag events, `.touchUpInside` or `.touchUpOutside`; a switch
///   flips, a slider's thumb follows, a segment is selected, a stepper steps, a text field starts editing).
///   Controls win over gesture recognizers in their superviews, as UIKit's do for taps.
/// - Otherwise the view gets the touch through its touch methods (``Responder/touchesBegan(_:with:)`` and the
///   rest, passed up the responder chain unless overridden), cancelled once a drag is taken from it.
/// - The nearest ``PanGestureRecognizer`` takes a drag; else the nearest scroll view scrolls with
///   it. A press that stays within ``tapSlop`` is a tap: it starts editing in a text view, or goes to the
///   nearest long-press (if held long enough) or tap recognizer; a longer move may be a swipe.
/// - Keys go to the first responder (a text field or text view being edited).
///
/// Points are in the root view's coordinates as the host shows them (the root's top-left corner at 0, 0).
///
/// ```swift
/// let router = InputRouter(root: screen.view)
/// router.pointerDown(at: CGPoint(x: 40, y: 300), timestamp: 0)
/// router.pointerUp(at: CGPoint(x: 40, y: 300), timestamp: 0.1)   // the button's touchUpInside actions run
/// router.keyPressed(KeyPress(.text("a")))                          // typed into the first responder
/// ```
public final class InputRouter {
    /// How far a press may move, in points, and still be a tap (as UIKit's tap recognizers allow).
    public static let tapSlop: CGFloat = 10
    /// How soon a second tap must follow the first, in seconds, to count as its repeat (a double tap).
    public static let multipleTapInterval: TimeInterval = 0.35

    /// What the touch in progress goes to.
    private enum Target {
        case control(Control)
        case pan(PanGestureRecognizer)
        case scroll(ScrollView, startOffset: CGPoint)
        case view
    }

    /// The tree: setting another cancels the touch in progress.
    public var root: View {
        didSet { if root !== oldValue { cancelTouch() } }
    }
    /// The touch in progress, if the pointer is down.
    public private(set) var touch: Touch?
    private var target = Target.view
    private var start = (point: CGPoint.zero, time: TimeInterval(0))
    private var movedPastSlop = false
    /// Whether the hit view still gets the touch's moves (a drag a recognizer or scroll view took cancels it).
    private var viewHasTouch = false
    private var lastTap: (point: CGPoint, time: TimeInterval, count: Int)?

    /// A router for the tree under `root`.
    public init(root: View) {
        self.root = root
    }

    /// The view of the tree that has the keyboard.
    public var firstResponder: View? { root.firstResponderInTree }

    // MARK: The pointer

    /// The pointer went down at `point`; false when no view there takes touches.
    @discardableResult
    public func pointerDown(at point: CGPoint, timestamp: TimeInterval) -> Bool {
        cancelTouch()
        let location = inRootBounds(point)
        guard let hit = root.hitTest(location, with: InputEvent(type: .touches, timestamp: timestamp)) else {
            return false
        }
        let touch = Touch(view: hit, at: location, timestamp: timestamp)
        if let lastTap, timestamp - lastTap.time <= Self.multipleTapInterval,
            distance(lastTap.point, location) <= Self.tapSlop
        {
            touch.tapCount = lastTap.count + 1
        }
        self.touch = touch
        start = (location, timestamp)
        movedPastSlop = false
        if let control = hit.enclosingEnabledControl {
            target = .control(control)
            control.touchBegan(touch, with: event(for: touch))
            return true
        }
        // A view that is no control sees the touch through its touch methods while recognizers watch it.
        viewHasTouch = true
        hit.touchesBegan([touch], with: event(for: touch))
        if let pan = hit.panRecognizerForDrags {
            target = .pan(pan)
            pan.begin(at: location)
        } else if let scrollView = hit.enclosingScrollableView {
            target = .scroll(scrollView, startOffset: scrollView.contentOffset)
        } else {
            target = .view
        }
        return true
    }

    /// The pointer moved to `point` while down.
    public func pointerMoved(to point: CGPoint, timestamp: TimeInterval) {
        guard let touch else { return }
        let location = inRootBounds(point)
        touch.move(to: location, timestamp: timestamp)
        touch.phase = .moved
        if distance(start.point, location) > Self.tapSlop { movedPastSlop = true }
        if viewHasTouch {
            if movedPastSlop, isDrag(target) {
                // The recognizer or the scroll view took the drag: the view's touch is cancelled, as in UIKit.
                viewHasTouch = false
                touch.view?.touchesCancelled([touch], with: event(for: touch))
            } else {
                touch.view?.touchesMoved([touch], with: event(for: touch))
            }
        }
        switch target {
        case .control(let control):
            control.touchMoved(touch, with: event(for: touch))
        case .pan(let pan):
            pan.move(to: location)
        case .scroll(let scrollView, let startOffset):
            // The content follows the pointer once the press is no longer a tap.
            guard movedPastSlop else { return }
            scrollView.scrollWithinContent(
                to: CGPoint(
                    x: startOffset.x - (location.x - start.point.x), y: startOffset.y - (location.y - start.point.y)))
        case .view:
            break
        }
    }

    /// The pointer went up at `point`.
    public func pointerUp(at point: CGPoint, timestamp: TimeInterval) {
        guard let touch else { return }
        let location = inRootBounds(point)
        if location != touch.locationInRoot { pointerMoved(to: point, timestamp: timestamp) }
        touch.phase = .ended
        touch.timestamp = timestamp
        self.touch = nil
        if viewHasTouch {
            viewHasTouch = false
            touch.view?.touchesEnded([touch], with: event(for: touch))
        }
        switch target {
        case .control(let control):
            control.touchEnded(touch, with: event(for: touch))
        case .pan(let pan):
            pan.end(at: location)
        case .scroll, .view:
            if let view = touch.view {
                if movedPastSlop {
                    view.nearestRecognizer(SwipeGestureRecognizer.self)?.swipe(from: start.point, to: location)
                } else {
                    tapped(view, touch: touch, heldFor: timestamp - start.time)
                }
            }
        }
        lastTap = movedPastSlop ? nil : (location, timestamp, touch.tapCount)
    }

    /// Takes the touch in progress away (the tree changed under it): a control gets `.touchCancel`.
    public func cancelTouch() {
        guard let touch else { return }
        self.touch = nil
        touch.phase = .cancelled
        if viewHasTouch {
            viewHasTouch = false
            touch.view?.touchesCancelled([touch], with: event(for: touch))
        }
        switch target {
        case .control(let control): control.touchCancelled(with: event(for: touch))
        case .pan(let pan): pan.end(at: touch.locationInRoot)
        case .scroll, .view: break
        }
        target = .view
    }

    /// A tap that no control took: a text view starts editing at it; else the nearest long-press recognizer
    /// (held long enough) or tap recognizer gets it.
    private func tapped(_ view: View, touch: Touch, heldFor duration: TimeInterval) {
        if let textView = view.enclosing(TextView.self), textView.beginEditing(at: touch.location(in: textView)) {
            return
        }
        if let longPress = view.nearestRecognizer(LongPressGestureRecognizer.self),
            duration >= longPress.minimumPressDuration
        {
            longPress.press(at: touch.locationInRoot, duration: duration)
        } else {
            view.nearestRecognizer(TapGestureRecognizer.self)?.tap(at: touch.locationInRoot)
        }
    }

    // MARK: The keyboard

    /// A key was pressed: the first responder takes it (typing, Backspace, arrows, Return); false when there
    /// is none or it does not take that key, so that the host may use it.
    @discardableResult
    public func keyPressed(_ press: KeyPress) -> Bool {
        guard let responder = firstResponder as? any KeyInputHandling else { return false }
        return responder.handleKey(press)
    }

    // MARK: Helpers

    /// The host's point in the root's bounds (a root scroll view's bounds start at its content offset).
    private func inRootBounds(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + root.bounds.minX, y: point.y + root.bounds.minY)
    }

    /// Whether the touch goes to a drag: a pan recognizer's, or a scroll view's.
    private func isDrag(_ target: Target) -> Bool {
        switch target {
        case .pan, .scroll: true
        case .control, .view: false
        }
    }

    private func event(for touch: Touch) -> InputEvent {
        InputEvent(type: .touches, timestamp: touch.timestamp, touches: [touch])
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}

extension View {
    /// This view or its nearest ancestor of type `T`.
    func enclosing<T: View>(_ type: T.Type) -> T? {
        var view: View? = self
        while let current = view {
            if let match = current as? T { return match }
            view = current.superview
        }
        return nil
    }

    /// The enabled control this view is or is in: who tracks a touch that starts on it.
    var enclosingEnabledControl: Control? {
        enclosing(Control.self).flatMap { $0.isEnabled ? $0 : nil }
    }

    /// The nearest scroll view that scrolls with a drag (a text view with scrolling off does not).
    var enclosingScrollableView: ScrollView? {
        var view: View? = self
        while let current = view {
            if let scrollView = current as? ScrollView, (scrollView as? TextView)?.isScrollEnabled ?? true {
                return scrollView
            }
            view = current.superview
        }
        return nil
    }

    /// The first enabled recognizer of type `T` on this view or its nearest ancestor that has one: the
    /// deepest recognizer wins, as UIKit's recognizers exclude each other by default.
    func nearestRecognizer<T: GestureRecognizer>(_ type: T.Type) -> T? {
        var view: View? = self
        while let current = view {
            if let found = current.gestureRecognizers.lazy.compactMap({ $0 as? T }).first(where: \.isEnabled) {
                return found
            }
            view = current.superview
        }
        return nil
    }
}
