// "Stack views: equal, centred, baseline" at three widths: equal tiles, a centred column with a hidden view, a baseline row.

import Cartography
import Foundation
import Testing

@MainActor
@Suite struct StackViewsScreenTests {
    /// The row shares W − 32 less two 8-point gaps in three. The column centres "Centered" (72), "in a
    /// column" (99) and the "Tap" button (27 × 30) 12 apart; the hidden label takes neither room nor
    /// spacing, so the column is 18 + 12 + 18 + 12 + 30 = 90 high. In the baseline row "Aa" (30 points: 36
    /// × 36, baseline 28.5) and "baseline" (10 points: 48 × 12, baseline 9.5) meet at 28.5.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Stack views: equal, centred, baseline", width: width)
        let tile = (width - 48) / 3
        try layout.expect("row", at: CGRect(x: 16, y: 20, width: width - 32, height: 44))
        for index in 0..<3 {
            try layout.expect(
                "tile\(index)", at: CGRect(x: 16 + CGFloat(index) * (tile + 8), y: 20, width: tile, height: 44))
        }
        try layout.expect("column", at: CGRect(x: 16, y: 84, width: width - 32, height: 90))
        try layout.expect("first", at: CGRect(x: 16 + (width - 32 - 72) / 2, y: 84, width: 72, height: 18))
        try layout.expect("second", at: CGRect(x: 16 + (width - 32 - 99) / 2, y: 114, width: 99, height: 18))
        try layout.expect("tap", at: CGRect(x: 16 + (width - 32 - 27) / 2, y: 144, width: 27, height: 30))
        #expect(try layout.frame("hidden").height == 0)
        try layout.expect("big", at: CGRect(x: 16, y: 194, width: 36, height: 36))
        try layout.expect("small", at: CGRect(x: 60, y: 213, width: 48, height: 12))
        try layout.expect("baselineRow", at: CGRect(x: 16, y: 194, width: 92, height: 36))
        layout.expectClean()
    }
}
