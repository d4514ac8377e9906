// UIView.animate: runs the block at once, records what it changed, and hands that to the host to animate.

import Foundation
import Synchronization

/// Where animations go: the host registers a closure that receives each ``ViewAnimation``. Without
/// one (tests, `--explain`), animations complete at once with `finished == true`.
///
/// ```swift
/// Animations.setHost { animation in
///     for change in animation.changes { /* move change.view's widget from fromFrame to toFrame */ }
///     // … on the last frame: animation.complete(finished: true)
/// }
/// ```
public enum Animations {
    /// Receives each animation, on the thread that ran the block, after the block.
    public typealias Host = @Sendable (ViewAnimation) -> Void

    private static let host = Mutex<Host?>(nil)
    /// A host for the current task only (``withHost(_:_:)``), in place of the registered one.
    @TaskLocal private static var scopedHost: Host?
    /// The blocks running now on this thread (or task), innermost last; each records what changes
    /// while it runs. Task-local, so that layouts on other threads are never recorded into them.
    @TaskLocal private static var recordings: [AnimationRecording] = []

    /// Registers the host (nil: none); returns the previous one so it can be restored.
    @discardableResult
    public static func setHost(_ newHost: Host?) -> Host? {
        host.withLock { current in
            let previous = current
            current = newHost
            return previous
        }
    }

    /// Runs `body` with `host` receiving the animations of the blocks it runs on this task, in place of the
    /// registered host; other tasks and threads are not affected (tests that run side by side each see
    /// their own host, or none).
    public static func withHost<Result>(_ host: @escaping Host, _ body: () throws -> Result) rethrows -> Result {
        try $scopedHost.withValue(host) { try body() }
    }

    /// Runs `animations`, records every view whose frame or alpha it changes (frames written by a
    /// `layoutIfNeeded()` inside it included), and gives the host the changes to animate. With no
    /// host, no changes, or nothing to wait for, `completion` runs at once with true.
    static func run(
        duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions, curve: AnimationCurve,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let duration = validated(duration, "duration")
        let delay = validated(delay, "delay")
        let recording = AnimationRecording()
        $recordings.withValue(recordings + [recording]) { animations() }
        let animation = ViewAnimation(
            changes: recording.changes(), duration: duration, delay: delay, options: options, curve: curve,
            completion: completion)
        let current = scopedHost ?? host.withLock { $0 }
        guard let current, !animation.changes.isEmpty, duration > 0 || delay > 0 else {
            animation.complete(finished: true)
            return
        }
        current(animation)
    }

    /// Runs `actions` without recording its changes in the enclosing animation blocks: what it changes
    /// counts, for them, as if it had been so before they began.
    static func withoutRecording(_ actions: () -> Void) {
        let enclosing = recordings
        guard !enclosing.isEmpty else { return actions() }
        let unanimated = AnimationRecording()
        $recordings.withValue([unanimated]) { actions() }
        let changed = unanimated.changes().map(\.view)
        for recording in enclosing { recording.rebase(changed) }
    }

    /// Durations and delays must be finite and not negative; others are reported and taken as 0.
    private static func validated(_ value: TimeInterval, _ name: String) -> TimeInterval {
        guard !(value.isFinite && value >= 0) else { return value }
        LayoutIssues.report(.invalidAnimation("an animation \(name) of \(value) seconds; animated with 0"))
        return 0
    }

    /// Whether any block is running (the views' hooks skip all work otherwise).
    static var isRecording: Bool { !recordings.isEmpty }

    /// Notes a view's frame and alpha before a change, in every running block that has not seen it.
    static func noteBeforeChange(of view: View, frame: CGRect, alpha: CGFloat) {
        for recording in recordings { recording.note(view, frame: frame, alpha: alpha) }
    }
}

/// What one running block has seen change: each view's frame and alpha before its first change.
/// Only the thread (or task) running the block sees it.
final class AnimationRecording: @unchecked Sendable {
    private var before: [ObjectIdentifier: (view: View, frame: CGRect, alpha: CGFloat)] = [:]
    private var order: [ObjectIdentifier] = []

    /// Takes the current frame and alpha of these views as their values before the block, if noted.
    func rebase(_ views: [View]) {
        for view in views where before[ObjectIdentifier(view)] != nil {
            before[ObjectIdentifier(view)] = (view, view.frame, view.alpha)
        }
    }

    func note(_ view: View, frame: CGRect, alpha: CGFloat) {
        let key = ObjectIdentifier(view)
        guard before[key] == nil else { return }
        before[key] = (view, frame, alpha)
        order.append(key)
    }

    /// The views whose frame or alpha differs now from before, in the order first noted.
    func changes() -> [ViewAnimation.Change] {
        order.compactMap { key in
            let (view, frame, alpha) = before[key]!
            guard view.frame != frame || view.alpha != alpha else { return nil }
            return ViewAnimation.Change(
                view: view, fromFrame: frame, toFrame: view.frame, fromAlpha: alpha, toAlpha: view.alpha)
        }
    }
}

extension View {
    /// Runs `animations` at once and asks the host to animate what it changed: frames (constraint
    /// changes followed by `layoutIfNeeded()` in the block, or frames set directly) and alphas.
    /// `completion` runs when the host finishes (at once without a host), with whether it finished.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Animations.run(
            duration: duration, delay: delay, options: options, curve: options.curve, animations: animations,
            completion: completion)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay and the default
    /// curve (ease in and out).
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay, the default curve
    /// and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: as ``animate(withDuration:delay:options:animations:completion:)`` with the
    /// curve ``AnimationCurve/spring(dampingRatio:initialVelocity:)``.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Animations.run(
            duration: duration, delay: delay, options: options,
            curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            animations: animations, completion: completion)
    }

    /// Runs `actions` with animations off: what it changes is not animated by enclosing blocks.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        Animations.withoutRecording(actions)
    }

    /// Before a layout pass inside an animation block: notes every frame of the tree, so the frames the
    /// engine writes are recorded with what they were.
    func noteTreeForAnimation() {
        guard Animations.isRecording else { return }
        var stack: [View] = [rootView]
        while let view = stack.popLast() {
            Animations.noteBeforeChange(of: view, frame: view.frame, alpha: view.alpha)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
