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
