// Text set by Pango: one description of how a string is set, measured and drawn the same way.

import CGtk
import Foundation

/// How a piece of text is set by Pango: font, wrapping, truncation, alignment and a width.
///
/// The same value measures (`measure()`) and draws (`DrawingContext.showText(_:at:color:)`), so what is drawn
/// takes exactly the size that was measured.
public struct TextLayout: Sendable, Hashable {
    /// Where lines break when they are too long.
    public enum Wrapping: Sendable, Hashable {
        /// One line per paragraph.
        case none
        case words
        case characters
    }

    /// Where an ellipsis replaces what does not fit.
    public enum Truncation: Sendable, Hashable {
        case none, start, middle, end
    }

    public enum Alignment: Sendable, Hashable {
        case left, center, right, justified
    }

    public var text: String
    public var family: String
    public var pixelSize: Double
    /// CSS weights: 400 regular, 700 bold.
    public var weight: Int
    public var wrapping: Wrapping
    public var truncation: Truncation
    public var alignment: Alignment
    /// The most lines shown; 0 for any number.
    public var maximumLines: Int
    /// The width lines wrap, truncate and align within; nil for unbounded.
    public var width: Double?
    /// Whether the text is italic.
    public var isItalic = false
    /// Ranges in their own font or colour (see `Run`).
    public var runs: [Run] = []

    public init(
        text: String, family: String = "Sans", pixelSize: Double, weight: Int = 400, wrapping: Wrapping = .none,
        truncation: Truncation = .none, alignment: Alignment = .left, maximumLines: Int = 0, width: Double? = nil
    ) {
        self.text = text
        self.family = family
        self.pixelSize = pixelSize
        self.weight = weight
        self.wrapping = wrapping
        self.truncation = truncation
        self.alignment = alignment
        self.maximumLines = maximumLines
        self.width = width
    }

    /// The size and baselines of set text, in pixels.
    public struct Metrics: Sendable, Hashable {
        public var width: Double
        public var height: Double
        /// From the top to the first line's baseline.
        public var firstBaseline: Double
        /// From the top to the last shown line's baseline.
        public var lastBaseline: Double
        /// The lines shown.
        public var lineCount: Int
    }

    /// Measures the text without drawing it (no display needed: Pango's cairo font map works headless).
    public func measure() -> Metrics {
        let context = TextLayout.measuringContext
        guard let layout = pango_layout_new(context) else {
            return Metrics(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout)
        return metrics(of: layout)
    }

    /// One Pango context for every measurement; Pango is used from the main thread only.
    nonisolated(unsafe) private static let measuringContext: OpaquePointer? = {
        let fontMap = pango_cairo_font_map_get_default()
        return pango_font_map_create_context(fontMap)
    }()

    func configure(_ layout: OpaquePointer) {
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, pixelSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: max(100, weight))))
        if isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        applyRuns(to: layout)
        if let width, width.isFinite, width >= 0 {
            pango_layout_set_width(layout, Int32(clamping: Int((width * Double(PANGO_SCALE)).rounded(.down))))
        }
        switch wrapping {
        case .none: break
        case .words: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        case .characters: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        }
        switch truncation {
        case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if truncation != .none && maximumLines > 0 && wrapping != .none {
            // A negative height is a number of lines: the last one shown ends in the ellipsis.
            pango_layout_set_height(layout, Int32(-maximumLines))
        }
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
    }

    func metrics(of layout: OpaquePointer) -> Metrics {
        var inkWidth: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &inkWidth, &height)
        let totalLines = Int(pango_layout_get_line_count(layout))
        let shownLines = maximumLines > 0 ? min(maximumLines, totalLines) : totalLines
        let scale = Double(PANGO_SCALE)
        var firstBaseline = Double(pango_layout_get_baseline(layout)) / scale
        var lastBaseline = firstBaseline
        var bottom = Double(height)
        var widest = 0.0
        if let iterator = pango_layout_get_iter(layout) {
            defer { pango_layout_iter_free(iterator) }
            var index = 0
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                if index == 0 { firstBaseline = Double(pango_layout_iter_get_baseline(iterator)) / scale }
                lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
                bottom = Double(logical.y + logical.height) / scale
                widest = max(widest, Double(logical.width) / scale)
                index += 1
            } while index < shownLines && pango_layout_iter_next_line(iterator) != 0
        }
        let shownWidth = width.map { min($0, widest.rounded(.up)) } ?? widest.rounded(.up)
        return Metrics(
            width: text.isEmpty ? 0 : shownWidth, height: text.isEmpty ? 0 : bottom.rounded(.up),
            firstBaseline: firstBaseline, lastBaseline: lastBaseline, lineCount: text.isEmpty ? 0 : shownLines)
    }
}

extension DrawingContext {
    /// Draws set text with its top-left corner at `origin`, cut below the lines `layout.maximumLines` allows.
    public func showText(_ layout: TextLayout, at origin: CGPoint, color: RGBA) {
        guard let cairo, let pango = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
        layout.configure(pango)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if layout.maximumLines > 0 {
            let metrics = layout.metrics(of: pango)
            cairo_rectangle(cairo, origin.x - 1, origin.y, (layout.width ?? metrics.width) + 2, metrics.height)
            cairo_clip(cairo)
        }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, pango)
    }

    /// Runs `body` with what it draws cut at a rectangle with rounded corners.
    public func clipping(to rect: CGRect, cornerRadius: Double, _ body: () -> Void) {
        guard let cairo else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        addRoundedRect(rect, cornerRadius: cornerRadius, to: cairo)
        cairo_clip(cairo)
        body()
    }

    /// Fills a rectangle with rounded corners (square when `cornerRadius` is 0).
    public func fill(_ rect: CGRect, cornerRadius: Double, color: RGBA) {
        guard let cairo, rect.width > 0, rect.height > 0 else { return }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        addRoundedRect(rect, cornerRadius: cornerRadius, to: cairo)
        cairo_fill(cairo)
    }

    /// Strokes a border of `width` inside a rectangle with rounded corners.
    public func strokeInside(_ rect: CGRect, cornerRadius: Double, width: Double, color: RGBA) {
        guard let cairo, rect.width > 0, rect.height > 0, width > 0 else { return }
        let inset = min(width / 2, rect.width / 2, rect.height / 2)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cairo, width)
        addRoundedRect(rect.insetBy(dx: inset, dy: inset), cornerRadius: max(0, cornerRadius - inset), to: cairo)
        cairo_stroke(cairo)
    }

    private func addRoundedRect(_ rect: CGRect, cornerRadius: Double, to cairo: OpaquePointer) {
        let radius = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
