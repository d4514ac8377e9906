// The stress demo: 1,200 labels in rows of eight that share the width, at three widths.

import Cartography
import Foundation
import Testing

@testable import Gallery

@MainActor
@Suite struct WordsDemoTests {
    /// Column width (W − 16) / 8 from x = 8; rows of 18 from y = 8.
    @Test(arguments: demoWidths)
    func grid(width: CGFloat) throws {
        let layout = try DemoLayout("Words (1,200 labels)", width: width)
        let column = (width - 16) / 8
        for index in [0, 1, 7, 8, 599, 1_199] {
            let expected = CGRect(
                x: 8 + CGFloat(index % 8) * column, y: 8 + CGFloat(index / 8) * 18, width: column, height: 18)
            #expect(close(try layout.frame("word\(index)"), expected), "word \(index) at \(width)")
        }
        let diagnostics = layout.diagnostics
        #expect(diagnostics.conflicts.isEmpty)
        #expect(diagnostics.ambiguities.isEmpty)
        // Only words wider than their column are squeezed: compression resistance, never anything else.
        #expect(diagnostics.brokenConstraints.allSatisfy { $0.constraint.contentSizeRole != nil })
    }
}
