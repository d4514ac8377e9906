// A scrolling view of multi-line text, as UITextView; with scrolling off it sizes itself to its text.

import Foundation

/// Multi-line text in a scroll view, as UITextView: the text is wrapped to the width less the text
/// container's padding (5 points each side) and inset (8 points above and below), in the 12-point
/// system font by default, as UIKit's. With ``isScrollEnabled`` false it takes its text's height as its
/// intrinsic height at the width the layout gives it (a self-sizing text view, as UIKit's).
open class TextView: ScrollView {
    /// UIKit's padding each side of every line, the default of `textContainer.lineFragmentPadding`.
    public static let lineFragmentPadding: CGFloat = 5

    /// The text shown. Setting it drops the attributes of ``attributedText``.
    public var text: String! = "" {
        didSet {
            let runsDropped = attributedState.plainTextDidChange()
            if text != oldValue || runsDropped { contentChanged() }
        }
    }
    /// The text with attributes, as UITextView's `attributedText`: the `.font` and `.foregroundColor` of its
    /// ranges are measured and drawn (the view's font and colour elsewhere); other attributes are kept but not
    /// drawn. Setting it sets ``text`` to its string.
    public var attributedText: NSAttributedString! {
        get { attributedState.stored ?? NSAttributedString(string: text ?? "") }
        set {
            let changed = attributedState.take(newValue)
            text = newValue?.string ?? ""
            if changed { contentChanged() }
        }
    }
    /// The attributed text and its runs.
    private var attributedState = AttributedTextState()
    /// The region the text is laid out in, as UITextView's `textContainer`: its
    /// ``TextContainer/lineFragmentPadding`` (5 points) is left free at each end of every line.
    public let textContainer = TextContainer()
    /// The font (12-point system font by default, as UITextView's).
    public var font: Font? = .systemFont(ofSize: 12) {
        didSet { if font != oldValue { contentChanged() } }
    }
    /// The text's colour; black by default.
    public var textColor: Color? = .black {
        didSet { setNeedsDisplay() }
    }
    /// How lines are aligned.
    public var textAlignment: TextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }
    /// Space around the text; 8 points above and below, as UIKit's.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { contentChanged() }
    }
    /// Whether the text can be edited (true by default): a tap makes the view the first responder.
    public var isEditable = true
    /// The caret and the selection while the view is the first responder; nil while it is not.
    var textSelection: TextSelection? {
        didSet { if textSelection != oldValue { setNeedsDisplay() } }
    }

    /// An editable text view takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing with the caret at the end of the text.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard super.becomeFirstResponder() else { return false }
        textSelection = TextSelection(caret: (text ?? "").count)
        return true
    }

    /// Ends editing: the caret goes.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        super.resignFirstResponder()
        textSelection = nil
        return true
    }
    /// Whether the text can be selected (true by default); kept.
    public var isSelectable = true
    /// Whether the font follows the text size (kept, as ``Label/adjustsFontForContentSizeCategory``).
    public var adjustsFontForContentSizeCategory = false
    /// Whether the view scrolls its text (true by default); false makes it as tall as its text.
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { contentChanged() } }
    }
    /// The width the layout last gave the view.
    private var layoutWidth: CGFloat?

    /// A text view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.owner = self
        clipsToBounds = true
        backgroundColor = .white
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the text is set.
    var textStyle: TextStyle {
        let traits = traitCollection
        // Natural alignment is the layout direction's side, as a label's.
        let alignment = textAlignment == .natural && traits.layoutDirection == .rightToLeft ? .right : textAlignment
        var style = TextStyle(
            font: (font ?? .systemFont(ofSize: 12)).scaled(by: traits.textScale), color: textColor ?? .black,
            alignment: alignment, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        style.runs = attributedState.runs(scaledBy: traits.textScale)
        return style
    }

    /// The size of the text and its insets in a view `width` wide.
    func fittingSize(width: CGFloat) -> CGSize {
        let inset = textContainerInset
        let textWidth = max(0, width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding)
        let text = self.text ?? ""
        let measured = TextMeasurers.current.measure(text.isEmpty ? " " : text, style: textStyle, width: textWidth)
        return CGSize(width: width, height: measured.size.height + inset.top + inset.bottom)
    }

    /// With scrolling off, the text's height at the layout's width (no intrinsic width); with scrolling
    /// on, none, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled, let layoutWidth else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return CGSize(width: View.noIntrinsicMetric, height: fittingSize(width: layoutWidth).height)
    }

    /// The text's size at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(width: size.width) }

    override var dependsOnLayoutWidth: Bool { !isScrollEnabled }

    override func intrinsicSizeChanges(atLayoutWidth width: CGFloat) -> Bool {
        guard let layoutWidth else { return true }
        return fittingSize(width: width).height != fittingSize(width: layoutWidth).height
    }

    override func adoptLayoutWidth(_ width: CGFloat) {
        let changes = intrinsicSizeChanges(atLayoutWidth: width)
        layoutWidth = width
        if changes { invalidateIntrinsicContentSize() }
    }

    override func textScaleDidChange() {
        contentChanged()
    }

    func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The text from the top-left of the container, cut at the bounds (the view clips), with the selection
    /// behind it and the caret while editing.
    open override func draw(in canvas: any DrawingCanvas) {
        let text = self.text ?? ""
        drawSelection(in: canvas)
        defer { drawCaret(in: canvas) }
        guard !text.isEmpty else { return }
        let inset = textContainerInset
        let x = inset.left + textContainer.lineFragmentPadding
        let width = max(0, bounds.width - x - inset.right - textContainer.lineFragmentPadding)
        let measured = TextMeasurers.current.measure(text, style: textStyle, width: width)
        canvas.drawText(
            text, in: CGRect(x: x, y: inset.top, width: width, height: measured.size.height), style: textStyle)
    }
}
