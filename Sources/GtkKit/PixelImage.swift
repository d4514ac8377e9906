// A picture's pixels in memory: read from a PNG, rendered from a widget, written back as a PNG.

import CGtk

/// An image as 8-bit red, green, blue and alpha per pixel (not premultiplied), row by row: what golden
/// snapshots compare.
///
/// ```swift
/// let reference = try PixelImage(contentsOfPNG: "Golden/Profile/iPhone 8.png")
/// let actual = try root.renderImage(scale: 1)
/// ```
public struct PixelImage: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Four bytes a pixel (red, green, blue, alpha), `width` pixels a row, top row first.
    public var bytes: [UInt8]

    /// An image of `width` × `height` pixels, all of them `fill` (four bytes: red, green, blue, alpha).
    public init(width: Int, height: Int, fill: [UInt8] = [0, 0, 0, 0]) {
        self.width = width
        self.height = height
        bytes = Array(repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            for channel in 0..<4 { bytes[offset + channel] = fill[channel] }
        }
    }

    /// Reads a PNG file (through GdkTexture, GTK's own loader).
    public init(contentsOfPNG path: String) throws(PixelImageError) {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            g_clear_error(&error)
            throw PixelImageError(path: path, reason: message)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    /// The texture's pixels, downloaded in Cairo's premultiplied native-endian ARGB (B, G, R, A in memory here)
    /// and turned into straight RGBA.
    init(texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        self.width = width
        self.height = height
        var native = [UInt8](repeating: 0, count: width * height * 4)
        native.withUnsafeMutableBytes { buffer in
            gdk_texture_download(texture, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
        }
        bytes = native
        for offset in stride(from: 0, to: native.count, by: 4) {
            let alpha = Int(native[offset + 3])
            func straight(_ value: UInt8) -> UInt8 {
                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
            }
            bytes[offset] = straight(native[offset + 2])
            bytes[offset + 1] = straight(native[offset + 1])
            bytes[offset + 2] = straight(native[offset])
            bytes[offset + 3] = UInt8(alpha)
        }
    }

    /// The pixel at column `x`, row `y`: red, green, blue, alpha.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        get {
            let offset = (y * width + x) * 4
            return (bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
        }
        set {
            let offset = (y * width + x) * 4
            bytes[offset] = newValue.red
            bytes[offset + 1] = newValue.green
            bytes[offset + 2] = newValue.blue
            bytes[offset + 3] = newValue.alpha
        }
    }

    /// Saves the image as a PNG file, through `FileDestination` (a regular file or a new name only).
    public func savePNG(to path: String) throws(SnapshotError) {
        if let problem = FileDestination.problem(savingTo: path) {
            throw .cannotWrite(FileDestinationError(path: path, reason: problem))
        }
        guard width > 0, height > 0 else { throw .nothingToRender }
        let data = bytes.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
        guard let data else { throw .nothingToRender }
        defer { g_bytes_unref(data) }
        guard
            let texture = gdk_memory_texture_new(
                Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, data, gsize(width * 4))
        else { throw .nothingToRender }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let png = gdk_texture_save_to_png_bytes(texture) else { throw .cannotEncode }
        defer { g_bytes_unref(png) }
        var length: gsize = 0
        let encoded = g_bytes_get_data(png, &length)
        do throws(FileDestinationError) {
            try FileDestination.save(UnsafeRawBufferPointer(start: encoded, count: Int(length)), to: path)
        } catch {
            throw .cannotWrite(error)
        }
    }
}

/// A PNG that could not be read, and why (GdkPixbuf's message).
public struct PixelImageError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// What the loader said.
    public let reason: String

    /// `cannot read PATH: REASON`.
    public var description: String { "cannot read \(path): \(reason)" }
}

extension Widget {
    /// Renders the widget as it looks now (as `savePNG` would save it) into memory.
    public func renderImage(scale: Int? = nil) throws(SnapshotError) -> PixelImage {
        let texture = try renderTexture(scale: scale)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return PixelImage(texture: texture)
    }
}
