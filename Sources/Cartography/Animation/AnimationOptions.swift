// UIKit's animation options and the timing curves they name.

import Foundation

extension View {
    /// How an animation runs, as `UIView.AnimationOptions`: a timing curve (bits 16–19) and flags. The
    /// library records them for the host; only the curve, `repeat` and `autoreverse` change how the
    /// previewer animates.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit's.
        public let rawValue: UInt
        /// An option set.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay subviews out during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the views while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen, not from the model's values.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards (with `repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Keep the duration of an enclosing animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Keep the curve of an enclosing animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Slow at both ends (the default: no curve bits).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve the options name.
        public var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }
}

/// How an animation's progress follows time: Core Animation's standard cubic Bézier curves, or a
/// spring (from `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`).
public enum AnimationCurve: Hashable, Sendable {
    /// Bézier (0.42, 0, 0.58, 1).
    case easeInOut
    /// Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Progress equals time.
    case linear
    /// A damped spring: `dampingRatio` 1 settles without overshoot, smaller ones overshoot;
    /// `initialVelocity` is in distances per duration.
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// The progress (0 at the start, 1 at the end; a spring may overshoot) at `time`, a fraction of
    /// the duration in 0...1, for hosts that step animations themselves.
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        let t = time
        switch self {
        case .linear: return t
        case .easeInOut: return AnimationCurve.bezier(t, 0.42, 0, 0.58, 1)
        case .easeIn: return AnimationCurve.bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return AnimationCurve.bezier(t, 0, 0, 0.58, 1)
        case .spring(let damping, let velocity):
            // A unit spring that settles within the duration: ω chosen so that the envelope is about
            // 1/1000 at the end; closed form for under-damped springs, and the critically damped one
            // stands for over-damped springs too.
            let zeta = max(damping, 0.01)
            let omega = 6.9 / max(zeta, 0.1)
            if zeta < 1 {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                let b = (zeta * omega - velocity) / damped
                return 1 - exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
            }
            return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
        }
    }

    /// The y of a cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2) at x = `t`,
    /// found by bisection (the x of these curves grows with the parameter).
    private static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
