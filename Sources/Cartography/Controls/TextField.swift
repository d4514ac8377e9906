// A one-line text field: text or placeholder, font, border style, and the size they give it, as UITextField.

import Foundation

/// A one-line text input, as UITextField: a tap (through a host's ``InputRouter``) makes it the first
/// responder, and the host's keyboard types into it at a caret, with a selection (see `TextField+Editing.swift`).
///
/// Its intrinsic size is one line of the text, or of the placeholder while the text is empty, plus the
/// border style's insets: 7 points on every side for `.roundedRect` (34.4 high with the default
/// 17-point font, UIKit's is 34), 2 for `.line` and `.bezel`, none for `.none`.
open class TextField: Control {
    /// The border drawn around the text, as `UITextField.BorderStyle`.
    public enum BorderStyle: Sendable {
        /// No border, a thin line, a bezel or a rounded rectangle, as UIKit's styles.
        case none, line, bezel, roundedRect

        /// The space between the border and the text.
        var insets: EdgeInsets {
            switch self {
            case .none: .zero
            case .line, .bezel: EdgeInsets(all: 2)
            case .roundedRect: EdgeInsets(all: 7)
            }
        }
    }

    static let placeholderColor = Color(white: 0.7)
    static let borderColor = Color(white: 0.8)

    /// The text typed (empty, never nil, when read, as UIKit's).
    public var text: String? {
        get { storedText }
        set {
            let value = newValue ?? ""
            guard value != storedText else { return }
            storedText = value
            contentChanged()
        }
    }
    var storedText = ""
    /// The grey text shown while ``text`` is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { contentChanged() } }
    }
    /// The font of the text and the placeholder (17 points by default).
    public var font: Font? = .systemFont(ofSize: Font.labelFontSize) {
        didSet { if font != oldValue { contentChanged() } }
    }
    /// The color of the text.
    public var textColor: Color? = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    /// How the text is aligned.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }
    /// The border (none by default, as UIKit's in code).
    public var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { contentChanged() } }
    }

    /// When an overlay view (``leftView``, ``rightView``) shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        /// Never; always; only while editing; only while not editing. The overlays are placed as for a field
        /// that is not being edited, even while it is.
        case never, whileEditing, unlessEditing, always

        /// Whether a field that is not being edited shows the view.
        var showsWhileNotEditing: Bool { self == .always || self == .unlessEditing }
    }

    /// Whether editing starts by clearing the text, as UITextField's (default false).
    public var clearsOnBeginEditing = false
    /// The caret and the selection while the field is the first responder; nil while it is not.
    var textSelection: TextSelection? {
        didSet { if textSelection != oldValue { setNeedsDisplay() } }
    }
    /// Whether the field is being edited: it is the first responder, as UITextField's `isEditing`.
    public var isEditing: Bool { textSelection != nil }
    /// Whether the text is shown as dots (a password field); the size is that of the dots.
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { contentChanged() } }
    }
    /// The view at the leading end (an icon), placed at its own size, centred vertically, when
    /// ``leftViewMode`` shows it; the text starts after it.
    public var leftView: View? {
        didSet { overlayChanged(old: oldValue, new: leftView) }
    }
    /// When ``leftView`` shows; `.never` by default, as UIKit's.
    public var leftViewMode = ViewMode.never {
        didSet { overlayChanged(old: leftView, new: leftView) }
    }
    /// The view at the trailing end (a clear or reveal button), placed as ``leftView``.
    public var rightView: View? {
        didSet { overlayChanged(old: oldValue, new: rightView) }
    }
    /// When ``rightView`` shows; `.never` by default.
    public var rightViewMode = ViewMode.never {
        didSet { overlayChanged(old: rightView, new: rightView) }
    }
    /// When the clear button shows; kept (no button is drawn).
    public var clearButtonMode = ViewMode.never
    /// The keyboard a device would show; kept.
    public var keyboardType = KeyboardType.default
    /// The return key's title on a device; kept.
    public var returnKeyType = ReturnKeyType.default
    /// How a device capitalizes typing; kept.
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Whether a device corrects typing; kept.
    public var autocorrectionType = TextAutocorrectionType.default
    /// What the field asks about editing and tells of it (not retained, as UIKit's).
    public weak var delegate: (any TextFieldDelegate)?

    /// An enabled field takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing if the delegate agrees (`textFieldShouldBeginEditing`): the caret goes to the end (the
    /// text is cleared first with ``clearsOnBeginEditing``), then `textFieldDidBeginEditing` and
    /// `.editingDidBegin`, as UITextField's.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        if clearsOnBeginEditing { text = "" }
        textSelection = TextSelection(caret: storedText.count)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing if the delegate agrees (`textFieldShouldEndEditing`), then `textFieldDidEndEditing` and
    /// `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        editingDidEnd()
        return true
    }

    /// A tap inside makes the field the first responder and puts the caret at the character nearest it.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        guard let touch, point(inside: touch.location(in: self), with: event), becomeFirstResponder() else { return }
        textSelection = TextSelection(caret: characterIndex(at: touch.location(in: self)))
    }

    /// Return is the field's primary action.
    override var primaryActionEvents: Event { .editingDidEndOnExit }

    /// Creates a text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The font used (the 17-point system font when ``font`` is nil).
    /// The font, scaled by the traits' text scale.
    var effectiveFont: Font { (font ?? .systemFont(ofSize: Font.labelFontSize)).scaled(by: traitCollection.textScale) }

    override func textScaleDidChange() {
        contentChanged()
    }

    /// What is shown: the text (a dot a character when secure), or the placeholder while it is empty.
    var shownText: (text: String, isPlaceholder: Bool) {
        if storedText.isEmpty { return (placeholder ?? "", true) }
        return (isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText, false)
    }

    /// The overlay views shown, with the side each is on.
    private var shownOverlays: (left: View?, right: View?) {
        (
            leftViewMode.showsWhileNotEditing ? leftView : nil,
            rightViewMode.showsWhileNotEditing ? rightView : nil
        )
    }

    /// The text's rectangle: the border's insets and the shown overlays' widths taken off the bounds, as
    /// UIKit's `textRect(forBounds:)`.
    public func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.inset(by: borderStyle.insets)
        let (left, right) = shownOverlays
        let leading = left?.frame.width ?? 0
        let trailing = right?.frame.width ?? 0
        rect.origin.x += leading
        rect.size.width = max(0, rect.width - leading - trailing)
        return rect
    }

    /// Where the left view goes: at the leading edge, centred vertically, at its own size.
    public func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right view goes: at the trailing edge, centred vertically, at its own size.
    public func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func overlayChanged(old: View?, new: View?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view else { continue }
            if mode.showsWhileNotEditing {
                if view.superview !== self { addSubview(view) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        placeOverlays()
        contentChanged()
    }

    /// Puts the shown overlay views at their rectangles (they keep their frames: UIKit places them so).
    private func placeOverlays() {
        let (left, right) = shownOverlays
        if let left { left.frame = leftViewRect(forBounds: bounds) }
        if let right { right.frame = rightViewRect(forBounds: bounds) }
    }

    /// The overlays follow the field's size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeOverlays()
    }

    override func frameDidChange(from oldValue: CGRect) {
        super.frameDidChange(from: oldValue)
        if oldValue.size != frame.size { placeOverlays() }
    }

    var shownStyle: TextStyle {
        let shown = shownText
        return TextStyle(
            font: effectiveFont, color: shown.isPlaceholder ? TextField.placeholderColor : textColor ?? .black,
            alignment: textAlignment)
    }

    /// One line of the shown text, a line high even when empty.
    var lineSize: CGSize {
        let measured = TextMeasurers.current.measure(shownText.text, style: shownStyle, width: nil)
        return CGSize(width: measured.size.width, height: max(measured.size.height, effectiveFont.lineHeight))
    }

    /// One line of the text or placeholder, plus the border's insets and the shown overlays' widths; at
    /// least as tall as the overlays.
    open override var intrinsicContentSize: CGSize {
        let line = lineSize
        let insets = borderStyle.insets
        let (left, right) = shownOverlays
        let overlays = [left, right].compactMap { $0?.frame.size }
        return CGSize(
            width: line.width + insets.left + insets.right + overlays.reduce(0) { $0 + $1.width },
            height: max(line.height + insets.top + insets.bottom, overlays.map(\.height).max() ?? 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The line is centred vertically in the bounds.
    override func baselinePosition(_ attribute: LayoutAttribute) -> BaselinePosition? {
        BaselinePosition(heightFraction: 0.5, offset: Double(effectiveFont.ascender - lineSize.height / 2))
    }

    func contentChanged() {
        invalidateIntrinsicContentSize()
        baselinesChanged()
        setNeedsDisplay()
    }

    /// Draws the border, then the text or placeholder centred vertically inside the insets.
    open override func draw(in canvas: any DrawingCanvas) {
        switch borderStyle {
        case .none: break
        case .line: canvas.stroke(bounds, cornerRadius: 0, lineWidth: 1, color: .black)
        case .bezel: canvas.stroke(bounds, cornerRadius: 0, lineWidth: 1, color: .gray)
        case .roundedRect: canvas.stroke(bounds, cornerRadius: 5, lineWidth: 1, color: TextField.borderColor)
        }
        let shown = shownText
        drawSelection(in: canvas)
        defer { drawCaret(in: canvas) }
        guard !shown.text.isEmpty else { return }
        let content = textRect(forBounds: bounds)
        let height = lineSize.height
        canvas.drawText(
            shown.text,
            in: CGRect(x: content.minX, y: content.midY - height / 2, width: content.width, height: height),
            style: shownStyle)
    }
}
