// Reads an image file's pixel size from its header (PNG's IHDR chunk, JPEG's start-of-frame), without decoding it.

import Foundation

/// The format and pixel size of an image file, read from its first bytes. The library cannot decode
/// images (that is the host's, with GdkTexture in the previewer); layout only needs the size.
struct ImageHeader: Equatable {
    /// The file formats recognised.
    enum Format: Equatable {
        case png, jpeg
    }

    let format: Format
    let pixelWidth: Int
    let pixelHeight: Int

    /// The header of the file at `path`, or nil if it cannot be read or is not a PNG or JPEG with a
    /// positive size.
    static func read(contentsOfFile path: String) -> ImageHeader? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        var reader = ByteReader(file: file)
        return read(from: &reader)
    }

    /// The header of an image held in memory.
    static func read(from data: Data) -> ImageHeader? {
        var reader = ByteReader(data: data)
        return read(from: &reader)
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func read(from reader: inout ByteReader) -> ImageHeader? {
        guard let start = reader.bytes(2) else { return nil }
        if start == [0xFF, 0xD8] { return readJPEG(&reader) }
        guard start == [0x89, 0x50], let rest = reader.bytes(6), start + rest == pngSignature else { return nil }
        return readPNG(&reader)
    }

    /// PNG: the first chunk must be IHDR (13 bytes: width and height as big-endian 32-bit numbers first).
    private static func readPNG(_ reader: inout ByteReader) -> ImageHeader? {
        guard let length = reader.bigEndian(4), length == 13, reader.bytes(4) == Array("IHDR".utf8),
            let width = reader.bigEndian(4), let height = reader.bigEndian(4), width > 0, height > 0,
            width <= Int(Int32.max), height <= Int(Int32.max)
        else { return nil }
        return ImageHeader(format: .png, pixelWidth: width, pixelHeight: height)
    }

    /// JPEG: markers follow one another, each but a few with a 16-bit length; the first start-of-frame
    /// marker (C0–CF but C4, C8 and CC, which are tables) holds the precision, then height and width.
    private static func readJPEG(_ reader: inout ByteReader) -> ImageHeader? {
        while true {
            guard let prefix = reader.bytes(1), prefix == [0xFF] else { return nil }
            var marker: UInt8 = 0xFF
            // Any number of 0xFF fill bytes may precede a marker.
            while marker == 0xFF {
                guard let next = reader.bytes(1) else { return nil }
                marker = next[0]
            }
            switch marker {
            case 0xD8, 0x01, 0xD0...0xD7:
                continue  // no length
            case 0xD9, 0xDA:
                return nil  // end of image, or the scan began without a frame header
            default:
                break
            }
            guard let length = reader.bigEndian(2), length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard length >= 7, reader.bytes(1) != nil, let height = reader.bigEndian(2),
                    let width = reader.bigEndian(2), width > 0, height > 0
                else { return nil }
                return ImageHeader(format: .jpeg, pixelWidth: width, pixelHeight: height)
            }
            guard reader.skip(length - 2) else { return nil }
        }
    }
}

/// Reads bytes in order from a file (a little at a time, skipping by seeking, so a large photo is
/// not read whole) or from memory.
private struct ByteReader {
    private let file: FileHandle?
    private let data: Data?
    private var offset = 0

    init(file: FileHandle) {
        self.file = file
        data = nil
    }

    init(data: Data) {
        file = nil
        self.data = data
    }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        let read: [UInt8]
        if let data {
            guard offset + count <= data.count else { return nil }
            read = Array(data[data.startIndex + offset..<data.startIndex + offset + count])
        } else {
            guard let chunk = try? file?.read(upToCount: count), chunk.count == count else { return nil }
            read = Array(chunk)
        }
        offset += count
        return read
    }

    /// A big-endian unsigned number of `count` bytes.
    mutating func bigEndian(_ count: Int) -> Int? {
        bytes(count)?.reduce(0) { $0 << 8 | Int($1) }
    }

    mutating func skip(_ count: Int) -> Bool {
        if data != nil {
            return bytes(count) != nil
        }
        offset += count
        guard (try? file?.seek(toOffset: UInt64(offset))) != nil else { return false }
        return true
    }
}
