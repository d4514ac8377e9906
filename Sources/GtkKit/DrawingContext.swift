// What a draw closure can paint: solid fills and centred text (cairo and Pango underneath).

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
    private var cairo: OpaquePointer?

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
        guard let cairo, let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.pixelSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, font.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, (Double(size.width) - Double(width)) / 2, (Double(size.height) - Double(height)) / 2)
        pango_cairo_show_layout(cairo, layout)
    }
}
