// One finger on the screen and the event it belongs to, as UITouch and UIEvent: what controls track.

import Foundation

/// A finger (the host's pointer) on a view, as UITouch: where it is, where it was, and where it went down.
///
/// The host's ``InputRouter`` makes one per press and moves it until the release; controls get it in
/// ``Control/beginTracking(_:with:)`` and the calls that follow.
public final class Touch: Hashable {
    /// Where a touch is in its life, as `UITouch.Phase`.
    public enum Phase: Sendable, Equatable {
        /// It went down.
        case began
        /// It moved.
        case moved
        /// It is down and has not moved.
        case stationary
        /// It went up.
        case ended
        /// The system took it away.
        case cancelled
    }

    /// Its phase now.
    public internal(set) var phase = Phase.began
    /// The view it went down on (the hit-tested view), which keeps it until it ends, as in UIKit.
    public private(set) weak var view: View?
    /// How many taps in a row this one is (1 for a single tap).
    public internal(set) var tapCount = 1
    /// When it last changed, in seconds of the host's monotonic clock.
    public internal(set) var timestamp: TimeInterval
    /// Where it is and where it was before its last move, in the root view's coordinates.
    var locationInRoot: CGPoint
    var previousInRoot: CGPoint

    init(view: View, at point: CGPoint, timestamp: TimeInterval) {
        self.view = view
        locationInRoot = point
        previousInRoot = point
        self.timestamp = timestamp
    }

    /// Where it is, in `view`'s coordinates (the root's for nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return locationInRoot }
        return view.rootView.convert(locationInRoot, to: view)
    }

    /// Where it was before its last move, in `view`'s coordinates (the root's for nil).
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousInRoot }
        return view.rootView.convert(previousInRoot, to: view)
    }

    func move(to point: CGPoint, timestamp: TimeInterval) {
        previousInRoot = locationInRoot
        locationInRoot = point
        self.timestamp = timestamp
    }

    /// Touches are the same only if they are the same object.
    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What happened, as UIEvent: a touch or a key, with its time.
public final class InputEvent {
    /// The kind of an event, as `UIEvent.EventType`.
    public enum EventType: Sendable, Equatable {
        /// A finger (the pointer) went down, moved or went up.
        case touches
        /// A key of a hardware keyboard.
        case presses
    }

    /// Its kind.
    public let type: EventType
    /// When it happened, in seconds of the host's monotonic clock.
    public let timestamp: TimeInterval
    /// The touches it carries (one: the host has one pointer); empty for a key.
    public let allTouches: Set<Touch>?

    init(type: EventType, timestamp: TimeInterval, touches: Set<Touch>? = nil) {
        self.type = type
        self.timestamp = timestamp
        allTouches = touches
    }
}

/// UITouch.
public typealias UITouch = Touch
/// UIEvent.
public typealias UIEvent = InputEvent
