// Target/action as UIKit's: selectors made from method references, controls, bar buttons and gesture recognizers
// calling their targets' methods.

import Foundation
import Testing

@testable import Cartography

/// A controller whose action methods record their calls, as a screen's `@objc` methods would.
private final class RecordingController: UIViewController {
    var calls: [String] = []
    let button = UIButton(type: .system)

    func refresh() { calls.append("refresh") }
    func tapped(_ sender: UIButton) { calls.append("tapped \(sender === button)") }
    func anySender(_ sender: Any) { calls.append("any \(type(of: sender))") }
    func barTapped(_ sender: UIBarButtonItem) { calls.append("bar \(sender.title ?? "")") }
    func gesture(_ recognizer: UITapGestureRecognizer) { calls.append("gesture \(recognizer.state)") }
    func counted() -> Bool {
        calls.append("counted")
        return true
    }
}

/// Another class, whose methods the controller does not have.
private final class OtherTarget {
    var calls = 0
    func ping() { calls += 1 }
}

@Suite struct SelectorTests {
    /// `#selector(tapped(_:))` is `tapped:` in Objective-C; selectors are equal by name, as `sel_isEqual`.
    @Test func namesAndEquality() {
        let refresh = Selector("refresh", RecordingController.refresh)
        let tapped = Selector("tapped:", RecordingController.tapped(_:))
        #expect(refresh.name == "refresh")
        #expect("\(tapped)" == "tapped:")
        #expect(refresh == Selector("refresh"))
        #expect(refresh != tapped)
        #expect(Set([refresh, Selector("refresh"), tapped]).count == 2)
        #expect(Selector.swiftName(of: "tapped:") == "tapped(_:)")
        #expect(Selector.swiftName(of: "move:to:") == "move(_:to:)")
        #expect(Selector.swiftName(of: "refresh") == "refresh")
        #expect(NSStringFromSelector(tapped) == "tapped:")
        #expect(NSSelectorFromString("tapped:") == tapped)
    }

    /// The overloads pick the method's shape: no parameter, a sender of any type, a result ignored.
    @Test func sendingCallsTheMethodWithOrWithoutTheSender() {
        let controller = RecordingController()
        #expect(Selector("refresh", RecordingController.refresh).send(to: controller, from: nil) == .sent)
        #expect(
            Selector("tapped:", RecordingController.tapped(_:)).send(to: controller, from: controller.button) == .sent)
        #expect(Selector("anySender:", RecordingController.anySender).send(to: controller, from: 3) == .sent)
        #expect(Selector("counted", RecordingController.counted).send(to: controller, from: nil) == .sent)
        #expect(controller.calls == ["refresh", "tapped true", "any Int", "counted"])
        // Another type's object is not a target; a sender of the wrong type is refused, not forced.
        #expect(Selector("ping", OtherTarget.ping).send(to: controller, from: nil) == .notATarget)
        #expect(
            Selector("tapped:", RecordingController.tapped(_:)).send(to: controller, from: UILabel())
                == .wrongSender(expected: "Button", actual: "Label"))
        #expect(Selector("refresh").send(to: controller, from: nil) == .nameOnly)
        #expect(controller.calls.count == 4)
    }
}

@Suite struct ControlTargetActionTests {
    /// UIControl.addTarget(_:action:for:): the action runs for its events only, with the control as sender.
    @Test func addTargetCallsTheMethodForItsEvents() {
        let controller = RecordingController()
        let button = controller.button
        button.addTarget(controller, action: Selector("refresh", RecordingController.refresh), for: .touchUpInside)
        button.addTarget(controller, action: Selector("tapped:", RecordingController.tapped(_:)), for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(controller.calls == ["refresh"])
        button.sendActions(for: .touchDown)
        #expect(controller.calls == ["refresh", "tapped true"])
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["refresh"])
        #expect(button.actions(forTarget: controller, forControlEvent: .valueChanged) == nil)
        // A disabled control sends nothing, as in UIKit.
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(controller.calls.count == 2)
    }

