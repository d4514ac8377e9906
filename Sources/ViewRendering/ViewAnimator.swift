// Plays `UIView.animate` blocks on GTK's frame clock: widgets move from the old frames to the new, then the completion runs.

import Cartography
import Foundation
import GtkKit

/// The host of a renderer's animations (``Animations/setHost(_:)``): the views already have their final
/// frames (the model, which reports and tests read); their **widgets** show each frame and alpha
/// between the old and the new values along the block's curve, on the frame clock of the renderer's
/// widget, and ``ViewAnimation/complete(finished:)`` runs after the last frame.
///
/// Time can be slowed ten times (``isSlow``, as the iOS simulator's Slow Animations), paused, and
/// stepped to a fraction of every running animation's duration, so tests see a frame mid-animation
/// without waiting for it.
///
/// ```swift
/// let animator = ViewAnimator(renderer: renderer)
/// animator.install()
/// animator.isPaused = true
/// button.sendActions(for: .touchUpInside)   // animates: shown at the old frames
/// animator.step(to: 0.5)                    // shown halfway along the curve
/// ```
@MainActor
public final class ViewAnimator {
    /// How many times slower animations run when ``isSlow`` is on.
    public static let slowFactor = 10.0

    private let renderer: ViewRenderer
    private var running: [RunningAnimation] = []
    private var tick: TickCallback?
    private var lastTickTime: Double?
    private var idleWaiters: [@MainActor () -> Void] = []

    /// Whether animations run ten times slower than asked.
    public var isSlow = false
    /// Whether time stands still: running animations keep their current frame and new ones show their
    /// old frames until ``step(to:)`` or until play resumes.
    public var isPaused = false {
        didSet {
            lastTickTime = nil
            updateTicking()
        }
    }
    /// Animations whose completion has run since start-up.
    public private(set) var completedCount = 0

    /// An animator for the views `renderer` shows; ``install()`` makes it the animation host.
    public init(renderer: ViewRenderer) {
        self.renderer = renderer
    }

    /// Makes this animator receive every `UIView.animate` block run on the main thread.
    public func install() {
        Animations.setHost { [weak self] animation in
            // The host runs on the thread that ran the block, and the previewer runs every block on the
            // main thread (bar buttons, layout): `assumeIsolated` checks it, so the animation never leaves it.
            nonisolated(unsafe) let received = animation
            MainActor.assumeIsolated { self?.add(received) }
        }
    }

    /// How many animations are running (or waiting for their delay).
    public var runningCount: Int { running.count }

    /// Runs `body` once no animation is running: at once if none is, else after the last one completed
    /// and the views it changed were laid out.
    public func whenIdle(_ body: @escaping @MainActor () -> Void) {
        if running.isEmpty { body() } else { idleWaiters.append(body) }
    }

    /// Freezes time (``isPaused``) with every running animation at `fraction` of its duration (past its
    /// delay): 0 shows the old frames, 1 the new ones and completes them. Calls `shown` once the widgets
    /// are placed there.
    public func step(to fraction: Double, shown: @escaping @MainActor () -> Void = {}) {
        isPaused = true
        let time = fraction.isFinite ? min(1, max(0, fraction)) : 1
        for animation in running {
            animation.elapsed = animation.delay + time * animation.duration
        }
        renderer.afterNextLayout(shown)
        advance()
    }

    /// Ends every running animation at its final frames with `finished` (a new preview replaces the tree).
    public func finishAll(finished: Bool) {
        let ending = running
        running = []
        renderer.presentation.frames = [:]
        for animation in ending { end(animation, finished: finished) }
        updateTicking()
        renderer.setNeedsLayout()
        notifyIdleAfterLayout()
    }

    // MARK: Running

    private func add(_ animation: ViewAnimation) {
        var tracks: [Track] = []
        for change in animation.changes where change.view.rootView === renderer.root {
            let key = ObjectIdentifier(change.view)
            // A view already moving starts from where it is shown, not from its old model frame, and the
            // earlier animation lets it go (it still completes when its own time is up).
            var from = (frame: change.fromFrame, alpha: change.fromAlpha)
            for other in running {
                if let index = other.tracks.firstIndex(where: { ObjectIdentifier($0.view) == key }) {
                    from = other.tracks[index].presented(at: other.progress)
                    other.tracks.remove(at: index)
                }
            }
            tracks.append(
                Track(
                    view: change.view, from: from.frame, to: change.toFrame, fromAlpha: from.alpha,
                    toAlpha: change.toAlpha))
        }
        guard !tracks.isEmpty else {
            animation.complete(finished: true)
            completedCount += 1
            return
        }
        running.append(RunningAnimation(animation, tracks: tracks))
        present()
        updateTicking()
    }

