// Editing a text field: typing at the caret, the delegate's say, Return, and the caret and selection drawn.

import Foundation

extension TextField: KeyInput {
    /// Whether there is text.
    public var hasText: Bool { !storedText.isEmpty }

    /// Types `text` over the selection, if the delegate agrees, and sends `.editingChanged`.
    public func insertText(_ text: String) { typeOverSelection(text) }

    /// Deletes the selection or the character before the caret, as Backspace.
    public func deleteBackward() { _ = handleKey(KeyPress(.backspace)) }
}

extension TextField: CaretEditing {
    var editedText: String {
        get { storedText }
        set { text = newValue }
    }

    var isMultiline: Bool { false }

    func shouldChangeText(in range: NSRange, replacementText string: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }

    func textDidChangeByEditing() {
        sendActions(for: .editingChanged)
    }

    /// Return: the delegate's `textFieldShouldReturn`, then `.editingDidEndOnExit` and the primary action if
    /// it agrees; a field with an action for `.editingDidEndOnExit` then resigns, as UIKit dismisses the
    /// keyboard for it.
    func returnKeyPressed() {
        guard simulateReturn(), !actions(for: .editingDidEndOnExit).isEmpty else { return }
        resignFirstResponder()
    }

    func editingWasForcedToEnd() {
        editingDidEnd()
    }

    /// Editing ended: the caret goes, then `textFieldDidEndEditing` and `.editingDidEnd`.
    func editingDidEnd() {
        textSelection = nil
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    // MARK: Where the characters are

    /// The left edge of the shown text's line, and the line's rectangle.
    private var lineFrame: CGRect {
        let content = textRect(forBounds: bounds)
        let height = lineSize.height
        let width = textWidth(ofFirst: nil)
        let free = content.width - width
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let offset: CGFloat =
            switch textAlignment {
            case .center: free / 2
            case .right: free
            case .natural where rightToLeft: free
            default: 0
            }
        return CGRect(x: content.minX + offset, y: content.midY - height / 2, width: width, height: height)
    }

    /// The width of the first `count` characters of the text as drawn (all of them for nil; dots when secure).
    private func textWidth(ofFirst count: Int?) -> CGFloat {
        let text = isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
        let prefix = count.map { String(text.prefix($0)) } ?? text
        guard !prefix.isEmpty else { return 0 }
        return TextMeasurers.current.measure(prefix, style: shownStyle, width: nil).size.width
    }

    /// The x of the caret before the character at `index`.
    func caretX(at index: Int) -> CGFloat {
        lineFrame.minX + textWidth(ofFirst: index)
    }

    /// The character boundary nearest `point` (in the bounds), where a tap puts the caret.
    func characterIndex(at point: CGPoint) -> Int {
        (0...storedText.count).min { abs(caretX(at: $0) - point.x) < abs(caretX(at: $1) - point.x) } ?? 0
    }

    // MARK: Drawing

    /// The selection's background: the tint at a fifth, behind the text, as UIKit's.
    func drawSelection(in canvas: any DrawingCanvas) {
        guard let range = textSelection?.range, !range.isEmpty else { return }
        let line = lineFrame
        let start = caretX(at: range.lowerBound)
        canvas.fill(
            CGRect(x: start, y: line.minY, width: caretX(at: range.upperBound) - start, height: line.height),
            cornerRadius: 0, color: tintColor.withAlphaComponent(0.2))
    }

    /// The caret: a bar 2 points wide in the tint, a line high (it does not blink, so that frames are steady).
    func drawCaret(in canvas: any DrawingCanvas) {
        guard let selection = textSelection, selection.range.isEmpty else { return }
        let line = lineFrame
        canvas.fill(
            CGRect(x: caretX(at: selection.caret) - 1, y: line.minY, width: 2, height: line.height), cornerRadius: 0,
            color: tintColor)
    }
}
