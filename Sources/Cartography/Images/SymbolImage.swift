// SF Symbols by name, as placeholders of a symbol's size; tinted and template images.

import Foundation

extension Image {
    /// How large a symbol is drawn, as UIImage.SymbolConfiguration: a point size (the text it sits in),
    /// or a text style's.
    public struct SymbolConfiguration: Sendable, Hashable {
        /// The point size of the text the symbol matches; 17 (body text) by default, as UIKit's.
        public var pointSize: CGFloat
        /// The stroke weight; kept.
        public var weight: Font.Weight

        /// A symbol matching text of `pointSize` points.
        public init(pointSize: CGFloat, weight: Font.Weight = .regular) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
            self.weight = weight
        }

        /// A symbol matching a text style's font.
        public init(textStyle: Font.TextStyle) {
            self.init(pointSize: textStyle.defaultSizeAndWeight.size, weight: textStyle.defaultSizeAndWeight.weight)
        }

        /// A symbol at body size with a weight.
        public init(weight: Font.Weight) {
            self.init(pointSize: 17, weight: weight)
        }

        /// The side of the square a symbol takes: 1.2 × the point size (a line of the text it matches),
        /// rounded to a whole point; 20 for body text. Real symbols vary in width; the placeholder is square.
        var side: CGFloat { (pointSize * 1.2).rounded() }
    }

    /// The SF Symbol called `name`, as `UIImage(systemName:)`: a placeholder of the symbol's size (20 × 20
    /// at body size) that hosts draw as a rounded square with the name in it, in the tint. Nil for an empty
    /// name; any other name is accepted (the symbol set is not shipped here).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` at a configuration's size, as `UIImage(systemName:withConfiguration:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        self.init(symbolName: name, side: (configuration ?? SymbolConfiguration(pointSize: 17)).side)
    }

    /// The same image drawn in `color`, as UIImage's `withTintColor(_:)` (a template, as UIKit makes it).
    public func withTintColor(_ color: Color) -> Image {
        Image(
            copying: self, tintColor: color,
            renderingMode: renderingMode == .automatic ? .alwaysTemplate : renderingMode)
    }

    /// The same image in `color`, drawn in `mode`, as UIImage's `withTintColor(_:renderingMode:)`: with
    /// `.alwaysOriginal` a symbol keeps `color` whatever tint its image view has.
    public func withTintColor(_ color: Color, renderingMode mode: RenderingMode) -> Image {
        Image(copying: self, tintColor: color, renderingMode: mode)
    }

    /// The same image drawn in another mode, as UIImage's `withRenderingMode(_:)`.
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        Image(copying: self, tintColor: tintColor, renderingMode: mode)
    }

    /// The same symbol at another configuration's size; a file image is returned as it is.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let symbolName, format == .symbol else { return self }
        let resized = Image(symbolName: symbolName, side: configuration.side)
        return Image(copying: resized, tintColor: tintColor, renderingMode: renderingMode)
    }
}

extension DrawingCanvas {
    /// Draws an image fitted into `rect` as `contentMode` says; a symbol as its placeholder: a rounded square
    /// outlined in its colour (the image's tint, else `tint`, for a template) with the symbol's name inside.
    public func drawImage(_ image: Image, in rect: CGRect, contentMode: View.ContentMode, tint: Color) {
        guard image.format == .symbol else {
            drawImage(image, in: rect, contentMode: contentMode)
            return
        }
        let color = image.isTemplate ? image.tintColor ?? tint : .black
        let square = contentMode.rect(forContentOfSize: image.size, in: rect)
        fill(square, cornerRadius: square.width / 5, color: color.withAlphaComponent(0.15))
        stroke(square, cornerRadius: square.width / 5, lineWidth: 1, color: color)
        let name = image.symbolName ?? ""
        let style = TextStyle(
            font: .systemFont(ofSize: max(4, min(square.height / 3, 10))), color: color, alignment: .center,
            numberOfLines: 2, lineBreakMode: .byCharWrapping)
        let measured = TextMeasurers.current.measure(name, style: style, width: square.width)
        drawText(
            name,
            in: CGRect(
                x: square.minX, y: square.midY - measured.size.height / 2, width: square.width,
                height: measured.size.height), style: style)
    }
}

extension Image: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName: "logo")`, as Xcode's image literals write it: the image ``init(named:)``
    /// finds, or, when there is none, a 20-point placeholder labelled with the name (as a symbol's), so that
    /// a screen whose assets are not at hand still previews.
    public convenience init(imageLiteralResourceName name: String) {
        if let found = Image(named: name) {
            self.init(copying: found, tintColor: nil, renderingMode: .automatic)
        } else {
            self.init(symbolName: name, side: 20)
        }
    }
}

/// The default type of `#imageLiteral(…)` without a type in context, as UIImage is on iOS.
public typealias _ImageLiteralType = Image
