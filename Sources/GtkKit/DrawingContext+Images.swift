// Pictures from files for draw closures: PNG and JPEG through GdkPixbuf, decoded once per file.

import CGtk
import Foundation

/// Decoded pictures by path: a view draws its image on every frame, the file is read once.
@MainActor
private var decodedImages: [String: OpaquePointer] = [:]

extension DrawingContext {
    /// Draws the picture in the file at `path` scaled into `rect`, cut at `clip`; nothing when the file cannot
    /// be read (the layout already sized the view from the file's header).
    public func drawImage(atPath path: String, in rect: CGRect, clip: CGRect) {
        guard let cairo, rect.width > 0, rect.height > 0, let pixbuf = Self.pixbuf(atPath: path) else { return }
        let width = Double(gdk_pixbuf_get_width(pixbuf))
        let height = Double(gdk_pixbuf_get_height(pixbuf))
        guard width > 0, height > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / width, rect.height / height)
        gdk_cairo_set_source_pixbuf(cairo, pixbuf, 0, 0)
        cairo_paint(cairo)
    }

    private static func pixbuf(atPath path: String) -> OpaquePointer? {
        if let cached = decodedImages[path] { return cached }
        guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else { return nil }
        decodedImages[path] = pixbuf
        return pixbuf
    }
}
