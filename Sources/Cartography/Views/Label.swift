// A view that shows a line of text, like UILabel.

import Foundation

/// How a label aligns its text, like NSTextAlignment.
public enum TextAlignment: Sendable {
    case left, center, right, justified, natural
}

/// A font size and weight, and the metrics layout needs (for baselines).
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are, like UIFont.Weight.
    public enum Weight: Sendable, Hashable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public var pointSize: CGFloat
    /// The weight of the system font.
    public var weight: Weight = .regular
    /// Distance from the baseline to the top of the line box.
    public var ascender: CGFloat
    /// Distance from the baseline to the bottom of the line box (positive).
    public var descender: CGFloat

    /// A system font: ascender 0.95 and descender 0.25 of the size (close to DejaVu Sans and Cantarell).
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight, ascender: size * 0.95, descender: size * 0.25)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    public var lineHeight: CGFloat { ascender + descender }
}

/// A view showing a line of text, vertically centered, like UILabel.
open class Label: View {
    /// The text shown.
    public var text: String? {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    /// How the text is aligned horizontally.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }
    /// The color of the text.
    public var textColor: Color = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    /// The font, whose metrics place the baselines.
    public var font: Font = .systemFont(ofSize: 17) {
        didSet {
            if font != oldValue {
                constantsChanged(of: [self])
                setNeedsDisplay()
            }
        }
    }

    /// How the text is set: font, colour, alignment.
    public var textStyle: TextStyle {
        TextStyle(font: font, color: textColor, alignment: textAlignment)
    }

    /// Draws the text centred vertically in the bounds, as UILabel does.
    open override func draw(in canvas: any DrawingCanvas) {
        guard let text, !text.isEmpty else { return }
        let style = textStyle
        let measured = TextMeasurers.current.measure(text, style: style, width: bounds.width)
        let top = (bounds.height - measured.size.height) / 2
        canvas.drawText(text, in: CGRect(x: 0, y: top, width: bounds.width, height: measured.size.height), style: style)
    }

    /// Creates a label with a frame; `Label()` gives a zero frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `name "text" (x, y, width, height)`.
    open override var description: String {
        "\(debugName) \"\(text ?? "")\" \(formatRect(frame))"
    }
}
