// UIView.animate: frames are final at once; the host gets each view's frames before and after, and the timing.

import Foundation
import Testing

@testable import Cartography

/// What a test host received.
private final class HostLog: @unchecked Sendable {
    var animations: [ViewAnimation] = []
}

/// A 400-wide root with `view` at (0, 0, 100, 20) by a live width constraint, and `follower` after it.
private func scene() -> (root: View, view: View, follower: View, width: LayoutConstraint) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = View()
    let follower = View()
    root.addSubview(view)
    root.addSubview(follower)
    var width: LayoutConstraint!
    constrain(view, follower) { view, follower in
        view.top == view.superview!.top
        view.left == view.superview!.left
        view.height == 20
        width = view.width == 100
        follower.top == view.top
        follower.left == view.right
        follower.size == view.size
    }
    root.layoutIfNeeded()
    return (root, view, follower, width)
}

@Suite(.serialized) struct AnimationTests {
    @Test func withoutAHostFramesAreFinalAndCompletionRunsAtOnce() {
        let (root, view, _, width) = scene()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.3,
            animations: {
                width.constant = 200
                root.layoutIfNeeded()
            },
            completion: { finished.append($0) })
        #expect(finished == [true])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    @Test func theHostGetsFramesBeforeAndAfterAndTheTiming() throws {
        let log = HostLog()
        try Animations.withHost({ log.animations.append($0) }) {
            let (root, view, follower, width) = scene()
            var finished: [Bool] = []
            UIView.animate(
                withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction],
                animations: {
                    width.constant = 200
                    root.layoutIfNeeded()
                },
                completion: { finished.append($0) })
            // Final at once, as UIKit's model layer.
            #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
            let animation = try #require(log.animations.first)
            #expect(log.animations.count == 1)
            let changes = animation.changes.filter { $0.view === view || $0.view === follower }
            #expect(changes.map { ObjectIdentifier($0.view) } == [ObjectIdentifier(view), ObjectIdentifier(follower)])
            #expect(changes[0].fromFrame == CGRect(x: 0, y: 0, width: 100, height: 20))
            #expect(changes[0].toFrame == CGRect(x: 0, y: 0, width: 200, height: 20))
            #expect(changes[1].fromFrame == CGRect(x: 100, y: 0, width: 100, height: 20))
            #expect(changes[1].toFrame == CGRect(x: 200, y: 0, width: 200, height: 20))
            #expect(!animation.changes.contains { $0.view === root })
            #expect(animation.duration == 0.3 && animation.delay == 0.1 && animation.curve == .easeOut)
            #expect(animation.options.contains(.allowUserInteraction))
            #expect(finished.isEmpty && !animation.isComplete)
            animation.complete(finished: false)
            animation.complete(finished: true)
            #expect(finished == [false])
        }
    }

    @Test func framesAndAlphasSetDirectly() throws {
        let log = HostLog()
        try Animations.withHost({ log.animations.append($0) }) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let badge = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let untouched = View(frame: CGRect(x: 50, y: 50, width: 5, height: 5))
            root.addSubview(badge)
            root.addSubview(untouched)
            UIView.animate(withDuration: 0.25) {
                badge.frame.origin.x = 100
                badge.alpha = 0
                untouched.frame = untouched.frame
                UIView.performWithoutAnimation { untouched.frame.origin.y = 60 }
            }
            let animation = try #require(log.animations.first)
            #expect(animation.changes.count == 1)
            let change = try #require(animation.changes.first)
            #expect(change.view === badge)
            #expect(change.fromFrame == CGRect(x: 10, y: 10, width: 20, height: 20))
            #expect(change.toFrame == CGRect(x: 100, y: 10, width: 20, height: 20))
            #expect(change.fromAlpha == 1 && change.toAlpha == 0)
            #expect(animation.curve == .easeInOut)
            animation.complete(finished: true)
        }
    }

    /// Constraint changes without `layoutIfNeeded()` in the block are not animated (as in UIKit): the
    /// next layout pass applies them.
    @Test func changesLaidOutAfterTheBlockAreNotAnimated() {
        let log = HostLog()
        Animations.withHost({ log.animations.append($0) }) {
            let (root, view, _, width) = scene()
            var finished: [Bool] = []
            UIView.animate(withDuration: 0.3, animations: { width.constant = 50 }, completion: { finished.append($0) })
            #expect(log.animations.isEmpty && finished == [true])
            root.layoutIfNeeded()
            #expect(view.frame.width == 50)
        }
    }

    @Test func springsAndBadDurations() throws {
        let log = HostLog()
        Animations.withHost({ log.animations.append($0) }) {
            let recorder = IssueRecorder()
            let (root, _, _, width) = scene()
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2,
                animations: {
                    width.constant = 120
                    root.layoutIfNeeded()
                })
            #expect(log.animations.first?.curve == .spring(dampingRatio: 0.7, initialVelocity: 0.2))
            var finished: [Bool] = []
            UIView.animate(
                withDuration: .nan,
                animations: {
                    width.constant = 140
                    root.layoutIfNeeded()
                },
                completion: { finished.append($0) })
            #expect(finished == [true])
            #expect(log.animations.count == 1)
            #expect(
                recorder.issues.contains {
                    $0.description == "Invalid animation: an animation duration of nan seconds; animated with 0"
                })
        }
    }

    @Test func curves() {
        #expect(AnimationCurve.linear.progress(at: 0.25) == 0.25)
        for curve in [AnimationCurve.easeInOut, .easeIn, .easeOut, .spring(dampingRatio: 0.5, initialVelocity: 0)] {
            #expect(abs(curve.progress(at: 0)) < 1e-9)
            #expect(curve.progress(at: 1) == 1)
        }
        #expect(abs(AnimationCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(AnimationCurve.easeIn.progress(at: 0.5) < 0.4)
        #expect(AnimationCurve.easeOut.progress(at: 0.5) > 0.6)
        // An under-damped spring overshoots; a critically damped one does not.
        let under = (1...99).map {
            AnimationCurve.spring(dampingRatio: 0.3, initialVelocity: 0).progress(at: Double($0) / 100)
        }
        #expect(under.max()! > 1)
        let critical = (1...99).map {
            AnimationCurve.spring(dampingRatio: 1, initialVelocity: 0).progress(at: Double($0) / 100)
        }
        #expect(critical.max()! <= 1)
        #expect(View.AnimationOptions.curveLinear.curve == .linear)
        #expect(View.AnimationOptions([.curveEaseIn, .repeat]).curve == .easeIn)
    }
}
