// Preview variants: the device presets, the default variants, and declared ones.

import Foundation
import Testing

@testable import Cartography

@Suite("Preview variants")
@MainActor
struct PreviewVariantTests {
    @Test("The device presets have their screens' sizes in points")
    func presets() {
        let sizes = PreviewVariant.devices.map { [$0.size.width, $0.size.height] }
        #expect(sizes == [[320, 568], [375, 667], [393, 852], [768, 1024], [1280, 800]])
    }

    @Test("A preview without variants is shown at its size, or iPhone 8's, in both directions")
    func defaults() {
        let sized = Preview("Sized", size: CGSize(width: 300, height: 200), view: { View() })
        #expect(sized.variants.map(\.name) == ["300×200", "300×200 RTL"])
        #expect(sized.variants.map(\.layoutDirection) == [.leftToRight, .rightToLeft])
        #expect(sized.variants[1].size == CGSize(width: 300, height: 200))
        let unsized = Preview("Unsized", view: { View() })
        #expect(unsized.variants == [.iPhone8, .iPhone8.rightToLeft])
    }

    @Test("Declared variants replace the default ones, and keep a text scale")
    func declared() {
        let preview = Preview("Declared", variants: [.iPhoneSE, .laptop.textScale(1.5)], view: { View() })
        #expect(preview.variants.map(\.name) == ["iPhone SE", "Laptop text 150 %"])
        #expect(preview.variants[1].textScale == 1.5)
        #expect(preview.variants([.iPadPortrait]).variants == [.iPadPortrait])
    }
}
