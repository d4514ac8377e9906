// A PNG's pixels as 8-bit RGB, read through ImageMagick (no imaging library in the tests).

import Foundation

/// One pixel's color.
struct RGB: Equatable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    static let white = RGB(red: 255, green: 255, blue: 255)
    static let black = RGB(red: 0, green: 0, blue: 0)
    /// CSS `gray`, the container's background (UIColor.gray is 50 % white).
    static let gray = RGB(red: 128, green: 128, blue: 128)

    /// Whether this is a selected list row's blue (GTK's accent, lighter or darker as the pointer is over it).
    var isSelectionBlue: Bool { blue > 180 && red < 90 && green > 100 }

    /// The 8-bit color of components from 0 to 1, as the app reports a cell's color.
    init(components: [Double]) {
        func byte(_ index: Int) -> UInt8 {
            index < components.count ? UInt8(max(0, min(255, (components[index] * 255).rounded()))) : 0
        }
        self.init(red: byte(0), green: byte(1), blue: byte(2))
    }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGB, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    var description: String { "rgb(\(red),\(green),\(blue))" }
}

/// An image's pixels, row by row, three bytes each.
struct RGBImage {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// Reads a PNG with `identify` (its size) and `convert … -depth 8 rgb:-` (its pixels).
    init(contentsOf path: String) throws {
        let size = String(decoding: try ExternalTool.run("identify", ["-format", "%w %h", path]), as: UTF8.self)
        let numbers = size.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 2 else { throw HarnessError("identify gave \"\(size)\" for \(path)") }
        width = numbers[0]
        height = numbers[1]
        bytes = Array(try ExternalTool.run("convert", [path, "-depth", "8", "rgb:-"]))
        guard bytes.count == width * height * 3 else {
            throw HarnessError("convert gave \(bytes.count) bytes for a \(width)×\(height) image \(path)")
        }
    }

    subscript(x: Int, y: Int) -> RGB {
        let offset = (y * width + x) * 3
        return RGB(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2])
    }

    /// The most common color in a rectangle (clipped to the image), or nil if it is empty.
    func mostCommonColor(x: Int, y: Int, width: Int, height: Int) -> RGB? {
        let left = max(0, x)
        let top = max(0, y)
        let right = max(left, min(self.width, x + width))
        let bottom = max(top, min(self.height, y + height))
        var counts: [Int: Int] = [:]
        for row in top..<bottom {
            for column in left..<right {
                let offset = (row * self.width + column) * 3
                let key = Int(bytes[offset]) << 16 | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2])
                counts[key, default: 0] += 1
            }
        }
        guard let key = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        return RGB(red: UInt8(key >> 16), green: UInt8((key >> 8) & 0xFF), blue: UInt8(key & 0xFF))
    }
}
