// Layout margins as UIKit sets them: 8 for plain views; a view controller's root view 16 at the sides, 20 wide.

import Foundation
import Testing

@testable import Cartography

@Suite struct LayoutMarginDefaultsTests {
    /// A controller whose root view holds a bar pinned to the root's margins guide.
    final class MarginsController: ViewController {
        let bar = View()

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.accessibilityIdentifier = "bar"
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: margins.topAnchor),
                bar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }

    func shown(_ controller: MarginsController, width: CGFloat = 375) -> View {
        let root: View = controller.view
        root.frame = CGRect(x: 0, y: 0, width: width, height: 667)
        root.layoutIfNeeded()
        return root
    }

    // UIKit: "for most views, the default layout margins are 8 points on each side".
    @Test func plainViewsHaveEightPointMargins() {
        let view = View()
        #expect(view.layoutMargins == EdgeInsets(all: 8))
        let controller = MarginsController()
        _ = shown(controller)
        #expect(controller.bar.layoutMargins == EdgeInsets(all: 8))
    }

    // UIKit: a root view's margins are its systemMinimumLayoutMargins, 16 at the leading and trailing
    // sides in a compact width and none at the top and bottom.
    @Test func aRootViewHasTheSystemMinimumMargins() {
        let controller = MarginsController()
        let root = shown(controller)
        #expect(controller.systemMinimumLayoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(controller.bar.frame == CGRect(x: 16, y: 0, width: 343, height: 44))
    }

    // UIKit: 20 points in a regular width; the layout follows when the size class changes.
    @Test func aRegularWidthHasTwentyPointMargins() {
        let controller = MarginsController()
        let root = shown(controller, width: 1024)
        #expect(controller.bar.frame == CGRect(x: 16, y: 0, width: 992, height: 44))
        root.hostTraitCollection = TraitCollection(horizontalSizeClass: .regular)
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        root.layoutIfNeeded()
        #expect(controller.bar.frame == CGRect(x: 20, y: 0, width: 984, height: 44))
        root.hostTraitCollection = TraitCollection(horizontalSizeClass: .compact)
        root.layoutIfNeeded()
        #expect(controller.bar.frame == CGRect(x: 16, y: 0, width: 992, height: 44))
    }

    // UIKit: margins set on a root view are raised to the system minimum on each side, unless the
    // controller stops respecting it.
    @Test func setMarginsAreRaisedToTheMinimum() {
        let controller = MarginsController()
        let root = shown(controller)
        root.layoutMargins = EdgeInsets(all: 4)
        #expect(root.layoutMargins == EdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        root.layoutIfNeeded()
        #expect(controller.bar.frame == CGRect(x: 16, y: 4, width: 343, height: 44))
        root.layoutMargins = EdgeInsets(all: 30)
        root.layoutIfNeeded()
        #expect(controller.bar.frame == CGRect(x: 30, y: 30, width: 315, height: 44))
        root.layoutMargins = EdgeInsets(all: 4)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(root.layoutMargins == EdgeInsets(all: 4))
        root.layoutIfNeeded()
        #expect(controller.bar.frame == CGRect(x: 4, y: 4, width: 367, height: 44))
    }

    // UIKit: a root view's margins start at its safe area (a root under a 59-point status bar and a
    // 34-point home indicator has margins 59, 16, 34, 16), and follow it when it changes.
    @Test func rootMarginsStartAtTheSafeArea() {
        let controller = MarginsController()
        let root = shown(controller)
        root.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(root.layoutMargins == EdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
        root.layoutIfNeeded()
        #expect(controller.bar.frame == CGRect(x: 16, y: 59, width: 343, height: 44))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(controller.bar.frame == CGRect(x: 16, y: 0, width: 343, height: 44))
    }
}
