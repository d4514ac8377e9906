// The standard list cell content as a value: image, text and secondary text, as UIListContentConfiguration.

import Foundation

/// The content of a standard list row, as UIListContentConfiguration: an image at the leading side, a
/// text, and a secondary text below it (``cell()``, ``subtitleCell()``) or at the trailing side
/// (``valueCell()``), inside the row's layout margins (11 above and below, 16 at the sides), so a
/// self-sizing row is as tall as its texts need.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Ada Lovelace"
/// content.secondaryText = "Analyst"
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration: ContentConfiguration {
    /// How a text is drawn, as `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// The most lines shown; 0 (the default) for as many as the text needs.
        public var numberOfLines = 0
    }

    /// Where the secondary text goes.
    enum Layout {
        case below, trailing
    }

    let layout: Layout
    /// The main text.
    public var text: String?
    /// The second text, below the main one or at the trailing side.
    public var secondaryText: String?
    /// The image at the leading side.
    public var image: Image?
    /// How the main text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The space between the image and the texts; 16, as UIKit's.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The margins around the content: 11 above and below, 16 at the sides, as UIKit's.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    private init(layout: Layout, secondaryFont: Font, secondaryColor: Color) {
        self.layout = layout
        textProperties = TextProperties(font: .systemFont(ofSize: Font.labelFontSize), color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    /// A plain row: text with an optional secondary text below in a smaller font.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .below, secondaryFont: .systemFont(ofSize: 15), secondaryColor: .label)
    }

    /// A row with a secondary text below the text, smaller and grey.
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(
            layout: .below, secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel)
    }

    /// A row with the secondary text at the trailing side, grey (a settings row's value).
    public static func valueCell() -> ListContentConfiguration {
        ListContentConfiguration(
            layout: .trailing, secondaryFont: .systemFont(ofSize: Font.labelFontSize), secondaryColor: .secondaryLabel)
    }

    /// A ``ListContentView`` showing this content.
    public func makeContentView() -> View & ContentView {
        ListContentView(configuration: self)
    }
}
