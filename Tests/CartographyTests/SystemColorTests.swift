// UIKit's system colours, as iOS code names them (`.systemBlue`, `.systemGray5`, `.separator`).

import Foundation
import Testing

@testable import Cartography

@Suite("System colours")
@MainActor
struct SystemColorTests {
    @Test("The tints and greys have Apple's light and dark components")
    func components() {
        #expect(Color.systemBlue.resolved(for: .light) == Color(red: 0, green: 122 / 255, blue: 1))
        #expect(Color.systemBlue.resolved(for: .dark) == Color(red: 10 / 255, green: 132 / 255, blue: 1))
        #expect(Color.systemRed.resolved(for: .light).description == "#FF3B30")
        #expect(Color.systemRed.resolved(for: .dark).description == "#FF453A")
        #expect(Color.systemGray6.resolved(for: .light).description == "#F2F2F7")
        #expect(Color.systemGray6.resolved(for: .dark).description == "#1C1C1E")
        #expect(!Color.systemGray.resolved(for: .light).isDynamic)
        #expect(Color.systemGray.resolved(for: .light) == Color.systemGray.resolved(for: .dark))
        #expect(Color.separator.resolved(for: .light).description == "#3C3C434A")
        #expect(Color.separator.resolved(for: .dark).alpha == 0.6)
    }

    @Test("A ported screen's colours keep their UIKit names and follow the appearance")
    func portedScreen() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView()
        badge.backgroundColor = .systemBlue
        let caption = UILabel()
        caption.textColor = .secondaryLabel
        root.addSubview(badge)
        root.addSubview(caption)
        root.overrideUserInterfaceStyle = .dark
        #expect(badge.backgroundColor?.resolvedColor(with: badge.traitCollection).description == "#0A84FF")
        #expect(badge.backgroundColor?.resolved(for: .light).description == "#007AFF")
        #expect(caption.textColor.resolvedColor(with: caption.traitCollection).description == "#EBEBF599")
    }
}
