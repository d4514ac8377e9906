// iOS 15's button configurations: a style, a title and an image in content insets, as UIButton.Configuration.

import Foundation

extension Button {
    /// How a button looks and what it shows, as UIButton.Configuration: `var config = UIButton.Configuration
    /// .filled(); config.title = "Buy"; button.configuration = config`.
    ///
    /// A configured button is its content (image, ``imagePadding``, title in its ``buttonSize``'s font: 17
    /// points for medium and large) plus ``contentInsets`` (the size's until set: 7 above and below and 12 at
    /// the sides for medium), with a background rounded as ``cornerStyle`` says for the filled, tinted and
    /// grey styles.
    public struct Configuration: Equatable, Sendable {
        /// The look, as the static constructors name them.
        public enum Style: Hashable, Sendable {
            /// No background, the title in the tint.
            case plain
            /// A tint background, a white title.
            case filled
            /// A pale tint background, the title in the tint.
            case tinted
            /// A grey background, the title in the tint.
            case gray
        }

        /// The look.
        public var style: Style
        /// The title.
        public var title: String?
        /// A line under the title; kept, not drawn.
        public var subtitle: String?
        /// The image before the title.
        public var image: Image?
        /// The space between the image and the title; 0 by default, as UIKit's.
        public var imagePadding: CGFloat = 0
        /// The space between the content and the edges: the ``buttonSize``'s until set.
        public var contentInsets: DirectionalEdgeInsets {
            get { explicitContentInsets ?? buttonSize.contentInsets }
            set { explicitContentInsets = newValue }
        }
        private var explicitContentInsets: DirectionalEdgeInsets?
        /// The size class of the button, which sets its title font and default insets (medium by default).
        public var buttonSize = Size.medium
        /// How the background's corners are rounded (dynamic by default).
        public var cornerStyle = CornerStyle.dynamic
        /// The title's and image's colour; the style's when nil.
        public var baseForegroundColor: Color?
        /// The background's colour; the style's when nil.
        public var baseBackgroundColor: Color?

        /// Configurations are equal when everything is, the image by identity (images are files).
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.image === rhs.image
                && lhs.imagePadding == rhs.imagePadding && lhs.contentInsets == rhs.contentInsets
                && lhs.buttonSize == rhs.buttonSize && lhs.cornerStyle == rhs.cornerStyle
                && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor
        }

        /// A configuration of a style with nothing in it.
        public init(style: Style) {
            self.style = style
        }

        /// No background, the title in the tint.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tint background and a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A pale tint background, the title in the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background, the title in the tint.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// iOS 15's bordered style: drawn as ``gray()``.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// iOS 15's bordered, tinted style: drawn as ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// iOS 15's prominent bordered style: drawn as ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// iOS 15's borderless style: drawn as ``plain()``.
        public static func borderless() -> Configuration { Configuration(style: .plain) }

        /// The background's corner radius for the dynamic and fixed styles.
        static let cornerRadius: CGFloat = 6
    }

    /// A button with a configuration, as `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The title's style in a configuration: the size's font, scaled by the traits, in the foreground colour.
    func configuredTitleStyle(_ configuration: Configuration) -> TextStyle {
        TextStyle(
            font: configuration.buttonSize.titleFont.scaled(by: traitCollection.textScale),
            color: configuredForeground(configuration), alignment: .center)
    }

    /// The foreground colour: the configuration's, else white on a filled button and the tint elsewhere.
    func configuredForeground(_ configuration: Configuration) -> Color {
        configuration.baseForegroundColor ?? (configuration.style == .filled ? .white : tintColor ?? .systemBlue)
    }

    /// The background colour, nil for none.
    func configuredBackground(_ configuration: Configuration) -> Color? {
        if let base = configuration.baseBackgroundColor { return base }
        let tint = tintColor ?? .systemBlue
        switch configuration.style {
        case .plain: return nil
        case .filled: return tint
        case .tinted: return tint.withAlphaComponent(0.15)
        case .gray: return Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        }
    }

    /// The title's and image's sizes, and the whole content's (image, padding, title, side by side).
    func configuredContent(_ configuration: Configuration) -> (title: CGSize, image: CGSize, content: CGSize) {
        let style = configuredTitleStyle(configuration)
        let title =
            configuration.title.map { TextMeasurers.current.measure($0, style: style, width: nil).size } ?? .zero
        let image = configuration.image?.size ?? .zero
        let padding = title.width > 0 && image.width > 0 ? configuration.imagePadding : 0
        return (
            title, image,
            CGSize(
                width: image.width + padding + title.width,
                height: max(image.height, title.height, title == .zero ? style.font.lineHeight : 0))
        )
    }

    /// The content plus the insets.
    func configuredSize(_ configuration: Configuration) -> CGSize {
        let content = configuredContent(configuration).content
        let insets = configuration.contentInsets
        return CGSize(
            width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom
        )
    }

    /// The background, then the image and the title, centred together in the bounds less the insets.
    func drawConfigured(_ configuration: Configuration, in canvas: any DrawingCanvas) {
        if let background = configuredBackground(configuration) {
            canvas.fill(
                bounds, cornerRadius: configuration.cornerStyle.radius(height: bounds.height), color: background)
        }
        let (title, image, content) = configuredContent(configuration)
        let area = bounds.inset(by: configuration.contentInsets.edgeInsets(in: traitCollection.layoutDirection))
        var x = area.midX - content.width / 2
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let pieces: [(width: CGFloat, draw: (CGFloat) -> Void)] = [
            (
                image.width,
                { x in
                    guard let picture = configuration.image else { return }
                    let rect = CGRect(x: x, y: area.midY - image.height / 2, width: image.width, height: image.height)
                    canvas.drawImage(
                        picture, in: rect, contentMode: .scaleToFill, tint: self.configuredForeground(configuration))
                }
            ),
            (title.width > 0 && image.width > 0 ? configuration.imagePadding : 0, { _ in }),
            (
                title.width,
                { x in
                    guard let text = configuration.title else { return }
                    canvas.drawText(
                        text,
                        in: CGRect(x: x, y: area.midY - title.height / 2, width: title.width, height: title.height),
                        style: self.configuredTitleStyle(configuration))
                }
            ),
        ]
        for piece in rightToLeft ? pieces.reversed() : pieces {
            piece.draw(x)
            x += piece.width
        }
    }
}
