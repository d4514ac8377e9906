// Text at a given place for draw closures, and its size before drawing (Pango underneath).

import CGtk
import Foundation

extension DrawingContext {
    /// The size `text` takes in `font`, in pixels, so a caller can place it before drawing it.
    public func textSize(_ text: String, font: Font) -> CGSize {
        withTextLayout(text, font: font) { _, size in size } ?? .zero
    }

    /// Draws one line of text with its top-left corner at `origin`.
    public func showText(_ text: String, at origin: CGPoint, font: Font, color: RGBA) {
        withTextLayout(text, font: font) { layout, _ in
            guard let cairo else { return }
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(cairo, origin.x, origin.y)
            pango_cairo_show_layout(cairo, layout)
        }
    }

    /// Runs `body` with a Pango layout of `text` in `font` and its pixel size; nil once the context is invalid.
    func withTextLayout<Result>(
        _ text: String, font: Font, _ body: (OpaquePointer, CGSize) -> Result
    ) -> Result? {
        guard let cairo, let layout = pango_cairo_create_layout(cairo) else { return nil }
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
        return body(layout, CGSize(width: Double(width), height: Double(height)))
    }
}
