// The numbers the layout fuzzer draws from: layout-like ones, extreme ones, and ones the library must refuse.

import Cartography
import Foundation

enum Values {
    static let constants: [CGFloat] = [0, 0, 8, -8, 15, 100, 375, -20, 0.5, 1e6, -1e7, 1e300, .nan, .infinity]
    static let multipliers: [CGFloat] = [1, 1, 1, 2, 0.5, 1.0 / 3, -1, 0, 1e-10, 1e10, .nan]
    static let priorities: [Float] = [1000, 1000, 750, 250, 50, 999, 1, 0, -5, 1001, .nan, 1e20, .infinity]
    static let sizes: [CGFloat] = [0, 1, 320, 375, 667, 1200, 1e6, 2e6, -10, .nan, .infinity]
    static let texts = ["", "cell", "a much longer text than fits", "\u{1F600}"]
    static let colorComponents: [Double] = [0, 1, 0.5, -1, 2, .nan, .infinity]

    /// A priority, leaving out the ones `KnownTraps.avoidHugePriorityDescription` avoids.
    static func priority(_ reader: inout ByteReader) -> LayoutPriority {
        var value = reader.pick(priorities)
        if KnownTraps.avoidHugePriorityDescription && !(value.isNaN || abs(value) < 1e18) { value = 999 }
        return LayoutPriority(value)
    }

    static func color(_ reader: inout ByteReader) -> Double {
        let value = reader.pick(colorComponents)
        return KnownTraps.avoidNaNColor && value.isNaN ? 0.25 : value
    }
}
