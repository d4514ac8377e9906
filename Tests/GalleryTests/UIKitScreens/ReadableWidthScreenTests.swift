// "Readable width" at three widths: the margins while narrow, 672 points centred when wide.

import Cartography
import Foundation
import Testing

@MainActor
@Suite struct ReadableWidthScreenTests {
    /// The guide is inside the root's margins (UIKit's root view: 16 at the sides, none at the top), at
    /// most 672 wide and centred: 288 at 320, 635 at 667, 672 from x = 176 at 1024. The heading (20 points bold: 14 × 12, 24 high) at its top; the paragraph
    /// (40 words, 15 points) 8 below, wrapped to the guide's width: 7, 3 and 3 lines. At 1024 the report
    /// says the guide's wish to reach the margins is broken: that is the point.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Readable width", width: width)
        let readable = min(width - 32, 672)
        let x = 16 + (width - 32 - readable) / 2
        let lines = wrappedLines(words: 40, width: readable, pointSize: 15)
        #expect(lines == [320: 7, 667: 3, 1024: 3][width])
        try layout.expect("heading", at: CGRect(x: x, y: 0, width: 168, height: 24))
        try layout.expect("article", at: CGRect(x: x, y: 32, width: readable, height: CGFloat(lines) * 18))
        let diagnostics = layout.diagnostics
        #expect(diagnostics.conflicts.isEmpty && diagnostics.ambiguities.isEmpty, "\(diagnostics.report)")
        if width - 32 > 672 {
            // Wider than readable: the guide's reach to the margins (999) gives way, by the 160 on each side.
            #expect(diagnostics.brokenConstraints.map(\.violation) == [160], "\(diagnostics.report)")
            #expect(diagnostics.report.contains("\"readableContentGuide\""))
        } else {
            #expect(diagnostics.brokenConstraints.isEmpty, "\(diagnostics.report)")
        }
    }
}
