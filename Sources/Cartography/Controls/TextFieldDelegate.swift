// What a text field asks of and tells its delegate, as UITextFieldDelegate.

import Foundation

/// Decides on and hears about a text field's editing, as UITextFieldDelegate; every method is optional, as
/// UIKit's, with UIKit's answers by default (allow, do nothing).
///
/// A field being edited through an ``InputRouter`` (the previewer's live mode) asks and tells it as UIKit's
/// does: beginning and ending editing, each change of the text, and Return. There is no clear button, so
/// ``textFieldShouldClear(_:)`` is never asked.
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (true by default).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the characters in `range` may be replaced by `string` (true by default).
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
        -> Bool
    /// Whether the clear button may empty the field (true by default).
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the Return key does its default (true by default); screens dismiss the keyboard here.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// True: editing may begin.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// True: editing may end.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// True: the change is allowed.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// True: the field may be cleared.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// True: Return does its default.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

extension TextField {
    /// Presses Return in the field, as the keyboard would: asks the delegate's
    /// ``TextFieldDelegate/textFieldShouldReturn(_:)`` and, if it agrees, sends `.editingDidEndOnExit` (UIKit's
    /// order).
    /// Returns the delegate's answer (true without a delegate).
    @discardableResult
    public func simulateReturn() -> Bool {
        let allowed = delegate?.textFieldShouldReturn(self) ?? true
        if allowed { sendActions(for: .editingDidEndOnExit) }
        return allowed
    }
}
