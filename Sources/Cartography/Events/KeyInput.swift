// Typing into the first responder, as UIKeyInput, and the editing keys text fields and text views share.

import Foundation

/// A responder that takes typing, as UIKeyInput: text fields and text views.
public protocol KeyInput: AnyObject {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Types `text` over the selection (at the caret when nothing is selected).
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret, as Backspace does.
    func deleteBackward()
}

/// UIKeyInput.
public typealias UIKeyInput = KeyInput

/// The keys a first responder takes beyond typing (arrows, Return), for ``InputRouter``.
protocol KeyInputHandling: KeyInput {
    /// Handles a key; false when it is not one the responder takes (the host may use it).
    func handleKey(_ press: KeyPress) -> Bool
    /// `endEditing(true)` took the keyboard away although the responder refused to resign.
    func editingWasForcedToEnd()
}

/// A view whose text is edited at a caret: what a text field and a text view each say of themselves, so that
/// the editing itself (``TextEdit``) is written once.
protocol CaretEditing: View, KeyInputHandling {
    /// The text, as the user edits it (setting it redraws, and does not send change events).
    var editedText: String { get set }
    /// The caret and the selection; nil while not editing.
    var textSelection: TextSelection? { get set }
    /// Whether Return types a line break (a text view) rather than ending the line's editing (a field).
    var isMultiline: Bool { get }
    /// Whether the edit may go ahead: the delegate's say on replacing `range` (UTF-16) with `string`.
    func shouldChangeText(in range: NSRange, replacementText string: String) -> Bool
    /// The text changed by editing: send the change events.
    func textDidChangeByEditing()
    /// Return was pressed in a one-line field.
    func returnKeyPressed()
}

extension CaretEditing {
    /// Types `text` over the selection (at the end when not editing), if the delegate agrees.
    func typeOverSelection(_ text: String) {
        let end = editedText.count
        replaceCharacters(in: textSelection?.range ?? end..<end, with: text)
    }

    func handleKey(_ press: KeyPress) -> Bool {
        guard let selection = textSelection else { return false }
        switch TextEdit.edit(for: press, in: editedText, selection: selection, multiline: isMultiline) {
        case .replace(let range, let string):
            replaceCharacters(in: range, with: string)
        case .select(let newSelection):
            textSelection = newSelection
        case .returnKey:
            returnKeyPressed()
        case .none:
            return false
        }
        return true
    }

    /// Replaces the characters in `range` with `string` if the delegate agrees; the caret goes after them.
    func replaceCharacters(in range: Range<Int>, with string: String) {
        let text = editedText
        guard shouldChangeText(in: text.utf16Range(ofCharacters: range), replacementText: string) else { return }
        let changed = text.replacingCharacters(in: range, with: string)
        editedText = changed
        // Typing a combining mark joins the character before it: the caret stays within the text.
        textSelection = TextSelection(caret: min(range.lowerBound + string.count, changed.count))
        textDidChangeByEditing()
    }
}
