// A device's bars drawn over a variant's picture: the status bar with its clock, the navigation bar, the
// home indicator.

import Cartography
import Foundation
import GtkKit

/// Draws a `DeviceChrome` over a picture of the root, where the device would: the status bar (the time,
/// 9:41 as Apple's pictures show it, and a battery; a Dynamic Island on phones with a home indicator), a
/// navigation bar under it with the title and bar buttons when the content has one, and the home indicator.
/// The bars are translucent, as UIKit's are, over views that extend under them.
struct DeviceChromePainter {
    /// What the bars show and how.
    var chrome: DeviceChrome
    var showsNavigationBar: Bool
    var title: String?
    var leftButton: String?
    var rightButton: String?
    var layoutDirection: LayoutDirection
    var isDark = false
    /// The device's screen in points: the bars are drawn for it, whatever the picture's pixels per point, and
    /// the home indicator at its bottom even when the root grew taller.
    var screen: CGSize

    /// The chrome of `variant` over `content`, or nil when the variant has none.
    @MainActor
    init?(variant: PreviewVariant, content: PreviewContent, title: String?) {
        guard let chrome = variant.chrome else { return nil }
        self.chrome = chrome
        showsNavigationBar = content.showsNavigationBar
        self.title = title
        let item = content.viewController?.navigationItem
        leftButton = item?.leftBarButtonItem?.title
        rightButton = item?.rightBarButtonItem?.title
        layoutDirection = variant.layoutDirection
        screen = variant.size
        isDark = variant.userInterfaceStyle == .dark
    }

    /// The translucent background of both bars.
    var barColor: RGBA {
        isDark
            ? RGBA(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.94)
            : RGBA(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    }
    var textColor: RGBA { isDark ? RGBA(red: 1, green: 1, blue: 1) : RGBA(red: 0, green: 0, blue: 0) }
    /// UIKit's system blue, the bar buttons' tint.
    var tintColor: RGBA { isDark ? RGBA(red: 0.04, green: 0.52, blue: 1) : RGBA(red: 0, green: 0.48, blue: 1) }

    /// Draws the bars on `context`, a picture as wide as the screen (at any number of pixels per point).
    @MainActor
    func draw(on context: DrawingContext) {
        let width = Double(screen.width)
        let height = Double(screen.height)
        let scale = Double(context.size.width) / max(1, width)
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
            CGRect(x: x * scale, y: y * scale, width: w * scale, height: h * scale)
        }
        func text(
            _ string: String, size: Double, bold: Bool, color: RGBA, centreX: Double? = nil, x: Double? = nil,
            trailing: Double? = nil, centreY: Double
        ) {
            let font = Font(family: "Sans", pixelSize: size * scale, isBold: bold)
            let measured = context.textSize(string, font: font)
            let left =
                centreX.map { $0 * scale - measured.width / 2 } ?? x.map { $0 * scale }
                ?? (trailing.map { $0 * scale - measured.width } ?? 0)
            context.showText(
                string, at: CGPoint(x: left, y: centreY * scale - measured.height / 2), font: font, color: color)
        }
        let status = Double(chrome.statusBarHeight)
        let navigation = Double(chrome.navigationBarHeight)
        if showsNavigationBar {
            context.fill(rect(0, 0, width, status + navigation), color: barColor)
            // The hairline under the bar, one device pixel.
            context.fill(
                CGRect(x: 0, y: (status + navigation) * scale - 1, width: width * scale, height: 1),
                color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.3))
            let middle = status + navigation / 2
            if let title { text(title, size: 17, bold: true, color: textColor, centreX: width / 2, centreY: middle) }
            // Right to left, UIKit puts the left item at the right.
            let (leading, trailing) =
                layoutDirection == .rightToLeft ? (rightButton, leftButton) : (leftButton, rightButton)
            if let leading { text(leading, size: 17, bold: false, color: tintColor, x: 16, centreY: middle) }
            if let trailing {
                text(trailing, size: 17, bold: false, color: tintColor, trailing: width - 16, centreY: middle)
            }
        }
        // The status bar: the clock, the battery; a Dynamic Island between them where the phone has one.
        let clockY: Double
        let batteryRight: Double
        switch chrome.clockPosition {
        case .centre:
            clockY = status / 2
            batteryRight = width - 6
            text("9:41", size: 12, bold: true, color: textColor, centreX: width / 2, centreY: clockY)
        case .leading:
            clockY = 30
            batteryRight = width - 30
            context.fill(
                rect(width / 2 - 63, 11, 126, 37), cornerRadius: 18.5 * scale, color: RGBA(red: 0, green: 0, blue: 0))
            text("9:41", size: 17, bold: true, color: textColor, centreX: width * 0.17, centreY: clockY)
        }
        context.fill(
            rect(batteryRight - 25, clockY - 6, 25, 12), cornerRadius: 3.5 * scale,
            color: RGBA(red: textColor.red, green: textColor.green, blue: textColor.blue, alpha: 0.35))
        context.fill(rect(batteryRight - 23, clockY - 4, 17, 8), cornerRadius: 2 * scale, color: textColor)
        context.fill(rect(batteryRight + 1, clockY - 2, 1.5, 4), cornerRadius: 0.75 * scale, color: textColor)
        if chrome.homeIndicatorHeight > 0 {
            context.fill(rect(width / 2 - 67, height - 13, 134, 5), cornerRadius: 2.5 * scale, color: textColor)
        }
    }
}
