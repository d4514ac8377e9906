// "Scroll view" at three widths: the content guide sizes the content; the offset moves only what is shown.

import Cartography
import Foundation
import Testing

@testable import Gallery

@MainActor
@Suite struct ScrollViewScreenTests {
    /// Twenty 60-point rows 10 apart inside 16-point margins: 16 + 20 × 60 + 19 × 10 + 16 = 1422 of content.
    /// The badge (80 × 30) is 12 from the visible top right corner.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Scroll view", width: width, height: 600)
        try layout.expect("scroll", at: CGRect(x: 0, y: 0, width: width, height: 600))
        try layout.expect("rows", at: CGRect(x: 0, y: 0, width: width, height: 1422))
        for index in [0, 1, 19] {
            try layout.expect(
                "row\(index)", at: CGRect(x: 16, y: 16 + 70 * CGFloat(index), width: width - 32, height: 60))
        }
        try layout.expect("badge", at: CGRect(x: width - 92, y: 12, width: 80, height: 30))
        let controller = try #require(layout.content.viewController as? ScrollViewController)
        #expect(controller.scrollView.contentSize == CGSize(width: width, height: 1422))
        layout.expectClean()
    }

    /// Scrolled by 500: the rows keep their content frames and show 500 higher; the badge stays put on screen.
    @Test func scrollingMovesTheRowsNotTheBadge() throws {
        let layout = try DemoLayout("Scroll view", width: 375, height: 600)
        let controller = try #require(layout.content.viewController as? ScrollViewController)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        layout.layOut(width: 375, height: 600)
        try layout.expect("row7", at: CGRect(x: 16, y: 16 + 490 - 500, width: 343, height: 60))
        try layout.expect("badge", at: CGRect(x: 283, y: 12, width: 80, height: 30))
        #expect(controller.rows.subviews[7].frame.minY == 506)
    }
}
