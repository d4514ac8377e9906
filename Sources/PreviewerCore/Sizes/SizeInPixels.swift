// A width and a height in whole pixels, read from the text people type: `375x667`, `390×844`, `resize 375 667`.

import Foundation

/// A size in whole pixels within the previewer's limits, read from text in one place for every reader: the
/// `--size` option, the variants canvas's sizes (`variants add`, the size field), the control channel's
/// `resize W H` and the remembered window size.
///
/// GtkKit's `PixelSize` is the same value on the GTK side (the core cannot see GtkKit); the app converts.
public struct SizeInPixels: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels, within `sides`.
    public let width: Int
    /// The height in pixels, within `sides`.
    public let height: Int

    /// The widths and heights the previewer accepts: a window from one pixel to twice a 4K laptop's width.
    public static let sides = 1...4096
    /// `sides` in words, for messages.
    public static let sidesText = "1 to 4096"
    /// What size text must look like, for messages.
    public static let expected = "W×H (or WxH) with each side a whole number from \(sidesText)"

    /// Reads `W×H`, `WxH` or `WXH`, with spaces allowed around the sides (`390 × 844`).
    public init(parsing text: String) throws(SizeError) {
        let sides = text.lowercased().replacingOccurrences(of: "×", with: "x").split(
            separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2 else { throw SizeError(text: text, reason: "it is not two sides joined by x or ×") }
        try self.init(width: String(sides[0]), height: String(sides[1]), text: text)
    }

    /// The size `width`×`height`; nil when a side is outside `sides` (an unallocated window is 0×0).
    public init?(width: Int, height: Int) {
        guard Self.sides.contains(width), Self.sides.contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// Reads the two sides given apart, as `resize W H` does; the error's text is `W H`.
    public init(width: String, height: String) throws(SizeError) {
        try self.init(width: width, height: height, text: "\(width) \(height)")
    }

    private init(width: String, height: String, text: String) throws(SizeError) {
        self.width = try Self.side(width, named: "width", in: text)
        self.height = try Self.side(height, named: "height", in: text)
    }

    /// `WxH`, as the command line writes it.
    public var description: String { "\(width)x\(height)" }

    private static func side(_ side: String, named name: String, in text: String) throws(SizeError) -> Int {
        let trimmed = side.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw SizeError(text: text, reason: "the \(name) \"\(trimmed)\" is not a whole number")
        }
        guard let value = Int(trimmed), sides.contains(value) else {
            throw SizeError(text: text, reason: "the \(name) \(trimmed) is not from \(sidesText)")
        }
        return value
    }
}

/// Text that is no size in pixels, and why.
public struct SizeError: Error, Equatable, Sendable {
    /// The text read.
    public let text: String
    /// What is wrong with it, in a few words (`the width 0 is not from 1 to 4096`).
    public let reason: String

    /// Makes an error.
    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }
}

extension SizeInPixels: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, height
    }

    /// Reads `{"width": W, "height": H}`, refusing sides outside `sides` as the text forms do.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let width = try container.decode(Int.self, forKey: .width)
        let height = try container.decode(Int.self, forKey: .height)
        do {
            try self.init(width: "\(width)", height: "\(height)")
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.reason))
        }
    }

    /// Writes `{"width": W, "height": H}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}
