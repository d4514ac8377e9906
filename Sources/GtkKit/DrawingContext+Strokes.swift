// Lines, rectangles and filled boxes for draw closures (cairo underneath).

import CGtk
import Foundation

/// How a line is drawn.
public struct Stroke: Sendable, Equatable {
    /// The line's color.
    public var color: RGBA
    /// The width in pixels.
    public var width: Double
    /// Lengths of dashes and gaps, in pixels; empty for a solid line.
    public var dash: [Double]
    /// False draws whole pixels only, so a line keeps its exact color (pixel tests look for it); the line must
    /// then lie on the pixel grid, as `DrawingContext.strokeInside` arranges.
    public var antialiased: Bool

    /// Describes a stroke.
    public init(color: RGBA, width: Double = 1, dash: [Double] = [], antialiased: Bool = true) {
        self.color = color
        self.width = width
        self.dash = dash
        self.antialiased = antialiased
    }
}

extension DrawingContext {
    /// Draws a straight line.
    public func strokeLine(from start: CGPoint, to end: CGPoint, _ stroke: Stroke) {
        strokePath([start, end], stroke)
    }

    /// Draws a line through `points`, in order.
    public func strokePath(_ points: [CGPoint], _ stroke: Stroke) {
        guard let cairo, let first = points.first else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        apply(stroke, to: cairo)
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        cairo_stroke(cairo)
    }

    /// Draws the border of `rect` inside it, `stroke.width` pixels thick, so that the border covers exactly
    /// the outermost pixels of a rectangle on the pixel grid (and never spills onto its neighbours).
    public func strokeInside(_ rect: CGRect, _ stroke: Stroke) {
        guard let cairo, rect.width > 0, rect.height > 0 else { return }
        let inset = min(stroke.width / 2, rect.width / 2, rect.height / 2)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        apply(stroke, to: cairo)
        cairo_rectangle(cairo, rect.minX + inset, rect.minY + inset, rect.width - 2 * inset, rect.height - 2 * inset)
        cairo_stroke(cairo)
    }

    /// Paints `rect` with `color`.
    public func fill(_ rect: CGRect, color: RGBA) {
        guard let cairo else { return }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
    }

    private func apply(_ stroke: Stroke, to cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, stroke.color.red, stroke.color.green, stroke.color.blue, stroke.color.alpha)
        cairo_set_line_width(cairo, stroke.width)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        cairo_set_antialias(cairo, stroke.antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        stroke.dash.withUnsafeBufferPointer { dashes in
            cairo_set_dash(cairo, dashes.baseAddress, Int32(dashes.count), 0)
        }
    }
}

extension DrawingContext {
    /// Paints the polygon through `points` (closed) with `color`.
    public func fillPolygon(_ points: [CGPoint], color: RGBA) {
        guard let cairo, let first = points.first else { return }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        cairo_close_path(cairo)
        cairo_fill(cairo)
    }

    /// Draws the outline of the polygon through `points`, closed.
    public func strokePolygon(_ points: [CGPoint], _ stroke: Stroke) {
        guard let first = points.first else { return }
        strokePath(points + [first], stroke)
    }
}
