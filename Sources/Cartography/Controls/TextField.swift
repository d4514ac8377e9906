// A one-line text field: text or placeholder, font, border style, and the size they give it, as UITextField.

import Foundation

/// A one-line text input, as UITextField (there is no keyboard here: set ``text`` and send
/// `.editingChanged` to simulate typing).
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
    private var storedText = ""
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

    /// What is shown: the text, or the placeholder while it is empty.
    var shownText: (text: String, isPlaceholder: Bool) {
        storedText.isEmpty ? (placeholder ?? "", true) : (storedText, false)
    }

    var shownStyle: TextStyle {
        let shown = shownText
        return TextStyle(
            font: effectiveFont, color: shown.isPlaceholder ? TextField.placeholderColor : textColor ?? .black,
            alignment: textAlignment)
    }

    /// One line of the shown text, a line high even when empty.
    private var lineSize: CGSize {
        let measured = TextMeasurers.current.measure(shownText.text, style: shownStyle, width: nil)
        return CGSize(width: measured.size.width, height: max(measured.size.height, effectiveFont.lineHeight))
    }

    /// One line of the text or placeholder, plus the border's insets.
    open override var intrinsicContentSize: CGSize {
        let line = lineSize
        let insets = borderStyle.insets
        return CGSize(width: line.width + insets.left + insets.right, height: line.height + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The line is centred vertically in the bounds.
    override func baselinePosition(_ attribute: LayoutAttribute) -> BaselinePosition? {
        BaselinePosition(heightFraction: 0.5, offset: Double(effectiveFont.ascender - lineSize.height / 2))
    }

    private func contentChanged() {
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
        guard !shown.text.isEmpty else { return }
        let content = bounds.inset(by: borderStyle.insets)
        let height = lineSize.height
        canvas.drawText(
            shown.text,
            in: CGRect(x: content.minX, y: content.midY - height / 2, width: content.width, height: height),
            style: shownStyle)
    }
}
