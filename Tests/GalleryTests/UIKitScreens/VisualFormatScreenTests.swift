// "Visual Format Language" at three widths: standard spacing, metrics, alignment options.

import Cartography
import Foundation
import Testing

@MainActor
@Suite struct VisualFormatScreenTests {
    /// `|-` is the root view's margin (UIKit's 16 points at the sides of a view controller's root view),
    /// `-` between views 8. The icon is 44 square, 20 from the top (centre 42); the title ("Visual format":
    /// 117 × 18) and the button ("Follow": 54 × 30) are centred on it; the panels share W − 40 below, 20
    /// under the icon, 60 high.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Visual Format Language", width: width)
        let panel = (width - 40) / 2
        try layout.expect("icon", at: CGRect(x: 16, y: 20, width: 44, height: 44))
        try layout.expect("title", at: CGRect(x: 68, y: 33, width: 117, height: 18))
        try layout.expect("button", at: CGRect(x: width - 70, y: 27, width: 54, height: 30))
        try layout.expect("left", at: CGRect(x: 16, y: 84, width: panel, height: 60))
        try layout.expect("right", at: CGRect(x: 24 + panel, y: 84, width: panel, height: 60))
        layout.expectClean()
    }
}
