// Device presets give a view controller what the device's bars cover: safe area insets and layout guides.

import Foundation
import Testing

@testable import Cartography

@Suite("Device chrome")
@MainActor
struct DeviceChromeTests {
    /// A titled controller (so under a navigation bar unless `titled` is false) with one view pinned to the
    /// safe area and one below the top layout guide.
    final class Screen: ViewController {
        let safe = View()
        let belowGuide = View()
        let titled: Bool

        init(titled: Bool) {
            self.titled = titled
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            if titled { title = "Inbox" }
            view.addSubview(safe)
            view.addSubview(belowGuide)
            constrain(safe, view.safeAreaLayoutGuide) { safe, area in
                safe.edges == area.edges
            }
            constrain(belowGuide) { view in
                view.top == topLayoutGuideCartography
                view.bottom == bottomLayoutGuideCartography
                view.leading == view.superview!.leading
                view.width == 10
            }
        }
    }

    func laidOut(_ variant: PreviewVariant, titled: Bool = true) -> Screen {
        let screen = Screen(titled: titled)
        let content = PreviewContent.viewController(screen)
        content.applyChrome(variant.chrome)
        screen.view.frame = CGRect(origin: .zero, size: variant.size)
        screen.view.layoutIfNeeded()
        return screen
    }

    @Test(
        "Each preset's insets under a navigation bar, and the views that follow them",
        arguments: [
            (PreviewVariant.iPhoneSE, EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
            (.iPhone8, EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
            (.iPhone15, EdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),
            (.iPadPortrait, EdgeInsets(top: 70, left: 0, bottom: 0, right: 0)),
            (.laptop, EdgeInsets.zero),
        ])
    func underNavigationBar(variant: PreviewVariant, insets: EdgeInsets) {
        let screen = laidOut(variant)
        #expect(screen.view.safeAreaInsets == insets)
        #expect(screen.topLayoutGuideLength == insets.top && screen.bottomLayoutGuideLength == insets.bottom)
        let size = variant.size
        #expect(
            screen.safe.frame
                == CGRect(x: 0, y: insets.top, width: size.width, height: size.height - insets.top - insets.bottom))
        #expect(
            screen.belowGuide.frame
                == CGRect(x: 0, y: insets.top, width: 10, height: size.height - insets.top - insets.bottom))
    }

    @Test("Without a navigation item only the status bar and the home indicator count")
    func statusBarOnly() {
        #expect(
            laidOut(.iPhone8, titled: false).view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let phone = laidOut(.iPhone15, titled: false)
        #expect(phone.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(phone.safe.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        let bare = View()
        PreviewContent.view(bare).applyChrome(PreviewVariant.iPhone15.chrome)
        #expect(bare.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("A bar button alone puts the controller under a navigation bar")
    func barButton() {
        let controller = ViewController()
        #expect(!PreviewContent.viewController(controller).showsNavigationBar)
        controller.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        #expect(PreviewContent.viewController(controller).showsNavigationBar)
    }

    @Test("A variant without chrome gives the insets back, and the views follow")
    func withoutChrome() {
        let screen = laidOut(.iPhone15)
        let content = PreviewContent.viewController(screen)
        content.applyChrome(PreviewVariant.iPhone15.withoutChrome.chrome)
        screen.view.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets == .zero && screen.topLayoutGuideLength == 0)
        #expect(screen.safe.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(PreviewVariant.iPhone15.withoutChrome.name == "iPhone 15 no bars")
    }
}
