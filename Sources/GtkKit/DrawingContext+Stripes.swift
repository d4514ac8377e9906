// Diagonal warning stripes, as Flutter draws along an edge its content overflows.

import CGtk
import Foundation

extension DrawingContext {
    /// Fills `rect` with 45° stripes `stripeWidth` pixels wide, alternating `first` and `second`, without
    /// antialiasing, so every pixel is exactly one of the two colours.
    public func fillStripes(_ rect: CGRect, stripeWidth: Double, first: RGBA, second: RGBA) {
        guard let cairo, rect.width > 0, rect.height > 0, stripeWidth > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
        cairo_set_source_rgba(cairo, first.red, first.green, first.blue, first.alpha)
        cairo_paint(cairo)
        cairo_set_source_rgba(cairo, second.red, second.green, second.blue, second.alpha)
        // Parallelograms leaning right, every other stripe, across the rectangle and its height beyond.
        var x = rect.minX - rect.height
        while x < rect.maxX {
            cairo_move_to(cairo, x, rect.maxY)
            cairo_line_to(cairo, x + stripeWidth, rect.maxY)
            cairo_line_to(cairo, x + stripeWidth + rect.height, rect.minY)
            cairo_line_to(cairo, x + rect.height, rect.minY)
            cairo_close_path(cairo)
            x += 2 * stripeWidth
        }
        cairo_fill(cairo)
    }
}
