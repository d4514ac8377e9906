// One animation as the host receives it: what changed, from what to what, and how to time it.

import Foundation

/// What one `UIView.animate` block changed, for the host to animate. The views already have their
/// final frames and alphas (as UIKit's model layer does); the host shows each view moving from
/// ``Change/fromFrame`` to ``Change/toFrame`` over ``duration`` after ``delay``, along ``curve``, then
/// calls ``complete(finished:)``.
public final class ViewAnimation {
    /// One view's change.
    public struct Change {
        /// The view.
        public let view: View
        /// The frame before the block, in its superview's coordinates.
        public let fromFrame: CGRect
        /// The frame after the block (the view's frame now).
        public let toFrame: CGRect
        /// The alpha before the block.
        public let fromAlpha: CGFloat
        /// The alpha after the block.
        public let toAlpha: CGFloat
    }

    /// Every view whose frame or alpha the block changed, in the order they first changed.
    public let changes: [Change]
    /// Seconds the animation lasts.
    public let duration: TimeInterval
    /// Seconds before it starts.
    public let delay: TimeInterval
    /// The options it was asked with.
    public let options: View.AnimationOptions
    /// The timing curve: the options', or a spring.
    public let curve: AnimationCurve
    private var completion: ((Bool) -> Void)?

    init(
        changes: [Change], duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions,
        curve: AnimationCurve, completion: ((Bool) -> Void)?
    ) {
        self.changes = changes
        self.duration = duration
        self.delay = delay
        self.options = options
        self.curve = curve
        self.completion = completion
    }

    /// Whether the completion has run.
    public var isComplete: Bool { completion == nil }

    /// Runs the block's completion with `finished` (false when the host cut the animation short),
    /// once; later calls do nothing.
    public func complete(finished: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(finished)
    }
}
