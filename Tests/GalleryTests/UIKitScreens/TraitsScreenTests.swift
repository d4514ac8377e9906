// "Traits and devices" at three widths, and in its variants: under the bars, right to left, at 150 %, dark.

import Cartography
import Foundation
import Testing

@MainActor
@Suite struct TraitsScreenTests {
    /// Without a device's bars: the card 16 from the top and sides; the avatar 48 square 16 inside it; the
    /// name (20 points bold: 12 × 12 = 144 by 24) 12 after it, centred on it; the status dot 8 after the
    /// name; the detail (12 words at 15 points) 12 under the avatar, wrapped to the card less 16 a side
    /// (3, 1 and 1 lines); the footer, 44 high, on the bottom layout guide (the root's bottom here).
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Traits and devices", width: width)
        let lines = CGFloat(wrappedLines(words: 12, width: width - 64, pointSize: 15))
        #expect(lines == [320: 3, 667: 1, 1024: 1][width])
        try layout.expect("card", at: CGRect(x: 16, y: 16, width: width - 32, height: 92 + 18 * lines))
        try layout.expect("avatar", at: CGRect(x: 32, y: 32, width: 48, height: 48))
        try layout.expect("name", at: CGRect(x: 92, y: 44, width: 144, height: 24))
        try layout.expect("status", at: CGRect(x: 244, y: 50, width: 12, height: 12))
        try layout.expect("detail", at: CGRect(x: 32, y: 92, width: width - 64, height: 18 * lines))
        try layout.expect("footer", at: CGRect(x: 0, y: 556, width: width, height: 44))
        // "On the bottom layout guide": 26 characters of 9 points, centred in the footer.
        try layout.expect("footerLabel", at: CGRect(x: (width - 234) / 2, y: 569, width: 234, height: 18))
        layout.expectClean()
    }

    /// On an iPhone 15 the card starts 16 under the navigation bar (103) and the footer ends at the home
    /// indicator's band (852 − 34).
    @Test func underTheBars() throws {
        let layout = try DemoLayout("Traits and devices", width: 393)
        layout.content.apply(.iPhone15)
        layout.layOut(width: 393, height: 852)
        try layout.expect("card", at: CGRect(x: 16, y: 119, width: 361, height: 92 + 18 * 2))
        try layout.expect("footer", at: CGRect(x: 0, y: 774, width: 393, height: 44))
        layout.expectClean()
    }

    /// Right to left on an iPhone SE the avatar is at the card's right, the name left of it; at 150 % the
    /// name would be 216 by 36 but only 176 fit before the dot: its compression resistance gives way by 40
    /// (the report says so; the text is cut), and the detail wraps to more lines; dark, the dot is the
    /// lighter green.
    @Test func variants() throws {
        let layout = try DemoLayout("Traits and devices", width: 320)
        layout.content.apply(.iPhoneSE.rightToLeft)
        layout.layOut(width: 320, height: 568)
        try layout.expect("avatar", at: CGRect(x: 240, y: 64 + 32, width: 48, height: 48))
        try layout.expect("name", at: CGRect(x: 240 - 12 - 144, y: 64 + 44, width: 144, height: 24))
        layout.content.apply(.iPhoneSE.textScale(1.5))
        layout.layOut(width: 320, height: 568)
        try layout.expect("name", at: CGRect(x: 92, y: 64 + 56 - 18, width: 176, height: 36))
        let lines = CGFloat(wrappedLines(words: 12, width: 256, pointSize: 22.5))
        #expect(lines == 4)
        try layout.expect("detail", at: CGRect(x: 32, y: 64 + 92, width: 256, height: 27 * lines))
        let diagnostics = layout.diagnostics
        #expect(diagnostics.conflicts.isEmpty && diagnostics.ambiguities.isEmpty, "\(diagnostics.report)")
        #expect(diagnostics.brokenConstraints.map(\.violation) == [40], "\(diagnostics.report)")
        #expect(diagnostics.brokenConstraints.first?.constraint.description.contains("name.width >= 216") == true)
        let status = try #require(layout.root.subviews.first?.subviews.first { $0.accessibilityIdentifier == "status" })
        #expect(status.backgroundColor == SystemColorsProbe.green)
        layout.content.apply(.iPhoneSE.dark)
        #expect(status.backgroundColor == Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255))
        #expect(layout.root.backgroundColor?.resolved(for: layout.root.traitCollection.userInterfaceStyle) == .black)
    }
}

/// The gallery's system green (`SystemColors` is internal to the gallery).
enum SystemColorsProbe {
    static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
}