    /// Adding the same target and action again adds events, not a second call; removeTarget takes it away.
    @Test func repeatedAndRemovedTargets() {
        let controller = RecordingController()
        let button = controller.button
        let refresh = Selector("refresh", RecordingController.refresh)
        button.addTarget(controller, action: refresh, for: .touchUpInside)
        button.addTarget(controller, action: refresh, for: .touchUpInside)
        button.addTarget(controller, action: refresh, for: .touchDown)
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(controller.calls == ["refresh"])
        button.removeTarget(controller, action: refresh, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.calls == ["refresh"])
        button.sendActions(for: .touchDown)
        #expect(controller.calls == ["refresh", "refresh"])
        // nil target and nil action remove everything.
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .touchDown)
        #expect(controller.calls.count == 2)
    }

    /// UIKit does not retain a control's target: once it is gone, its action goes nowhere.
    @Test func theTargetIsNotRetained() {
        let button = UIButton(type: .system)
        weak var gone: OtherTarget?
        do {
            let target = OtherTarget()
            gone = target
            button.addTarget(target, action: Selector("ping", OtherTarget.ping), for: .touchUpInside)
        }
        #expect(gone == nil)
        let issues = IssueRecorder()
        button.sendActions(for: .touchUpInside)
        #expect(issues.issues(mentioning: "ping").isEmpty)
    }

    /// A nil target goes up the responder chain: the button, its superviews, and the controller whose view
    /// holds them, which has the method.
    @Test func aNilTargetFindsTheControllerOnTheResponderChain() {
        let controller = RecordingController()
        let container = UIView()
        controller.view.addSubview(container)
        container.addSubview(controller.button)
        controller.button.addTarget(nil, action: Selector("refresh", RecordingController.refresh), for: .touchUpInside)
        controller.button.sendActions(for: .touchUpInside)
        #expect(controller.calls == ["refresh"])
    }

    /// A method nobody on the chain has, or a sender of the wrong type, is reported by name, not forced.
    @Test func unsendableActionsAreReported() {
        let issues = IssueRecorder()
        let lonely = UIButton(type: .system)
        lonely.addTarget(nil, action: Selector("ping", OtherTarget.ping), for: .touchUpInside)
        lonely.sendActions(for: .touchUpInside)
        #expect(
            issues.issues(mentioning: "ping was not sent")
                == ["Action not sent: ping was not sent from Button: no object on the responder chain has the method"])
        let controller = RecordingController()
        let toggle = UISwitch()
        toggle.addTarget(controller, action: Selector("tapped:", RecordingController.tapped(_:)), for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        #expect(controller.calls.isEmpty)
        #expect(
            issues.issues(mentioning: "tapped: of RecordingController")
                == ["Action not sent: tapped: of RecordingController takes a sender of type Button, but Switch sent it"]
        )
    }
}

@Suite struct BarButtonTargetActionTests {
    /// UIBarButtonItem(title:style:target:action:): a tap sends the action with the item as sender.
    @Test func titleTargetAction() {
        let controller = RecordingController()
        let item = UIBarButtonItem(
            title: "Edit", style: .done, target: controller,
            action: Selector("barTapped:", RecordingController.barTapped(_:)))
        #expect(item.style == .done)
        item.perform()
        #expect(controller.calls == ["bar Edit"])
    }

    /// System items carry UIKit's titles (`.done` bold), and send their action too.
    @Test func systemItemsAndImages() {
        let controller = RecordingController()
        let done = UIBarButtonItem(
            barButtonSystemItem: .done, target: controller, action: Selector("refresh", RecordingController.refresh))
        #expect(done.title == "Done")
        #expect(done.style == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).title == "Cancel")
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).style == .plain)
        done.perform()
        let image = UIBarButtonItem(
            image: nil, style: .plain, target: controller, action: Selector("refresh", RecordingController.refresh))
        image.perform()
        #expect(controller.calls == ["refresh", "refresh"])
    }
}

@Suite struct GestureTargetActionTests {
    /// UITapGestureRecognizer(target:action:): taps on its view send the action once recognized, with the
    /// recognizer as sender in the `.recognized` (`.ended`) state.
    @Test func tapsOnTheViewSendTheAction() {
        let controller = RecordingController()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(card)
        let tap = UITapGestureRecognizer(
            target: controller, action: Selector("gesture:", RecordingController.gesture(_:)))
        card.addGestureRecognizer(tap)
        #expect(card.gestureRecognizers.count == 1)
        #expect(tap.view === card)
        tap.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.calls.isEmpty)
        tap.tap(at: CGPoint(x: 60, y: 70))
        #expect(controller.calls == ["gesture ended"])
        #expect(tap.location(in: card) == CGPoint(x: 10, y: 20))
        #expect(tap.state == .possible)
    }

    /// numberOfTapsRequired = 2: the second tap in a row is the gesture.
    @Test func doubleTap() {
        let controller = RecordingController()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.numberOfTapsRequired = 2
        tap.addTarget(controller, action: Selector("refresh", RecordingController.refresh))
        view.addGestureRecognizer(tap)
        tap.tap(at: CGPoint(x: 5, y: 5))
        #expect(controller.calls.isEmpty)
        tap.tap(at: CGPoint(x: 5, y: 5))
        #expect(controller.calls == ["refresh"])
        tap.removeTarget(controller, action: nil)
        tap.tap(at: CGPoint(x: 5, y: 5))
        tap.tap(at: CGPoint(x: 5, y: 5))
        #expect(controller.calls == ["refresh"])
    }

    /// UIPanGestureRecognizer(target:action:) sends its action at each state of the drag.
    @Test func panTargetAction() {
        final class Dragger {
            var states: [GestureRecognizer.State] = []
            func dragged(_ pan: UIPanGestureRecognizer) { states.append(pan.state) }
        }
        let dragger = Dragger()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer(target: dragger, action: Selector("dragged:", Dragger.dragged(_:)))
        view.addGestureRecognizer(pan)
        #expect(view.panRecognizerForDrags === pan)
        pan.begin(at: CGPoint(x: 1, y: 1))
        pan.move(to: CGPoint(x: 5, y: 1))
        pan.end(at: CGPoint(x: 9, y: 1))
        #expect(dragger.states == [.began, .changed, .ended])
    }
}

