// "Controls" at three widths: every control as large as its content says.

import Cartography
import Foundation
import Testing

@testable import Gallery

@MainActor
@Suite struct ControlsScreenTests {
    /// Buttons: "Button" (54 wide, 18 + 6 + 6 high); "Continue" (72) with 20/10 insets, 112 × 38, centred on
    /// the first. Fields (15 points, 18 a line) span the margins: rounded 7 + 18 + 7, line and bezel 2 + 18
    /// + 2, none 18; 20 below the buttons, then 12 apart. Switches 51 × 31. Images 88 × 60, 8 apart. The
    /// cell: 64 high; its title (17 points: 10 chars × 10.2, 20.4 high) over its subtitle (12 points: 8 ×
    /// 7.2, 14.4), the pair (34.8) centred: 14.6 from the cell's top, at the 16-point margin.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Controls", width: width)
        try layout.expect("systemButton", at: CGRect(x: 16, y: 20, width: 54, height: 30))
        try layout.expect("filledButton", at: CGRect(x: 86, y: 16, width: 112, height: 38))
        try layout.expect("roundedField", at: CGRect(x: 16, y: 70, width: width - 32, height: 32))
        try layout.expect("lineField", at: CGRect(x: 16, y: 114, width: width - 32, height: 22))
        try layout.expect("bezelField", at: CGRect(x: 16, y: 148, width: width - 32, height: 22))
        try layout.expect("plainField", at: CGRect(x: 16, y: 182, width: width - 32, height: 18))
        try layout.expect("offSwitch", at: CGRect(x: 16, y: 220, width: 51, height: 31))
        try layout.expect("onSwitch", at: CGRect(x: 83, y: 220, width: 51, height: 31))
        try layout.expect("fitImage", at: CGRect(x: 16, y: 271, width: 88, height: 60))
        try layout.expect("fillImage", at: CGRect(x: 112, y: 271, width: 88, height: 60))
        try layout.expect("stretchImage", at: CGRect(x: 208, y: 271, width: 88, height: 60))
        try layout.expect("cell", at: CGRect(x: 0, y: 351, width: width, height: 64))
        let controller = try #require(layout.content.viewController as? ControlsViewController)
        let title = try #require(controller.cell.textLabel)
        let detail = try #require(controller.cell.detailTextLabel)
        #expect(close(title.frameInRoot, CGRect(x: 16, y: 365.6, width: 102, height: 20.4)), "\(title.frameInRoot)")
        #expect(close(detail.frameInRoot, CGRect(x: 16, y: 386, width: 57.6, height: 14.4)), "\(detail.frameInRoot)")
        layout.expectClean()
    }

    /// The artwork ships with the gallery (Resources/gallery/artwork@2x.png): 120 pixels at @2x, 60 points.
    @Test func theArtworkIsFound() throws {
        let image = try #require(GalleryImages.named("artwork"))
        #expect(image.size == CGSize(width: 60, height: 60))
    }

    /// A tap on the system button runs its action, which retitles it: the button grows with its title.
    @Test func aTapRetitlesTheButton() throws {
        let layout = try DemoLayout("Controls", width: 375)
        let controller = try #require(layout.content.viewController as? ControlsViewController)
        controller.systemButton.sendActions(for: .touchUpInside)
        layout.layOut(width: 375)
        // "Tapped 1": 8 characters, 72.
        try layout.expect("systemButton", at: CGRect(x: 16, y: 20, width: 72, height: 30))
        try layout.expect("filledButton", at: CGRect(x: 104, y: 16, width: 112, height: 38))
    }
}
