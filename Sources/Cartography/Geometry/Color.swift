// An RGBA colour, as UIColor: an open class whose components never change.

import Foundation

/// A color with red, green, blue and alpha components in 0...1, as UIColor.
///
/// A class, as UIKit's, so that UIKit's own extension patterns compile (`extension UIColor { convenience
/// init(hex: String) { self.init(red: …) } }`), yet a value: its components never change after it is made.
/// Setting a component (`color.alpha = 0.5`, see ``ColorComponentEditing``) puts a new colour in the
/// variable, so `var c = Color.red; c.green = 1` leaves `Color.red` red.
///
/// Every component is kept in 0...1: values outside are clamped to the nearer end, and NaN, which has no
/// nearer end, becomes 0 (so a NaN alpha is transparent rather than a color no host can draw).
///
/// `@unchecked Sendable`: the class is open (UIKit's UIColor is), so the compiler cannot check it, but every
/// stored property is a `let` of a Sendable type; subclasses add none that change (they are colours too).
open class Color: Hashable, @unchecked Sendable, CustomStringConvertible, ColorComponentEditing,
    _ExpressibleByColorLiteral
{
    /// Red, in 0...1.
    public let redComponent: Double
    /// Green, in 0...1.
    public let greenComponent: Double
    /// Blue, in 0...1.
    public let blueComponent: Double
    /// Opacity, in 0...1.
    public let alphaComponent: Double

    /// The components shown in a dark appearance, for a dynamic colour; nil for a colour that is the same in both.
    let darkComponents: [Double]?

    /// Creates a color from components in 0...1 (values outside are clamped, NaN becomes 0).
    public required init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        redComponent = Color.clamped(red)
        greenComponent = Color.clamped(green)
        blueComponent = Color.clamped(blue)
        alphaComponent = Color.clamped(alpha)
        darkComponents = nil
    }

    /// A colour with other components in a dark appearance (see ``init(light:dark:)``).
    init(components light: Color, dark: [Double]?) {
        redComponent = light.redComponent
        greenComponent = light.greenComponent
        blueComponent = light.blueComponent
        alphaComponent = light.alphaComponent
        darkComponents = dark
    }

    /// `#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`, as Xcode's colour literals write it.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `value` in 0...1: clamped, and 0 for NaN (spelled out, since `min` and `max` pass NaN through
    /// or not depending on the order of their arguments).
    static func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return value < 0 ? 0 : value > 1 ? 1 : value
    }

    /// A gray level in 0...1.
    public convenience init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Colours are equal when their components (in both appearances) are.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.redComponent == rhs.redComponent && lhs.greenComponent == rhs.greenComponent
            && lhs.blueComponent == rhs.blueComponent && lhs.alphaComponent == rhs.alphaComponent
            && lhs.darkComponents == rhs.darkComponents
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
        hasher.combine(darkComponents)
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
        let (red, green, blue) = (redComponent, greenComponent, blueComponent)
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
        return "#" + hex(redComponent) + hex(greenComponent) + hex(blueComponent)
            + (alphaComponent < 1 ? hex(alphaComponent) : "")
    }
}

/// The default type of `#colorLiteral(…)` without a type in context, as UIColor is on iOS.
public typealias _ColorLiteralType = Color

/// Component setters that replace the colour in the variable rather than change it: what lets an
/// immutable class keep the struct's `color.alpha = 0.5` (a protocol extension's setter may assign `self`,
/// a class's may not).
public protocol ColorComponentEditing {
    /// A colour from components in 0...1.
    init(red: Double, green: Double, blue: Double, alpha: Double)
    /// Red, in 0...1.
    var redComponent: Double { get }
    /// Green, in 0...1.
    var greenComponent: Double { get }
    /// Blue, in 0...1.
    var blueComponent: Double { get }
    /// Opacity, in 0...1.
    var alphaComponent: Double { get }
}

extension ColorComponentEditing {
    /// Red, in 0...1; setting it (clamped) puts a new colour in the variable.
    public var red: Double {
        get { redComponent }
        set { self = Self(red: newValue, green: greenComponent, blue: blueComponent, alpha: alphaComponent) }
    }
    /// Green, in 0...1; setting it (clamped) puts a new colour in the variable.
    public var green: Double {
        get { greenComponent }
        set { self = Self(red: redComponent, green: newValue, blue: blueComponent, alpha: alphaComponent) }
    }
    /// Blue, in 0...1; setting it (clamped) puts a new colour in the variable.
    public var blue: Double {
        get { blueComponent }
        set { self = Self(red: redComponent, green: greenComponent, blue: newValue, alpha: alphaComponent) }
    }
    /// Opacity, in 0...1; setting it (clamped) puts a new colour in the variable.
    public var alpha: Double {
        get { alphaComponent }
        set { self = Self(red: redComponent, green: greenComponent, blue: blueComponent, alpha: newValue) }
    }
}
