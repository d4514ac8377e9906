// What a view shows that tests of live mode read: the text typed, a control's value.

import Cartography
import PreviewerCore

extension FrameReport.ViewNode {
    /// A label's, text field's or text view's text, or a button's current title.
    static func text(of view: View) -> String? {
        switch view {
        case let label as Cartography.Label: label.text
        case let field as TextField: field.text
        case let textView as TextView: textView.text
        case let button as Button: button.currentTitle
        default: nil
        }
    }

    /// A control's value, as text: a switch's `on`/`off`, a slider's or stepper's number, a segment's index.
    static func value(of view: View) -> String? {
        switch view {
        case let control as Switch: control.isOn ? "on" : "off"
        case let slider as Slider: String(slider.value)
        case let stepper as Stepper: String(stepper.value)
        case let segmented as SegmentedControl: String(segmented.selectedSegmentIndex)
        default: nil
        }
    }
}
