// A view that shows text, like UILabel: measured by the host's TextMeasurer, wrapped to the width it gets.

import Foundation

/// A view showing text, vertically centred in its bounds, like UILabel.
///
/// Its intrinsic content size is the text's size as ``TextMeasurers/current`` measures it: one line
/// per paragraph when ``numberOfLines`` is 1; otherwise wrapped to ``preferredMaxLayoutWidth`` when it
/// is positive, else to the width the layout gives the label (UIKit's automatic preferred width): the
/// layout engine solves, measures each such label at its solved width and solves again, a bounded
/// number of times (see ``LayoutStatistics/widthPasses``). Baselines come from the measurement.
open class Label: View {
    /// Labels and image views ignore touches until told otherwise, as UIKit's.
    override var takesTouchesByDefault: Bool { false }
    /// The text shown. Setting it drops the attributes of ``attributedText``.
    public var text: String? {
        didSet {
            let runsDropped = attributedState.plainTextDidChange()
            if text != oldValue || runsDropped { contentChanged() }
        }
    }
    /// The text with attributes, as UILabel's `attributedText`: the `.font` and `.foregroundColor` of its
    /// ranges are measured and drawn (the label's font and colour elsewhere); other attributes are kept
    /// but not drawn. Setting it sets ``text`` to its string.
    public var attributedText: NSAttributedString? {
        get { attributedState.stored ?? text.map { NSAttributedString(string: $0) } }
        set {
            let changed = attributedState.take(newValue)
            text = newValue?.string
            if changed { contentChanged() }
        }
    }
    /// The attributed text and its runs.
    private var attributedState = AttributedTextState()
    /// Whether the font follows the text size of the traits, as UIKit's `adjustsFontForContentSizeCategory`.
    /// Labels here always scale their font with ``TraitCollection/textScale``; the property is kept for
    /// code that sets it.
    public var adjustsFontForContentSizeCategory = false
    /// Whether a one-line label shrinks its font to fit its width, as UIKit's; kept (the text is truncated
    /// instead).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale ``adjustsFontSizeToFitWidth`` may shrink the font to; kept.
    public var minimumScaleFactor: CGFloat = 0
    /// How the text is aligned horizontally.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { displayChanged() } }
    }
    /// The color of the text.
    public var textColor: Color = .black {
        didSet { if textColor != oldValue { displayChanged() } }
    }
    /// The font (17-point system font by default, as UILabel's). Declared `UIFont!` as UIKit does: nil brings
    /// the default back, so `label.font = UIFont(name: "Unknown", size: 12)` leaves the label a font.
    public var font: Font! {
        get { storedFont }
        set {
            let font = newValue ?? .systemFont(ofSize: Font.labelFontSize)
            if font != storedFont {
                storedFont = font
                contentChanged()
            }
        }
    }
    private var storedFont: Font = .systemFont(ofSize: Font.labelFontSize)
    /// The most lines shown; 0 for as many as the text needs (1 by default, as UILabel's).
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { contentChanged() } }
    }
    /// What happens at the end of a line that does not fit (truncating the tail by default).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentChanged() } }
    }
    /// The width a multi-line label wraps at to find its intrinsic size; 0 (the default) for the width
    /// the layout gives it.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentChanged() } }
    }

    /// The width the layout gave this label when its size depends on it (automatic wrapping), nil
    /// before the first layout pass.
    var layoutWidth: CGFloat?
    /// The control that shows this label's text itself (a button's title label): told of every change.
    var contentOwner = UnretainedView(nil)
    /// The last two measurements, newest first, until something that changes them changes: the one at
    /// ``wrappingWidth`` and the one the engine last tried, so that comparing the two measures once.
    private var cachedMeasurements: [(width: CGFloat?, value: TextMeasurement)] = []

    /// Creates a label with a frame; `Label()` gives a zero frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the text is set: font, colour, alignment, lines, line breaks. The font is scaled by the text
    /// scale of the traits (the button's, for a button's title label), so text is measured and drawn larger.
    /// Natural alignment is the layout direction's side: right, right to left.
    public var textStyle: TextStyle {
        let traits = (contentOwner.view ?? self).traitCollection
        let alignment = textAlignment == .natural && traits.layoutDirection == .rightToLeft ? .right : textAlignment
        var style = TextStyle(
            font: font.scaled(by: traits.textScale), color: textColor, alignment: alignment,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        style.runs = attributedState.runs(scaledBy: traits.textScale)
        return style
    }

    // MARK: Size

    /// The text's measured size (0 × 0 without text).
    open override var intrinsicContentSize: CGSize {
        measurement(at: wrappingWidth).size
    }

    /// The size of the text wrapped to `size.width` (UIKit's `sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return measurement(at: width).size
    }

    /// The width the text is wrapped at for the intrinsic size: none for one line, else the preferred
    /// width, else the layout's.
    var wrappingWidth: CGFloat? {
        if numberOfLines == 1 { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return layoutWidth
    }

    override var dependsOnLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    override func intrinsicSizeChanges(atLayoutWidth width: CGFloat) -> Bool {
        measurement(at: width).size != measurement(at: wrappingWidth).size
    }

    override func adoptLayoutWidth(_ width: CGFloat) {
        let changes = intrinsicSizeChanges(atLayoutWidth: width)
        layoutWidth = width
        if changes { sizeChanged() }
    }

    /// The text measured at a width, from the cache when it was measured there last.
    func measurement(at width: CGFloat?) -> TextMeasurement {
        if let cached = cachedMeasurements.first(where: { $0.width == width }) { return cached.value }
        let value = TextMeasurers.current.measure(text ?? "", style: textStyle, width: width)
        cachedMeasurements = [(width, value)] + cachedMeasurements.prefix(1)
        return value
    }

    // MARK: Baselines

    /// The text's lines are centred vertically, so a baseline sits at half the height, less half the
    /// text's height, plus the measured baseline. Without text, one line of the font stands in (as UIKit
    /// places an empty label's baseline).
    override func baselinePosition(_ attribute: LayoutAttribute) -> BaselinePosition? {
        let measured = measurement(at: wrappingWidth)
        guard measured.lineCount > 0 else {
            return BaselinePosition(heightFraction: 0.5, offset: font.ascender - font.lineHeight / 2)
        }
        let baseline = attribute == .firstBaseline ? measured.firstBaseline : measured.lastBaseline
        return BaselinePosition(heightFraction: 0.5, offset: baseline - measured.size.height / 2)
    }

    // MARK: Changes

    /// Something that changes both what is drawn and the text's size changed.
    private func contentChanged() {
        cachedMeasurements = []
        sizeChanged()
        displayChanged()
        if let owner = contentOwner.view {
            owner.invalidateIntrinsicContentSize()
            owner.baselinesChanged()
        }
    }

    /// Text is measured again at the new scale.
    override func textScaleDidChange() {
        contentChanged()
    }

    /// Something that changes what is drawn changed.
    private func displayChanged() {
        setNeedsDisplay()
        contentOwner.view?.setNeedsDisplay()
    }

    /// The measured size may have changed: the content-size constraints and the constraints on the
    /// baselines are rebuilt at the next layout pass.
    private func sizeChanged() {
        invalidateIntrinsicContentSize()
        baselinesChanged()
    }

    // MARK: Drawing

    /// Draws the text centred vertically in the bounds, as UILabel does.
    open override func draw(in canvas: any DrawingCanvas) {
        guard let text, !text.isEmpty else { return }
        let style = textStyle
        let measured = TextMeasurers.current.measure(text, style: style, width: bounds.width)
        let top = (bounds.height - measured.size.height) / 2
        canvas.drawText(text, in: CGRect(x: 0, y: top, width: bounds.width, height: measured.size.height), style: style)
    }

    /// `name "text" (x, y, width, height)`.
    open override var description: String {
        "\(debugName) \"\(text ?? "")\" \(formatRect(frame))"
    }
}
