// Core Graphics' colour value, as layers take it: `view.layer.borderColor = UIColor.gray.cgColor`.

import Foundation

/// An RGBA colour as Core Graphics keeps it (CGColor): plain components in 0...1, fixed when it is made.
/// Made from a ``Color`` with ``Color/cgColor``, it has that colour's components in a light appearance,
/// as iOS resolves a dynamic UIColor when it makes its CGColor; ``Color/init(cgColor:)`` turns it back.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, in 0...1 (as CGColor's `components` in the sRGB space).
    public let components: [CGFloat]?

    /// A colour from components in 0...1 (clamped, NaN becomes 0), as `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { CGFloat(Color.clamped(Double($0))) }
    }

    /// A grey, as `CGColor(gray:alpha:)`.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The opacity.
    public var alpha: CGFloat { components?[3] ?? 1 }
    /// The number of components, alpha included: 4.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components, components.count == 4 else { return nil }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Black, as `CGColor.black`.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White, as `CGColor.white`.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent, as `CGColor.clear`.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// `#RRGGBB` (and `AA` when not opaque), as ``Color``'s.
    public var description: String { Color(cgColor: self).description }
}

extension Color {
    /// The colour as Core Graphics keeps it, its light appearance's components (UIColor's `cgColor`).
    public var cgColor: CGColor {
        let plain = resolved(for: .light)
        return CGColor(
            red: plain.redComponent, green: plain.greenComponent, blue: plain.blueComponent,
            alpha: plain.alphaComponent)
    }

    /// The colour of a CGColor (UIColor's `init(cgColor:)`).
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? []
        guard parts.count == 4 else {
            self.init(white: 0, alpha: 0)
            return
        }
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }

    /// The same colour (in both appearances) with another opacity, as UIColor's `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        let light = Color(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
        guard let dark = darkComponents, dark.count == 4 else { return light }
        return Color(components: light, dark: [dark[0], dark[1], dark[2], Color.clamped(alpha)])
    }

    /// Writes the components (light appearance) into the pointers given, as UIColor's `getRed(_:green:blue:alpha:)`;
    /// always true, since every colour here is RGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
        return true
    }
}
