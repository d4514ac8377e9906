// A small RGBA color type, in place of UIColor.

import Foundation

/// A color with red, green, blue and alpha components in 0...1.
///
/// Every component is kept in 0...1, whether set by an initializer or through a property: values
/// outside are clamped to the nearer end, and NaN, which has no nearer end, becomes 0 (so a NaN alpha
/// is transparent rather than a color no host can draw).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, in 0...1 (clamped when set).
    public var red: Double {
        didSet { red = Color.clamped(red) }
    }
    /// Green, in 0...1 (clamped when set).
    public var green: Double {
        didSet { green = Color.clamped(green) }
    }
    /// Blue, in 0...1 (clamped when set).
    public var blue: Double {
        didSet { blue = Color.clamped(blue) }
    }
    /// Opacity, in 0...1 (clamped when set).
    public var alpha: Double {
        didSet { alpha = Color.clamped(alpha) }
    }

    /// The components shown in a dark appearance, for a dynamic colour; nil for a colour that is the same in both.
    var darkComponents: [Double]?

    /// Creates a color from components in 0...1 (values outside are clamped, NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamped(red)
        self.green = Color.clamped(green)
        self.blue = Color.clamped(blue)
        self.alpha = Color.clamped(alpha)
    }

    /// `value` in 0...1: clamped, and 0 for NaN (spelled out, since `min` and `max` pass NaN through
    /// or not depending on the order of their arguments).
    static func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return value < 0 ? 0 : value > 1 ? 1 : value
    }

    /// A gray level in 0...1.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Black.
    public static let black = Color(white: 0)
    /// UIKit's dark gray: a third white.
    public static let darkGray = Color(white: 1 / 3)
    /// UIKit's gray: 50 % white.
    public static let gray = Color(white: 0.5)
    /// UIKit's light gray: two thirds white.
    public static let lightGray = Color(white: 2 / 3)
    /// White.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan: green and blue at full strength, as UIKit's `cyan`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow: red and green at full strength, as UIKit's `yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta: red and blue at full strength, as UIKit's `magenta`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange (1, 0.5, 0), as UIKit's `orange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple (0.5, 0, 0.5), as UIKit's `purple`.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown (0.6, 0.4, 0.2), as UIKit's `brown`.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// Relative luminance (ITU-R BT.709, on linearised sRGB), 0 for black to 1 for white.
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Black or white, whichever reads better on this color.
    public var contrastingTextColor: Color {
        // Contrast ratios against black and white are equal at luminance ≈ 0.179.
        luminance > 0.179 ? .black : .white
    }

    /// `#RRGGBB` (and `AA` when not opaque).
    public var description: String {
        func hex(_ c: Double) -> String {
            // The components are in 0...1 (see `clamped`), so this is 0...255 and cannot trap.
            let value = Int((c * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}
