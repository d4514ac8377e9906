// What a draw closure can paint: solid fills and centred text (cairo and Pango underneath); lines and
// placed text are in DrawingContext+Strokes.swift and DrawingContext+Text.swift.

import CGtk

/// A font for `DrawingContext.showCenteredText`, sized in pixels so text does not scale with the screen's DPI.
public struct Font: Sendable, Equatable {
    /// A family name or fontconfig alias, such as `"Sans"`.
    public var family: String
    /// The em size in pixels.
    public var pixelSize: Double
    /// Whether to use the bold weight.
    public var isBold: Bool

    /// Describes a font.
    public init(family: String, pixelSize: Double, isBold: Bool = false) {
        self.family = family
        self.pixelSize = pixelSize
        self.isBold = isBold
    }
}

/// The canvas handed to a draw closure. It is valid only while the closure runs; later calls do nothing.
@MainActor
public final class DrawingContext {
    /// Nil once the draw closure has returned.
    private(set) var cairo: OpaquePointer?

    /// The size of the area being painted, in pixels.
    public let size: PixelSize

    init(cairo: OpaquePointer?, size: PixelSize) {
        self.cairo = cairo
        self.size = size
    }

    func invalidate() {
        cairo = nil
    }

    /// Paints the whole area with `color`.
    public func fill(_ color: RGBA) {
        guard let cairo else { return }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_paint(cairo)
    }

    /// Draws one line of text centred in the area, laid out by Pango.
    public func showCenteredText(_ text: String, font: Font, color: RGBA) {
        withTextLayout(text, font: font) { layout, textSize in
            guard let cairo else { return }
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(cairo, (Double(size.width) - textSize.width) / 2, (Double(size.height) - textSize.height) / 2)
            pango_cairo_show_layout(cairo, layout)
        }
    }
}
