// Several widgets' pictures side by side in one labelled PNG: a filmstrip of widths, a contact sheet of variants.

import CGtk
import Foundation

/// Pictures of widgets taken one after the other (the same widget at several sizes, say), laid out in a row
/// or a grid with a caption under each, and saved as one PNG.
///
/// ```swift
/// let sheet = PictureSheet(columns: 4)
/// for width in [320, 480, 768] { resize(width); try sheet.capture(content, caption: "\(width) pt") }
/// try sheet.savePNG(to: "strip.png")
/// ```
@MainActor
public final class PictureSheet {
    private struct Picture {
        let surface: OpaquePointer
        let width: Int
        let height: Int
        let caption: String
    }

    private var pictures: [Picture] = []
    private let columns: Int
    private let margin = 16
    private let captionHeight = 28

    /// A sheet of `columns` pictures a row (0: all in one row).
    public init(columns: Int = 0) {
        self.columns = columns
    }

    isolated deinit {
        for picture in pictures { cairo_surface_destroy(picture.surface) }
    }

    /// How many pictures the sheet holds.
    public var count: Int { pictures.count }

    /// Renders `widget` as it looks now and keeps the picture, with `caption` under it; `decoration` then
    /// draws over the picture (a device's bars over a screen), in the picture's pixels.
    public func capture(
        _ widget: Widget, caption: String, decoration: ((DrawingContext) -> Void)? = nil
    ) throws(SnapshotError) {
        let texture = try widget.renderTexture()
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .nothingToRender
        }
        cairo_surface_flush(surface)
        // Cairo's ARGB32 is the premultiplied native-endian layout (B8G8R8A8 here) gdk_texture_download writes.
        gdk_texture_download(
            texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        if let decoration, let cairo = cairo_create(surface) {
            let context = DrawingContext(cairo: cairo, size: PixelSize(width: width, height: height))
            decoration(context)
            context.invalidate()
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
        }
        pictures.append(Picture(surface: surface, width: width, height: height, caption: caption))
    }

    /// Lays the pictures out on a light background, captions under them, and saves the sheet as a PNG
    /// (through `FileDestination`, as `Widget.savePNG` does).
    public func savePNG(to path: String) throws(SnapshotError) {
        if let problem = FileDestination.problem(savingTo: path) {
            throw .cannotWrite(FileDestinationError(path: path, reason: problem))
        }
        guard !pictures.isEmpty else { throw .nothingToRender }
        let perRow = columns > 0 ? columns : pictures.count
        let rows = stride(from: 0, to: pictures.count, by: perRow).map {
            Array(pictures[$0..<min($0 + perRow, pictures.count)])
        }
        let rowHeights = rows.map { ($0.map(\.height).max() ?? 0) + captionHeight }
        let rowWidths = rows.map { row in row.map(\.width).reduce(margin) { $0 + $1 + margin } }
        let sheetWidth = rowWidths.max() ?? margin
        let sheetHeight = rowHeights.reduce(margin) { $0 + $1 + margin }
        guard let sheet = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sheetWidth), Int32(sheetHeight)),
            let cairo = cairo_create(sheet)
        else { throw .nothingToRender }
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(sheet)
        }
        cairo_set_source_rgb(cairo, 0.93, 0.93, 0.93)
        cairo_paint(cairo)
        var top = margin
        for (row, height) in zip(rows, rowHeights) {
            var left = margin
            for picture in row {
                cairo_set_source_surface(cairo, picture.surface, Double(left), Double(top))
                cairo_paint(cairo)
                drawCaption(picture.caption, on: cairo, x: left, y: top + picture.height + 4, width: picture.width)
                left += picture.width + margin
            }
            top += height + margin
        }
        cairo_surface_flush(sheet)
        try save(sheet, width: sheetWidth, height: sheetHeight, to: path)
    }

    private func drawCaption(_ caption: String, on cairo: OpaquePointer, x: Int, y: Int, width: Int) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        TextLayout(
            text: caption, pixelSize: 14, weight: 600, truncation: .end, alignment: .center, width: Double(width)
        )
        .configure(layout)
        cairo_set_source_rgb(cairo, 0.15, 0.15, 0.15)
        cairo_move_to(cairo, Double(x), Double(y))
        pango_cairo_show_layout(cairo, layout)
    }

    /// Encodes the surface's pixels through a GdkMemoryTexture, GTK's own PNG writer.
    private func save(_ surface: OpaquePointer, width: Int, height: Int, to path: String) throws(SnapshotError) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface),
            let bytes = g_bytes_new(data, gsize(stride * height))
        else { throw .nothingToRender }
        defer { g_bytes_unref(bytes) }
        guard
            let texture = gdk_memory_texture_new(
                Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
        else { throw .nothingToRender }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let png = gdk_texture_save_to_png_bytes(texture) else { throw .cannotEncode }
        defer { g_bytes_unref(png) }
        var length: gsize = 0
        let pngData = g_bytes_get_data(png, &length)
        do throws(FileDestinationError) {
            try FileDestination.save(UnsafeRawBufferPointer(start: pngData, count: Int(length)), to: path)
        } catch {
            throw .cannotWrite(error)
        }
    }
}