    private func updateTicking() {
        let needsTicks = !running.isEmpty && !isPaused
        if needsTicks, tick == nil || tick?.isInstalled == false {
            lastTickTime = nil
            tick = renderer.widget.addTickCallback { [weak self] seconds in
                guard let self else { return false }
                return self.frame(at: seconds)
            }
        } else if !needsTicks {
            tick?.remove()
            tick = nil
        }
    }

    /// One frame of the clock: time moves on (slowed if asked), widgets follow. False stops the ticks.
    private func frame(at seconds: Double) -> Bool {
        guard !isPaused, !running.isEmpty else {
            tick = nil
            return false
        }
        if let lastTickTime {
            let passed = max(0, seconds - lastTickTime) / (isSlow ? Self.slowFactor : 1)
            for animation in running { animation.elapsed += passed }
        }
        lastTickTime = seconds
        advance()
        if running.isEmpty {
            tick = nil
            return false
        }
        return true
    }

    /// Shows every running animation at its elapsed time, and ends those whose time is up.
    private func advance() {
        let ended = running.filter(\.isOver)
        running.removeAll(where: \.isOver)
        present()
        guard !ended.isEmpty else { return }
        for animation in ended { end(animation, finished: true) }
        // The completions may have changed the views (a label's text): lay them out again.
        renderer.setNeedsLayout()
        if running.isEmpty { notifyIdleAfterLayout() }
    }

    /// Puts every animated view's widget where its animation shows it now.
    private func present() {
        var frames: [ObjectIdentifier: CGRect] = [:]
        for animation in running {
            let progress = animation.progress
            for track in animation.tracks {
                let shown = track.presented(at: progress)
                frames[ObjectIdentifier(track.view)] = shown.frame
                renderer.widget(for: track.view)?.opacity = Self.opacity(shown.alpha)
            }
        }
        renderer.presentation.frames = frames
        renderer.setNeedsPlacement()
    }

    private func end(_ animation: RunningAnimation, finished: Bool) {
        for track in animation.tracks {
            renderer.widget(for: track.view)?.opacity = Self.opacity(track.view.alpha)
        }
        animation.animation.complete(finished: finished)
        completedCount += 1
    }

    private func notifyIdleAfterLayout() {
        guard !idleWaiters.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters = []
        renderer.afterNextLayout { waiters.forEach { $0() } }
    }

    private static func opacity(_ alpha: CGFloat) -> Double {
        let value = Double(alpha)
        return value.isNaN ? 1 : min(1, max(0, value))
    }
}

/// One view's way from its old frame and alpha to its new ones.
private struct Track {
    let view: View
    let from: CGRect
    let to: CGRect
    let fromAlpha: CGFloat
    let toAlpha: CGFloat

    /// The frame and alpha shown at `progress` (0: old, 1: new; a spring may go past 1).
    func presented(at progress: Double) -> (frame: CGRect, alpha: CGFloat) {
        let p = CGFloat(progress)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        let frame = CGRect(
            x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: max(0, mix(from.width, to.width)),
            height: max(0, mix(from.height, to.height)))
        return (frame, mix(fromAlpha, toAlpha))
    }
}

/// An animation being played: its views, and how far into it time is.
@MainActor
private final class RunningAnimation {
    let animation: ViewAnimation
    var tracks: [Track]
    /// Seconds of animation time since it was received (the delay included), slowed if asked.
    var elapsed = 0.0

    init(_ animation: ViewAnimation, tracks: [Track]) {
        self.animation = animation
        self.tracks = tracks
    }

    var delay: Double { animation.delay }
    var duration: Double { animation.duration }

    /// The fraction of the duration passed, 0...1.
    var time: Double {
        guard duration > 0 else { return elapsed >= delay ? 1 : 0 }
        return min(1, max(0, (elapsed - delay) / duration))
    }

    var progress: Double { animation.curve.progress(at: time) }

    var isOver: Bool { time >= 1 }
}
