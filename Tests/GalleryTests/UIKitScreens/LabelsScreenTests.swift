// "Labels: wrapping and baselines" at three widths, with the fixed measurer's rules.

import Cartography
import Foundation
import Testing

@MainActor
@Suite struct LabelsScreenTests {
    /// The paragraph (30 four-letter words, 15 points) wraps to W − 32: 5, 3 and 2 lines of 18. "Big" (30
    /// points: 18 a character, 36 a line, baseline 28.5) sits 20 below it; "small" (10 points: 30 × 12,
    /// baseline 9.5) shares its baseline, so it is 19 lower. The caption (12 words, 10 points) wraps at its
    /// preferred 200: 33 characters, six words (29 characters, 174) a line, two lines.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Labels: wrapping and baselines", width: width)
        let lines = wrappedLines(words: 30, width: width - 32, pointSize: 15)
        #expect(lines == [320: 5, 667: 3, 1024: 2][width])
        let paragraphHeight = CGFloat(lines) * 18
        try layout.expect("paragraph", at: CGRect(x: 16, y: 20, width: width - 32, height: paragraphHeight))
        let bigTop = 20 + paragraphHeight + 20
        try layout.expect("big", at: CGRect(x: 16, y: bigTop, width: 54, height: 36))
        try layout.expect("small", at: CGRect(x: 78, y: bigTop + 19, width: 30, height: 12))
        try layout.expect("caption", at: CGRect(x: 16, y: bigTop + 56, width: 174, height: 24))
        layout.expectClean()
    }
}
