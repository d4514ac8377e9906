// A canvas that records what views draw on it, and image files written for the tests.

import Foundation

@testable import Cartography

/// Records every drawing call, in order, as text that is easy to compare.
final class RecordingCanvas: DrawingCanvas {
    private(set) var calls: [String] = []

    func fill(_ rect: CGRect, cornerRadius: CGFloat, color: Color) {
        calls.append("fill \(formatRect(rect)) radius \(formatAmount(cornerRadius)) \(color)")
    }

    func stroke(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: Color) {
        calls.append("stroke \(formatRect(rect)) radius \(formatAmount(cornerRadius)) width \(formatAmount(lineWidth))")
    }

    func strokeLine(from start: CGPoint, to end: CGPoint, lineWidth: CGFloat, color: Color) {
        calls.append("line")
    }

    func drawText(_ text: String, in rect: CGRect, style: TextStyle) {
        calls.append("text \"\(text)\" \(formatRect(rect)) \(formatAmount(style.font.pointSize))pt \(style.color)")
    }

    func drawImage(_ image: Image, in rect: CGRect, contentMode: View.ContentMode) {
        calls.append("image \(image) \(formatRect(rect)) \(contentMode)")
    }
}

/// Image files made byte by byte in a fresh temporary folder: headers only, which is all the library reads.
struct TestImages {
    let folder: String

    init() {
        folder = NSTemporaryDirectory() + "cartography-images-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    private func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }

    /// A PNG signature and IHDR chunk (8-bit RGBA), with a dummy CRC and no image data.
    @discardableResult
    func png(_ name: String, width: Int, height: Int) -> String {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += bigEndian(13, bytes: 4) + Array("IHDR".utf8)
        bytes += bigEndian(width, bytes: 4) + bigEndian(height, bytes: 4) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        return write(name, bytes)
    }

    /// A JPEG start, a JFIF APP0 segment, an EXIF-sized APP1 segment, fill bytes and a progressive
    /// start-of-frame (C2) with the size.
    @discardableResult
    func jpeg(_ name: String, width: Int, height: Int) -> String {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0] + bigEndian(16, bytes: 2) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xE1] + bigEndian(2 + 3000, bytes: 2) + [UInt8](repeating: 0xAB, count: 3000)
        bytes += [0xFF, 0xFF, 0xC2] + bigEndian(17, bytes: 2) + [8] + bigEndian(height, bytes: 2)
        bytes += bigEndian(width, bytes: 2) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return write(name, bytes)
    }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = path(name)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }
}