@Suite struct NotificationSelectorTests {
    /// An observer with keyboard-style handlers, as screens register in viewWillAppear.
    private final class KeyboardWatcher {
        var heights: [Int] = []
        var hides = 0
        func show(notification: NSNotification) { heights.append(notification.userInfo?["height"] as? Int ?? -1) }
        func shown(_ notification: Notification) { heights.append(notification.userInfo?["height"] as? Int ?? -1) }
        func hide() { hides += 1 }
    }

    static let show = Notification.Name("KeyboardWillShow")
    static let hide = Notification.Name("KeyboardWillHide")
    /// A name no other test posts: the registrations are counted process-wide.
    static let dead = Notification.Name("DeadObserverTest")

    /// NotificationCenter.addObserver(_:selector:name:object:): the method gets the notification (as
    /// NSNotification or Notification) or nothing; removeObserver(_:name:object:) and removeObserver(_:) stop it.
    @Test func observersGetTheirSelectorsUntilRemoved() {
        let center = NotificationCenter()
        let watcher = KeyboardWatcher()
        center.addObserver(
            watcher, selector: Selector("showWithNotification:", KeyboardWatcher.show), name: Self.show, object: nil)
        center.addObserver(
            watcher, selector: Selector("shown:", KeyboardWatcher.shown(_:)), name: Self.show, object: nil)
        center.addObserver(watcher, selector: Selector("hide", KeyboardWatcher.hide), name: Self.hide, object: nil)
        center.post(name: Self.show, object: nil, userInfo: ["height": 216])
        center.post(name: Self.hide, object: nil)
        #expect(watcher.heights == [216, 216])
        #expect(watcher.hides == 1)
        center.removeObserver(watcher, name: Self.show, object: nil)
        center.post(name: Self.show, object: nil, userInfo: ["height": 300])
        center.post(name: Self.hide, object: nil)
        #expect(watcher.heights == [216, 216])
        #expect(watcher.hides == 2)
        center.removeObserver(watcher)
        center.post(name: Self.hide, object: nil)
        #expect(watcher.hides == 2)
    }

    /// The observer is not retained; once it is gone, posting reaches nothing and drops its registration.
    @Test func aDeadObserverIsForgotten() {
        let center = NotificationCenter()
        weak var gone: KeyboardWatcher?
        do {
            let watcher = KeyboardWatcher()
            gone = watcher
            center.addObserver(watcher, selector: Selector("hide", KeyboardWatcher.hide), name: Self.dead, object: nil)
        }
        #expect(gone == nil)
        let before = SelectorObservations.shared.withLock { $0.count { $0.name == Self.dead } }
        center.post(name: Self.dead, object: nil)
        let after = SelectorObservations.shared.withLock { $0.count { $0.name == Self.dead } }
        #expect(after == before - 1)
    }
}

@Suite struct MoreGestureTests {
    private final class Recorder {
        var states: [GestureRecognizer.State] = []
        func handle(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
    }

    /// UILongPressGestureRecognizer: a press of 0.5 s or more begins and ends the gesture; a shorter one is
    /// nothing.
    @Test func longPressBeginsAndEnds() {
        let recorder = Recorder()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let press = UILongPressGestureRecognizer(target: recorder, action: Selector("handle:", Recorder.handle(_:)))
        view.addGestureRecognizer(press)
        press.press(at: CGPoint(x: 10, y: 10), duration: 0.2)
        #expect(recorder.states.isEmpty)
        press.press(at: CGPoint(x: 10, y: 10), duration: 0.5)
        #expect(recorder.states == [.began, .ended])
    }

    /// UISwipeGestureRecognizer: `.right` by default; a swipe mostly in an allowed direction is recognized.
    @Test func swipesInTheAllowedDirections() {
        let recorder = Recorder()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let swipe = UISwipeGestureRecognizer(target: recorder, action: Selector("handle:", Recorder.handle(_:)))
        view.addGestureRecognizer(swipe)
        swipe.swipe(from: CGPoint(x: 80, y: 50), to: CGPoint(x: 20, y: 55))
        #expect(recorder.states.isEmpty)
        swipe.swipe(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 80, y: 40))
        #expect(recorder.states == [.ended])
        swipe.direction = [.up, .down]
        swipe.swipe(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 55, y: 10))
        #expect(recorder.states == [.ended, .ended])
        swipe.swipe(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 80, y: 40))
        #expect(recorder.states.count == 2)
    }
}
