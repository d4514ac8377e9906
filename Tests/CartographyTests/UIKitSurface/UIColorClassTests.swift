// UIColor is a class, as UIKit's, so UIKit's extension patterns compile; it still behaves as a value.

import Foundation
import Testing

@testable import Cartography

/// The pattern every iOS code base has: a convenience initializer in an extension of UIColor.
extension UIColor {
    convenience init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex.hasPrefix("#") ? String(hex.dropFirst()) : hex).scanHexInt64(&value)
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    static let brandTeal = UIColor(hex: "#30B0C7")
}

@Suite("UIColor as a class")
struct UIColorClassTests {
    // UIKit: `extension UIColor { convenience init(hex:) }` compiles and makes the colour.
    @Test("A convenience initializer in an extension of UIColor")
    func hexExtension() {
        #expect(UIColor(hex: "#FF8000") == UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1))
        #expect(UIColor.brandTeal.description == "#30B0C7")
    }

    // A value still: setting a component of a variable leaves the shared colour alone.
    @Test("Setting a component changes the variable, never the shared colour")
    func valueSemantics() {
        var color = UIColor.red
        let same = color
        color.green = 1
        #expect(color == UIColor(red: 1, green: 1, blue: 0))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0))
        #expect(same == .red)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0), .blue]).count == 2)
    }

    // UIKit: cgColor has the components (a dynamic colour's light ones); UIColor(cgColor:) turns it back.
    @Test("cgColor round-trips, and resolves a dynamic colour to its light components")
    func cgColor() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor.systemBlue.cgColor == UIColor(red: 0, green: 122 / 255, blue: 1).cgColor)
        #expect(color.cgColor.alpha == 0.8)
        #expect(color.cgColor.copy(alpha: 1)?.components == [0.2, 0.4, 0.6, 1])
        let view = UIView()
        view.layer.borderColor = UIColor.gray.cgColor
        #expect(view.layer.borderColor == CGColor(gray: 0.5, alpha: 1))
    }

    // UIKit: withAlphaComponent keeps the colour (in both appearances) and changes the opacity.
    @Test("withAlphaComponent")
    func alphaComponent() {
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let label = UIColor.label.withAlphaComponent(0.25)
        #expect(label.resolved(for: .light) == UIColor(white: 0, alpha: 0.25))
        #expect(label.resolved(for: .dark) == UIColor(white: 1, alpha: 0.25))
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [1, 0.5, 0, 1])
    }

    // Xcode's colour literals: typed by context, and UIColor without one.
    @Test("#colorLiteral makes a UIColor")
    func colorLiteral() {
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        #expect(view.backgroundColor == UIColor(red: 0.5, green: 0.25, blue: 1))
        let untyped = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(untyped == UIColor(white: 1, alpha: 0.5))
    }
}
