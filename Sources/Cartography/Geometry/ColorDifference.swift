// How different two colours look: CIE L*a*b* and the CIEDE2000 colour difference.

import Foundation

/// A colour in CIE L*a*b* (D65 white): lightness 0–100, and the green–red and blue–yellow axes.
public struct LabColor: Equatable, Sendable {
    /// Lightness, 0 (black) to 100 (white).
    public var lightness: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// A colour from its coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour of an opaque sRGB colour (alpha is ignored), through CIE XYZ with the D65 white point.
    public init(_ color: Color) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        // sRGB's primaries (IEC 61966-2-1), relative to D65's white (0.95047, 1, 1.08883).
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116 }
        lightness = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        self.b = 200 * (f(y) - f(z))
    }

    /// The CIEDE2000 colour difference ΔE₀₀ (CIE 142-2001, as Sharma, Wu and Dalal give it), with the
    /// parametric factors 1: about 1 is the smallest difference an observer notices side by side, 2.3 a
    /// "just noticeable" one in practice, and above 10 the colours read as different ones.
    public func difference(to other: LabColor) -> Double {
        let (l1, a1, b1) = (lightness, a, b)
        let (l2, a2, b2) = (other.lightness, other.a, other.b)
        let meanChroma = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let chroma7 = pow(meanChroma, 7)
        let g = 0.5 * (1 - (chroma7 / (chroma7 + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a1
        let a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1)
        let c2p = hypot(a2p, b2)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let degrees = atan2(b, a) * 180 / .pi
            return degrees < 0 ? degrees + 360 : degrees
        }
        let h1p = hue(b1, a1p)
        let h2p = hue(b2, a2p)
        let deltaL = l2 - l1
        let deltaC = c2p - c1p
        var deltaH = 0.0
        if c1p * c2p != 0 {
            deltaH = h2p - h1p
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * (c1p * c2p).squareRoot() * sin(deltaH / 2 * .pi / 180)
        let meanL = (l1 + l2) / 2
        let meanCp = (c1p + c2p) / 2
        var meanHp = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                meanHp /= 2
            } else {
                meanHp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2
            }
        }
        func cosine(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
        let t =
            1 - 0.17 * cosine(meanHp - 30) + 0.24 * cosine(2 * meanHp) + 0.32 * cosine(3 * meanHp + 6) - 0.20
            * cosine(4 * meanHp - 63)
        let deltaTheta = 30 * exp(-pow((meanHp - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rotationC = 2 * (meanCp7 / (meanCp7 + pow(25, 7))).squareRoot()
        let lightnessOffset = pow(meanL - 50, 2)
        let weightL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let weightC = 1 + 0.045 * meanCp
        let weightH = 1 + 0.015 * meanCp * t
        let rotation = -sin(2 * deltaTheta * .pi / 180) * rotationC
        let termL = deltaL / weightL
        let termC = deltaC / weightC
        let termH = deltaBigH / weightH
        return (termL * termL + termC * termC + termH * termH + rotation * termC * termH).squareRoot()
    }
}

extension Color {
    /// How different the two colours look, as CIEDE2000's ΔE₀₀ in L*a*b* (0 for the same colour; see
    /// ``LabColor/difference(to:)``). Both are taken as opaque: composite them on their background first.
    public func perceptualDifference(to other: Color) -> Double {
        LabColor(self).difference(to: LabColor(other))
    }
}
