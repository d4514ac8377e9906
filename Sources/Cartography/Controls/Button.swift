// A button: a title per state, a title font, content insets, and the size they give it, as UIButton.

import Foundation

/// A control showing a title, as UIButton (the classic configuration-less one).
///
/// Its intrinsic size is the current title's measured size plus ``contentEdgeInsets``; with zero
/// insets UIKit pads a title 6 points above and below, so `UIButton(type: .system)` titled "Button"
/// (15-point font) is 30 high as in UIKit (the width is the fixed measurer's, 54). A title with no
/// text is as wide as the insets and one line high.
///
/// ``titleLabel`` holds the title's font and colour; it is not a subview: the button draws its title
/// itself and places its baselines, and changing the label resizes and redraws the button.
open class Button: Control {
    /// The kinds of button, as `UIButton.ButtonType`; only `.system` and `.custom` differ here (the
    /// title color).
    public enum ButtonType: Sendable {
        /// UIKit's button types; `.system` draws its title in the tint color, the others as `.custom`.
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// UIKit's system tint (a system button's title color).
    static let tintBlue = Color(red: 0, green: 122 / 255, blue: 1)
    /// What UIKit pads a title with, above and below, when the content insets are zero.
    static let implicitVerticalPadding: CGFloat = 6

    /// The kind of button, fixed at creation.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private var backgroundImages: [UInt: Image] = [:]
    private let storedTitleLabel = Label()

    /// The iOS 15 configuration; when set, the button shows its style, image and title (not the per-state
    /// titles) at its size.
    public var configuration: Configuration? {
        didSet { if configuration != oldValue { contentChanged() } }
    }

    /// Space around the title, inside the button's bounds.
    public var contentEdgeInsets = EdgeInsets.zero {
        didSet { if contentEdgeInsets != oldValue { contentChanged() } }
    }

    /// Creates a custom button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedTitleLabel.font = .systemFont(ofSize: Font.buttonFontSize)
        storedTitleLabel.textColor = .white
        storedTitleLabel.textAlignment = .center
        storedTitleLabel.contentOwner = UnretainedView(self)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A button of a kind: `UIButton(type: .system)` has a blue title.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        if type != .custom { storedTitleLabel.textColor = Button.tintBlue }
    }

    deinit {
        storedTitleLabel.contentOwner = UnretainedView(nil)
    }

    /// The label holding the title's font and colour (`button.titleLabel?.font = …`); always present.
    public var titleLabel: Label? { storedTitleLabel }

    // MARK: Titles per state

    /// Sets the title shown in a state; `.normal`'s shows in states that have none.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title set for a state, or nil.
    public func title(for state: State) -> String? {
        titles[state.rawValue]
    }

    /// The title shown now: the current state's, else the normal state's.
    public var currentTitle: String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the image shown before the title in a state; `.normal`'s shows in states that have none.
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentChanged()
    }

    /// The image set for a state, or nil.
    public func image(for state: State) -> Image? {
        images[state.rawValue]
    }

    /// The image shown now: the current state's, else the normal state's.
    public var currentImage: Image? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The current image's size, zero without one.
    var imageSize: CGSize { currentImage?.size ?? .zero }

    /// Sets the image stretched over the whole button in a state, behind the title and image, as UIKit's
    /// (`.normal`'s shows in states that have none). The button is at least as large as it.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        contentChanged()
    }

    /// The background image set for a state, or nil.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state.rawValue]
    }

    /// The background image shown now: the current state's, else the normal state's.
    public var currentBackgroundImage: Image? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// Sets the title's color in a state; `.normal`'s (else the button type's) shows in states that
    /// have none.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title color set for a state, or nil.
    public func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue]
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateTitle()
    }

    override var primaryActionEvents: Event { .touchUpInside }

    override func textScaleDidChange() {
        storedTitleLabel.textScaleDidChange()
    }

    /// Shows the current state's title and color in the title label (which tells the button).
    private func updateTitle() {
        storedTitleLabel.text = currentTitle
        let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
        storedTitleLabel.textColor = color ?? (buttonType == .custom ? .white : Button.tintBlue)
    }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        baselinesChanged()
        setNeedsDisplay()
    }

    // MARK: Size and baselines

    /// The insets the title sits in: ``contentEdgeInsets``, or UIKit's 6-point padding when they are zero.
    var titleInsets: EdgeInsets {
        guard contentEdgeInsets == .zero else { return contentEdgeInsets }
        return EdgeInsets(
            top: Button.implicitVerticalPadding, left: 0, bottom: Button.implicitVerticalPadding, right: 0)
    }

    /// The title's one-line size, a line high even without a title.
    private var titleSize: CGSize {
        let measured = storedTitleLabel.measurement(at: nil)
        guard measured.lineCount > 0 else {
            return CGSize(width: 0, height: storedTitleLabel.textStyle.font.lineHeight)
        }
        return measured.size
    }

    /// The title's size plus the insets (a configuration's content and insets, for a configured button), at
    /// least the background image's size.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredSize(configuration) }
        let title = titleSize
        let insets = titleInsets
        let image = imageSize
        let background = currentBackgroundImage?.size ?? .zero
        return CGSize(
            width: max(image.width + title.width + insets.left + insets.right, background.width),
            height: max(max(title.height, image.height) + insets.top + insets.bottom, background.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The title is centred in the bounds less the insets; its baselines with it.
    override func baselinePosition(_ attribute: LayoutAttribute) -> BaselinePosition? {
        if let configuration {
            let style = configuredTitleStyle(configuration)
            let insets = configuration.contentInsets
            let title = configuredContent(configuration).title
            let height = title.height > 0 ? title.height : style.font.lineHeight
            return BaselinePosition(
                heightFraction: 0.5,
                offset: Double((insets.top - insets.bottom) / 2 - height / 2 + style.font.ascender))
        }
        let measured = storedTitleLabel.measurement(at: nil)
        let insets = titleInsets
        let baseline = measured.lineCount > 0 ? measured.firstBaseline : storedTitleLabel.textStyle.font.ascender
        return BaselinePosition(
            heightFraction: 0.5, offset: Double((insets.top - insets.bottom) / 2 - titleSize.height / 2 + baseline))
    }

    // MARK: Drawing

    /// Draws the title centred in the bounds less the insets.
    open override func draw(in canvas: any DrawingCanvas) {
        if let configuration { return drawConfigured(configuration, in: canvas) }
        if let background = currentBackgroundImage {
            canvas.drawImage(background, in: bounds, contentMode: .scaleToFill)
        }
        var content = bounds.inset(by: titleInsets)
        if let image = currentImage {
            // The image and the title are centred together, the image first, as UIKit's classic button.
            let title = currentTitle?.isEmpty == false ? titleSize.width : 0
            let left = content.midX - (image.size.width + title) / 2
            let rect = CGRect(
                x: left, y: content.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
            canvas.drawImage(image, in: rect, contentMode: .scaleToFill, tint: tintColor ?? .systemBlue)
            content = CGRect(x: rect.maxX, y: content.minY, width: title, height: content.height)
        }
        guard let title = currentTitle, !title.isEmpty else { return }
        let size = titleSize
        let rect = CGRect(
            x: content.minX, y: content.minY + (content.height - size.height) / 2, width: content.width,
            height: size.height)
        canvas.drawText(title, in: rect, style: storedTitleLabel.textStyle)
    }
}
