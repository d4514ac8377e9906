// Renders a shown widget offscreen, with its window's renderer, and saves the picture as a PNG file.

import CGtk

/// Why a widget could not be saved as a picture.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// The widget is not in a shown window, or has no size yet.
    case notLaidOut
    /// GTK produced nothing to render.
    case nothingToRender
    /// GTK could not encode the picture as PNG.
    case cannotEncode
    /// The PNG could not be saved at the path: it is not a regular file or a new name in an existing,
    /// writable folder (see `FileDestination`), or the write failed.
    case cannotWrite(FileDestinationError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notLaidOut: "the window is not laid out yet"
        case .nothingToRender: "GTK rendered nothing"
        case .cannotEncode: "GTK could not encode the picture as PNG"
        case .cannotWrite(let error): error.description
        }
    }
}

extension Widget {
    /// Renders the widget as it looks now, with its window's renderer, into a texture the size of its
    /// allocation (the caller owns the reference). For a window, without the frame GTK draws around it.
    ///
    /// The texture has `scale` device pixels per pixel (2: twice as wide and tall, drawn at that resolution,
    /// not enlarged); nil uses the display's scale (`GDK_SCALE`), as the screen shows the window.
    func renderTexture(scale: Int? = nil) throws(SnapshotError) -> OpaquePointer {
        let size = allocatedSize
        guard size.width > 0, size.height > 0, let native = gtk_widget_get_native(widgetPointer),
            let renderer = gtk_native_get_renderer(native)
        else { throw .notLaidOut }
        let paintable = gtk_widget_paintable_new(widgetPointer)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        // At its intrinsic size the paintable is not scaled; for a window that size includes the frame.
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(
            paintable, snapshot, Double(gdk_paintable_get_intrinsic_width(paintable)),
            Double(gdk_paintable_get_intrinsic_height(paintable)))
        guard let unscaled = gtk_snapshot_free_to_node(snapshot) else { throw .nothingToRender }
        let factor = Float(max(1, scale ?? Int(gtk_widget_get_scale_factor(widgetPointer))))
        // Scaling the node, not the texture: text and lines are drawn at the higher resolution.
        let node = factor == 1 ? unscaled : gsk_transform_node_new(unscaled, gsk_transform_scale(nil, factor, factor))!
        if factor != 1 { gsk_render_node_unref(unscaled) }
        defer { gsk_render_node_unref(node) }
        var frameX = 0.0
        var frameY = 0.0
        if native == opaque {
            // The surface transform is the width of the frame around the window's own widget.
            gtk_native_get_surface_transform(native, &frameX, &frameY)
        }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: Float(frameX) * factor, y: Float(frameY) * factor),
            size: graphene_size_t(width: Float(size.width) * factor, height: Float(size.height) * factor))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { throw .nothingToRender }
        return texture
    }

    /// Renders the widget as it looks now and saves it as a PNG file the size of its allocation.
    ///
    /// The path must name a regular file, which is replaced whole (through a temporary file beside it and a
    /// rename), or a new name in an existing folder; anything else is refused, untouched (see `FileDestination`).
    ///
    /// For a window, the picture is the window itself (title bar and content) without the frame or shadow
    /// GTK draws around it, so pixel positions match `bounds(in: window)`. Uses the window's renderer:
    /// set `GSK_RENDERER=cairo` for pictures that are identical from run to run and machine to machine.
    /// `scale` is the picture's device pixels per pixel, as for `renderTexture(scale:)`.
    public func savePNG(to path: String, scale: Int? = nil) throws(SnapshotError) {
        // Before rendering: a refused path costs nothing.
        if let problem = FileDestination.problem(savingTo: path) {
            throw .cannotWrite(FileDestinationError(path: path, reason: problem))
        }
        let texture = try renderTexture(scale: scale)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        // Encoded in memory and written by FileDestination: gdk_texture_save_to_png renames a new file over
        // whatever the path names, a FIFO or a device node included.
        guard let png = gdk_texture_save_to_png_bytes(texture) else { throw .cannotEncode }
        defer { g_bytes_unref(png) }
        var length: gsize = 0
        let data = g_bytes_get_data(png, &length)
        do {
            try FileDestination.save(UnsafeRawBufferPointer(start: data, count: Int(length)), to: path)
        } catch {
            throw .cannotWrite(error)
        }
    }
}
