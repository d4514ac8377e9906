// Editing a text view: a tap puts the caret, typing and Return insert, and the caret and selection are drawn.

import Foundation

extension TextView: KeyInput {
    /// Whether there is text.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Types `text` over the selection.
    public func insertText(_ text: String) { typeOverSelection(text) }

    /// Deletes the selection or the character before the caret, as Backspace.
    public func deleteBackward() { _ = handleKey(KeyPress(.backspace)) }
}

extension TextView: CaretEditing {
    var editedText: String {
        get { text ?? "" }
        set { text = newValue }
    }

    var isMultiline: Bool { true }

    func shouldChangeText(in range: NSRange, replacementText string: String) -> Bool { isEditable }

    func textDidChangeByEditing() {}

    func returnKeyPressed() {}

    func editingWasForcedToEnd() {
        textSelection = nil
    }

    /// A tap at `point` (in the bounds): editing starts with the caret at the nearest character; false when
    /// the view is not editable.
    func beginEditing(at point: CGPoint) -> Bool {
        guard becomeFirstResponder() else { return false }
        textSelection = TextSelection(caret: characterIndex(at: point))
        return true
    }

    // MARK: Where the characters are

    /// The text's rectangle: the container inset and the line fragment padding taken off the bounds.
    private var textFrame: CGRect {
        let inset = textContainerInset
        let x = inset.left + textContainer.lineFragmentPadding
        return CGRect(
            x: x, y: inset.top, width: max(0, bounds.width - x - inset.right - textContainer.lineFragmentPadding),
            height: max(0, bounds.height - inset.top - inset.bottom))
    }

    private var lineHeight: CGFloat {
        TextMeasurers.current.measure("X", style: textStyle, width: nil).size.height
    }

    /// The top of the caret before the character at `index`, in the bounds. Lines wrap as drawn; the caret
    /// is placed for left-aligned text.
    func caretOrigin(at index: Int) -> CGPoint {
        let frame = textFrame
        let style = textStyle
        let characters = Array(text ?? "")
        let prefix = characters.prefix(min(index, characters.count))
        let paragraphs = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        func lines(_ paragraph: ArraySlice<Character>) -> Int {
            paragraph.isEmpty
                ? 1 : TextMeasurers.current.measure(String(paragraph), style: style, width: frame.width).lineCount
        }
        let linesAbove = paragraphs.dropLast().reduce(0) { $0 + max(1, lines($1)) }
        let last = paragraphs.last ?? []
        let lastLines = lines(last)
        // The last line of the caret's paragraph starts at the first character that makes it as many lines.
        var low = 0
        var high = last.count
        while low < high {
            let middle = (low + high) / 2
            if lines(last.prefix(middle)) >= lastLines && middle > 0 { high = middle } else { low = middle + 1 }
        }
        let lineStart = lastLines > 1 ? max(0, low - 1) : 0
        let tail = String(last.dropFirst(lineStart))
        let x = tail.isEmpty ? 0 : TextMeasurers.current.measure(tail, style: style, width: nil).size.width
        return CGPoint(
            x: frame.minX + x, y: frame.minY + CGFloat(linesAbove + max(1, lastLines) - 1) * lineHeight)
    }

    /// The character boundary nearest `point` (in the bounds): on the nearest line, the nearest in x.
    func characterIndex(at point: CGPoint) -> Int {
        let count = (text ?? "").count
        let origins = (0...count).map { caretOrigin(at: $0) }
        let height = lineHeight
        return origins.indices.min { a, b in
            let lineA = abs(origins[a].y + height / 2 - point.y)
            let lineB = abs(origins[b].y + height / 2 - point.y)
            if abs(lineA - lineB) > height / 2 { return lineA < lineB }
            return abs(origins[a].x - point.x) < abs(origins[b].x - point.x)
        } ?? 0
    }

    // MARK: Drawing

    /// The selection's background, line by line, in the tint at a fifth.
    func drawSelection(in canvas: any DrawingCanvas) {
        guard let range = textSelection?.range, !range.isEmpty else { return }
        let frame = textFrame
        let height = lineHeight
        let start = caretOrigin(at: range.lowerBound)
        let end = caretOrigin(at: range.upperBound)
        let color = tintColor.withAlphaComponent(0.2)
        var y = start.y
        while y <= end.y {
            let left = y == start.y ? start.x : frame.minX
            let right = y == end.y ? end.x : frame.maxX
            canvas.fill(
                CGRect(x: left, y: y, width: max(0, right - left), height: height), cornerRadius: 0, color: color)
            y += height
        }
    }

    /// The caret: a bar 2 points wide in the tint, a line high.
    func drawCaret(in canvas: any DrawingCanvas) {
        guard let selection = textSelection, selection.range.isEmpty else { return }
        let origin = caretOrigin(at: selection.caret)
        canvas.fill(
            CGRect(x: origin.x - 1, y: origin.y, width: 2, height: lineHeight), cornerRadius: 0, color: tintColor)
    }
}
