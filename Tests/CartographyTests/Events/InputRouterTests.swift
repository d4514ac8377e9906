// Touches delivered as UIKit delivers them: controls track, events fire in UIKit's order, recognizers and
// scroll views take what controls do not.

import Foundation
import Testing

@testable import Cartography

/// A router over a 400 × 400 root with `view` at `frame`, and a log of the events the view's control sends.
@MainActor
private final class Stage {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let router: InputRouter
    var log: [String] = []
    private var time: TimeInterval = 100

    init(_ view: View, at frame: CGRect) {
        view.frame = frame
        root.addSubview(view)
        router = InputRouter(root: root)
        if let control = view as? Control {
            let names: [(Control.Event, String)] = [
                (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
                (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
                (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
                (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryAction"),
                (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
            ]
            for (event, name) in names {
                control.addAction(UIAction { [unowned self] _ in self.log.append(name) }, for: event)
            }
        }
    }

    /// A press at `from`, moves through `through`, and a release at the last point, `seconds` apart.
    func press(_ from: CGPoint, through points: [CGPoint] = [], seconds: TimeInterval = 0.05) {
        time += 1
        router.pointerDown(at: from, timestamp: time)
        for point in points {
            time += seconds
            router.pointerMoved(to: point, timestamp: time)
        }
        time += seconds
        router.pointerUp(at: points.last ?? from, timestamp: time)
    }

    func type(_ keys: KeyPress...) {
        for key in keys { router.keyPressed(key) }
    }
}

@MainActor
@Suite struct InputRouterTests {
    /// UIKit: a tap on a button sends touchDown, then touchUpInside with its primary action; the button is
    /// highlighted only while pressed.
    @Test func aTapOnAButtonFiresTouchUpInside() {
        let button = UIButton(type: .system)
        let stage = Stage(button, at: CGRect(x: 10, y: 10, width: 100, height: 44))
        stage.router.pointerDown(at: CGPoint(x: 50, y: 30), timestamp: 1)
        #expect(button.isHighlighted && button.isTracking)
        stage.router.pointerUp(at: CGPoint(x: 50, y: 30), timestamp: 1.1)
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(stage.log == ["touchDown", "touchUpInside", "primaryAction"])
    }

    /// UIKit: dragging off a button and releasing sends touchDragExit and touchUpOutside, never touchUpInside;
    /// the highlight follows the finger.
    @Test func releasingOutsideAButtonIsTouchUpOutside() {
        let button = UIButton(type: .system)
        let stage = Stage(button, at: CGRect(x: 10, y: 10, width: 100, height: 44))
        stage.router.pointerDown(at: CGPoint(x: 50, y: 30), timestamp: 1)
        stage.router.pointerMoved(to: CGPoint(x: 200, y: 200), timestamp: 1.1)
        #expect(!button.isHighlighted)
        stage.router.pointerUp(at: CGPoint(x: 200, y: 200), timestamp: 1.2)
        #expect(stage.log == ["touchDown", "dragExit", "dragOutside", "touchUpOutside"])
    }

    /// UIKit: a disabled control sends nothing, and a touch on a hidden one goes to the view behind it.
    @Test func disabledAndHiddenControlsSendNothing() {
        let button = UIButton(type: .system)
        let stage = Stage(button, at: CGRect(x: 10, y: 10, width: 100, height: 44))
        button.isEnabled = false
        stage.press(CGPoint(x: 50, y: 30))
        button.isEnabled = true
        button.isHidden = true
        stage.press(CGPoint(x: 50, y: 30))
        #expect(stage.log.isEmpty)
    }

    /// UIKit: a tap flips a switch and sends valueChanged (its primary action) before touchUpInside; a press
    /// released outside leaves it as it was.
    @Test func aTapFlipsASwitch() {
        let toggle = UISwitch()
        let stage = Stage(toggle, at: CGRect(x: 10, y: 10, width: 51, height: 31))
        stage.press(CGPoint(x: 30, y: 20))
        #expect(toggle.isOn)
        #expect(stage.log == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        stage.log = []
        stage.press(CGPoint(x: 30, y: 20), through: [CGPoint(x: 300, y: 300)])
        #expect(toggle.isOn, "released outside: not flipped")
        #expect(!stage.log.contains("valueChanged"))
    }

    /// UIKit: a slider's thumb follows a drag that starts on it, sending valueChanged at each move; a press
    /// on the track away from the thumb moves nothing.
    @Test func dragginASlidersThumbChangesItsValue() {
        let slider = UISlider()
        // 228 wide: the thumb (28) travels 200 points from value 0 to 1.
        let stage = Stage(slider, at: CGRect(x: 0, y: 0, width: 228, height: 31))
        stage.press(CGPoint(x: 14, y: 15), through: [CGPoint(x: 64, y: 15), CGPoint(x: 114, y: 15)])
        #expect(slider.value == 0.5)
        #expect(stage.log.filter { $0 == "valueChanged" }.count == 2)
        stage.log = []
        stage.press(CGPoint(x: 220, y: 15), through: [CGPoint(x: 200, y: 15)])
        #expect(slider.value == 0.5, "a press beside the thumb is not a drag")
        #expect(!stage.log.contains("valueChanged"))
        slider.isContinuous = false
        stage.press(CGPoint(x: 114, y: 15), through: [CGPoint(x: 134, y: 15), CGPoint(x: 164, y: 15)])
        #expect(slider.value == 0.75)
        #expect(stage.log.filter { $0 == "valueChanged" }.count == 1, "not continuous: once, at the end")
    }

    /// UIKit: a tap on a segment selects it and sends valueChanged; a tap on the selected one sends nothing.
    @Test func aTapSelectsASegment() {
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        let stage = Stage(segments, at: CGRect(x: 0, y: 0, width: 300, height: 32))
        stage.press(CGPoint(x: 250, y: 16))
        #expect(segments.selectedSegmentIndex == 2)
        #expect(stage.log.contains("valueChanged"))
        stage.log = []
        stage.press(CGPoint(x: 260, y: 16))
        #expect(!stage.log.contains("valueChanged"))
    }

    /// UIKit: a stepper steps as the press goes down, − on the left half, + on the right; not past its ends.
    @Test func aStepperStepsOnTouchDown() {
        let stepper = UIStepper()
        let stage = Stage(stepper, at: CGRect(x: 0, y: 0, width: 94, height: 32))
        stage.router.pointerDown(at: CGPoint(x: 70, y: 16), timestamp: 1)
        #expect(stepper.value == 1, "stepped before the release")
        stage.router.pointerUp(at: CGPoint(x: 70, y: 16), timestamp: 1.1)
        stage.press(CGPoint(x: 20, y: 16))
        stage.press(CGPoint(x: 20, y: 16))
        #expect(stepper.value == 0)
        #expect(stage.log.filter { $0 == "valueChanged" }.count == 2, "the minimum cannot step down")
    }

    /// UIKit: a control takes the tap over a tap recognizer on its superview; elsewhere the recognizer fires.
    @Test func controlsWinOverTheirSuperviewsTapRecognizers() {
        let button = UIButton(type: .system)
        let stage = Stage(button, at: CGRect(x: 10, y: 10, width: 100, height: 44))
        final class Counter {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let counter = Counter()
        stage.root.addGestureRecognizer(
            UITapGestureRecognizer(target: counter, action: Selector("tapped", Counter.tapped)))
        stage.press(CGPoint(x: 50, y: 30))
        #expect(counter.taps == 0 && stage.log.contains("touchUpInside"))
        stage.press(CGPoint(x: 300, y: 300))
        #expect(counter.taps == 1)
        stage.press(CGPoint(x: 300, y: 300), through: [CGPoint(x: 300, y: 360)])
        #expect(counter.taps == 1, "a press that moved past the slop is no tap")
    }

    /// UIKit: a drag on a scroll view's content moves its content offset with the finger, within the content.
    @Test func draggingAScrollViewScrollsIt() {
        let scroll = UIScrollView()
        let stage = Stage(scroll, at: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 1000)
        stage.root.layoutIfNeeded()
        stage.press(CGPoint(x: 200, y: 300), through: [CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 100)])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        stage.press(CGPoint(x: 200, y: 300), through: [CGPoint(x: 200, y: -900)])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 600), "stops at the content's end")
    }

    /// UIKit: a tap on a text field makes it the first responder (editingDidBegin); typing goes through the
    /// delegate's shouldChangeCharactersIn and sends editingChanged; Return asks textFieldShouldReturn and
    /// sends editingDidEndOnExit with the primary action; a tap on another field ends the first's editing.
    @Test func typingIntoATextField() {
        final class Delegate: UITextFieldDelegate {
            var asked: [String] = []
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                asked.append("\(range.location),\(range.length):\(string)")
                return string != "!"
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                asked.append("return")
                return true
            }
            func textFieldDidEndEditing(_ textField: UITextField) { asked.append("didEnd") }
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 10)
        let delegate = Delegate()
        field.delegate = delegate
        let stage = Stage(field, at: CGRect(x: 0, y: 0, width: 200, height: 30))
        stage.press(CGPoint(x: 100, y: 15))
        #expect(field.isFirstResponder && field.isEditing && stage.router.firstResponder === field)
        stage.type(KeyPress(.text("H")), KeyPress(.text("i")), KeyPress(.text("!")))
        #expect(field.text == "Hi", "the delegate refused the !")
        stage.type(KeyPress(.left), KeyPress(.text("o")), KeyPress(.end), KeyPress(.backspace))
        #expect(field.text == "Ho")
        #expect(delegate.asked == ["0,0:H", "1,0:i", "2,0:!", "1,0:o", "2,1:"])
        #expect(
            stage.log == [
                "touchDown", "editingDidBegin", "touchUpInside", "editingChanged", "editingChanged",
                "editingChanged", "editingChanged",
            ])
        stage.log = []
        stage.type(KeyPress(.enter))
        #expect(Set(stage.log.prefix(2)) == ["editingDidEndOnExit", "primaryAction"])
        #expect(stage.log.last == "editingDidEnd")
        #expect(!field.isFirstResponder, "an action for editingDidEndOnExit dismisses the keyboard")
        #expect(delegate.asked.suffix(2) == ["return", "didEnd"])
        #expect(!stage.router.keyPressed(KeyPress(.text("x"))), "no first responder: the host keeps the key")
    }

    /// UIKit: a tap puts the caret at the nearest character; Shift+arrows select, and typing replaces the
    /// selection; Ctrl+A selects everything.
    @Test func caretAndSelectionInATextField() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 10)
        field.text = "abcdef"
        let stage = Stage(field, at: CGRect(x: 0, y: 0, width: 200, height: 30))
        // 6 points a character: x 13 is nearest the boundary after "ab".
        stage.press(CGPoint(x: 13, y: 15))
        #expect(field.textSelection == TextSelection(caret: 2))
        stage.type(KeyPress(.right, modifiers: .shift), KeyPress(.right, modifiers: .shift), KeyPress(.text("X")))
        #expect(field.text == "abXef")
        stage.type(KeyPress(.text("a"), modifiers: .control), KeyPress(.backspace))
        #expect(field.text == "")
    }

    /// UIKit: a tap on an editable text view makes it the first responder; Return types a line break.
    @Test func typingIntoATextView() {
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 10)
        let stage = Stage(textView, at: CGRect(x: 0, y: 0, width: 200, height: 100))
        stage.press(CGPoint(x: 50, y: 20))
        #expect(textView.isFirstResponder)
        stage.type(KeyPress(.text("a")), KeyPress(.enter), KeyPress(.text("b")), KeyPress(.up), KeyPress(.text("c")))
        #expect(textView.text == "ac\nb")
        textView.isEditable = false
        #expect(textView.resignFirstResponder())
        stage.press(CGPoint(x: 50, y: 20))
        #expect(!textView.isFirstResponder, "not editable: a tap does not start editing")
    }

    /// UIKit: endEditing(_:) on an ancestor resigns the first responder below it; force overrides a refusal.
    @Test func endEditingResignsTheFirstResponder() {
        final class Stubborn: UITextFieldDelegate {
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        }
        let field = UITextField()
        let stage = Stage(field, at: CGRect(x: 0, y: 0, width: 200, height: 30))
        let stubborn = Stubborn()
        field.delegate = stubborn
        #expect(field.becomeFirstResponder())
        #expect(!stage.root.endEditing(false) && field.isFirstResponder)
        #expect(stage.root.endEditing(true) && !field.isFirstResponder && !field.isEditing)
        #expect(stage.log.last == "editingDidEnd")
    }

    /// UIKit: a view that is no control gets its touches through touchesBegan/Moved/Ended with locations in
    /// its coordinates; a view that does not override them passes them to its next responder (a root view's is
    /// its view controller); a drag a pan recognizer takes cancels the view's touch.
    @Test func customViewsGetTheirTouches() {
        final class Sketch: View {
            var strokes: [String] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
                strokes.append("began \(touches.first!.location(in: self))")
            }
            override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
                strokes.append("moved \(touches.first!.location(in: self))")
            }
            override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
                strokes.append("ended \(touches.first!.phase)")
            }
            override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
                strokes.append("cancelled")
            }
        }
        final class Screen: UIViewController {
            var heard = 0
            override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { heard += 1 }
        }
        let sketch = Sketch()
        let stage = Stage(sketch, at: CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.press(CGPoint(x: 110, y: 120), through: [CGPoint(x: 150, y: 150)])
        #expect(
            sketch.strokes == ["began CGPoint(x: 10.0, y: 20.0)", "moved CGPoint(x: 50.0, y: 50.0)", "ended ended"])

        let screen = Screen()
        let plain = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.view.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        screen.view.addSubview(plain)
        let router = InputRouter(root: screen.view)
        router.pointerDown(at: CGPoint(x: 10, y: 10), timestamp: 1)
        router.pointerUp(at: CGPoint(x: 10, y: 10), timestamp: 1.1)
        #expect(screen.heard == 1, "the plain view passed its touch up to the controller")

        sketch.strokes = []
        sketch.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        stage.press(CGPoint(x: 110, y: 120), through: [CGPoint(x: 112, y: 120), CGPoint(x: 180, y: 120)])
        #expect(sketch.strokes == ["began CGPoint(x: 10.0, y: 20.0)", "moved CGPoint(x: 12.0, y: 20.0)", "cancelled"])
    }

    /// UIKit: Backspace deletes a whole character (a composed "é", an emoji), and the delegate's range is in
    /// UTF-16 units, as NSRange is.
    @Test func backspaceTakesWholeCharactersAndRangesAreUTF16() {
        final class Recorder: UITextFieldDelegate {
            var ranges: [NSRange] = []
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                ranges.append(range)
                return true
            }
        }
        let field = UITextField()
        let recorder = Recorder()
        field.delegate = recorder
        field.text = "a👍🏽e\u{301}"
        let stage = Stage(field, at: CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(field.becomeFirstResponder())
        stage.type(KeyPress(.backspace))
        #expect(field.text == "a👍🏽")
        stage.type(KeyPress(.backspace))
        #expect(field.text == "a")
        #expect(recorder.ranges == [NSRange(location: 5, length: 2), NSRange(location: 1, length: 4)])
    }
}
