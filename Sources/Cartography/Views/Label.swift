// A view that shows a line of text, like UILabel.

import Foundation

/// How a label aligns its text, like NSTextAlignment.
public enum TextAlignment: Sendable {
    case left, center, right, justified, natural
}

/// A font size and the metrics layout needs (for baselines).
public struct Font: Hashable, Sendable {
    public var pointSize: CGFloat
    /// Distance from the baseline to the top of the line box.
    public var ascender: CGFloat
    /// Distance from the baseline to the bottom of the line box (positive).
    public var descender: CGFloat

    /// A system font: ascender 0.95 and descender 0.25 of the size (close to DejaVu Sans and Cantarell).
    public static func systemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, ascender: size * 0.95, descender: size * 0.25)
    }

    public var lineHeight: CGFloat { ascender + descender }
}

/// A view showing a line of text, vertically centered, like UILabel.
open class Label: View {
    /// The text shown.
    public var text: String?
    /// How the text is aligned horizontally.
    public var textAlignment: TextAlignment = .natural
    /// The color of the text.
    public var textColor: Color = .black
    /// The font, whose metrics place the baselines.
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { constantsChanged(of: [self]) } }
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// `name "text" (x, y, width, height)`.
    open override var description: String {
        "\(debugName) \"\(text ?? "")\" \(formatRect(frame))"
    }
}
