// readableContentGuide: centered in the layout margins, at most 672 wide.

import Foundation
import Testing

@testable import Cartography

@Suite struct ReadableContentGuideTests {
    func readableFrame(width: CGFloat) -> CGRect {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        let text = View()
        root.addSubview(text)
        constrain(text, root.readableContentGuide) { text, readable in text.edges == readable.edges }
        root.layoutIfNeeded()
        #expect(text.frame == root.readableContentGuide.layoutFrame)
        return text.frame
    }

    @Test func narrowScreensUseTheWholeMargins() {
        // 375 - 2 × 8 = 359, under 672.
        #expect(readableFrame(width: 375) == CGRect(x: 8, y: 8, width: 359, height: 384))
    }

    @Test func wideScreensAreLimitedTo672AndCentered() {
        // Margins 8...1016 (1008 wide): 672 centered, x = 8 + (1008 - 672) / 2 = 176.
        #expect(readableFrame(width: 1024) == CGRect(x: 176, y: 8, width: 672, height: 384))
    }
}
