// Swipes on a view, like UISwipeGestureRecognizer: a discrete gesture in one of the allowed directions.

import Foundation

/// Swipes on a view, like UISwipeGestureRecognizer: a discrete gesture in one of the allowed directions.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(target: self, action: #selector(dismiss))
/// swipe.direction = .down
/// view.addGestureRecognizer(swipe)
/// ```
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go, as UISwipeGestureRecognizer.Direction.
    public struct Direction: OptionSet, Sendable {
        /// The bits, as UIKit's.
        public let rawValue: UInt
        /// A set of directions.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards the right edge.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left edge.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized (`.right` by default, as UIKit's).
    public var direction = Direction.right
    /// How many fingers (1 by default); the host's pointer is one finger.
    public var numberOfTouchesRequired = 1

    // MARK: What the host calls

    /// A swipe from `start` to `end` (in the root view's coordinates): recognized, and the actions sent, if it
    /// starts on the view and mostly goes one of the allowed ``direction``s.
    public func swipe(from start: CGPoint, to end: CGPoint) {
        guard isEnabled, let view, numberOfTouchesRequired == 1,
            view.bounds.contains(view.rootView.convert(start, to: view))
        else { return }
        let dx = end.x - start.x
        let dy = end.y - start.y
        let went: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        guard dx != 0 || dy != 0, direction.contains(went) else { return }
        currentInRoot = start
        state = .recognized
        sendActions()
        state = .possible
    }
}
