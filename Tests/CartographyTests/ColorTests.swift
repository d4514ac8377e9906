// Color keeps its components in 0...1 however they are set, and always prints.

import Foundation
import Testing

@testable import Cartography

@Suite struct ColorTests {
    @Test func initializersClampAndTurnNaNIntoZero() {
        let color = Color(red: 1.5, green: -0.25, blue: .nan, alpha: .infinity)
        #expect(color.red == 1 && color.green == 0 && color.blue == 0 && color.alpha == 1)
        #expect(Color(white: .nan, alpha: .nan) == Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    /// UIKit's named colours, component for component, so that ported code paints what it painted on iOS.
    @Test func uiKitsNamedColors() {
        let named: [(Color, [Double])] = [
            (.cyan, [0, 1, 1]), (.yellow, [1, 1, 0]), (.magenta, [1, 0, 1]), (.orange, [1, 0.5, 0]),
            (.purple, [0.5, 0, 0.5]), (.brown, [0.6, 0.4, 0.2]), (.darkGray, [1 / 3, 1 / 3, 1 / 3]),
        ]
        for (color, components) in named {
            #expect([color.red, color.green, color.blue] == components && color.alpha == 1, "\(color)")
        }
    }

    /// The reproducer: the properties skipped the initializer's clamp, and `description` trapped on NaN.
    @Test func propertiesClampAndTurnNaNIntoZero() {
        var color = Color.red
        color.red = .nan
        #expect(color.red == 0)
        #expect(color.description == "#000000")
        color.green = 2
        color.blue = -.infinity
        color.alpha = 0.5
        #expect(color == Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        #expect(color.description == "#00FF0080")
        color.alpha = -1
        #expect(color.alpha == 0)
        color.alpha = .nan
        #expect(color.alpha == 0)
    }

    @Test func descriptionOfComponentsInRange() {
        #expect(Color.white.description == "#FFFFFF")
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).description == "#336699CC")
        #expect(Color.clear.description == "#00000000")
    }
}

/// CIEDE2000 against the pairs Sharma, Wu and Dalal (2005) publish to check an implementation, and L*a*b*
/// of sRGB's primaries.
@Suite struct ColorDifferenceTests {
    @Test(
        arguments: [
            (LabColor(lightness: 50, a: 2.6772, b: -79.7751), LabColor(lightness: 50, a: 0, b: -82.7485), 2.0425),
            (LabColor(lightness: 50, a: 3.1571, b: -77.2803), LabColor(lightness: 50, a: 0, b: -82.7485), 2.8615),
            (LabColor(lightness: 50, a: 0, b: 0), LabColor(lightness: 50, a: -1, b: 2), 2.3669),
            (LabColor(lightness: 50, a: 2.49, b: -0.001), LabColor(lightness: 50, a: -2.49, b: 0.0009), 7.1792),
            (LabColor(lightness: 50, a: 2.49, b: -0.001), LabColor(lightness: 50, a: -2.49, b: 0.0011), 7.2195),
            (LabColor(lightness: 50, a: 2.5, b: 0), LabColor(lightness: 73, a: 25, b: -18), 27.1492),
            (
                LabColor(lightness: 60.2574, a: -34.0099, b: 36.2677),
                LabColor(lightness: 60.4626, a: -34.1751, b: 39.4387), 1.2644
            ),
            (
                LabColor(lightness: 22.7233, a: 20.0904, b: -46.694),
                LabColor(lightness: 23.0331, a: 14.973, b: -42.5619), 2.0373
            ),
        ])
    func sharmaPairs(first: LabColor, second: LabColor, expected: Double) {
        #expect(abs(first.difference(to: second) - expected) < 0.0001)
        #expect(abs(second.difference(to: first) - expected) < 0.0001, "symmetric")
    }

    @Test func labOfSRGB() {
        let white = LabColor(.white)
        #expect(abs(white.lightness - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let red = LabColor(.red)
        #expect(abs(red.lightness - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
        #expect(LabColor(.black).lightness == 0)
    }

    @Test func oneStepOfEightBitsIsBelowNoticeable() {
        let red = Color.red
        let nearly = Color(red: 254.0 / 255, green: 0, blue: 0)
        #expect(red.perceptualDifference(to: nearly) > 0 && red.perceptualDifference(to: nearly) < 1)
        #expect(Color.red.perceptualDifference(to: .blue) > 50)
        #expect(Color.gray.perceptualDifference(to: .gray) == 0)
    }
}
