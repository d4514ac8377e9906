// Activating NSLayoutConstraint-style constraints with every kind of item: never a trap, always a clear error.

import Foundation
import Testing

@testable import Cartography

@Suite struct ActivationErrorTests {
    /// Two views in two different trees, and a view in the first tree to constrain.
    struct TwoTrees {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = View()
        let stranger = View()

        init() {
            root.accessibilityIdentifier = "root"
            view.accessibilityIdentifier = "view"
            stranger.accessibilityIdentifier = "stranger"
            root.addSubview(view)
        }

        func width(
            to item: AnyObject?, _ attribute: LayoutAttribute = .width, constant: CGFloat = 10
        ) -> LayoutConstraint {
            LayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: item, attribute: attribute, multiplier: 1,
                constant: constant)
        }
    }

    /// The reproducer: the second item has no attribute, so it takes no part (it used to be skipped
    /// by the hierarchy check but not by the installation, which force-unwrapped the missing ancestor).
    @Test func aSecondItemWithoutAnAttributeInAnotherTreeTakesNoPart() {
        let trees = TwoTrees()
        trees.view.translatesAutoresizingMaskIntoConstraints = false
        let constraint = trees.width(to: trees.stranger, .notAnAttribute)
        #expect(constraint.secondItem == nil)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.equationDescription == "view.width == 10")
        #expect(constraint.activate() == nil)
        #expect(constraint.isActive)
        #expect(constraint.installedView === trees.view)
        trees.root.layoutIfNeeded()
        #expect(trees.view.frame.width == 10)
    }

    @Test func aSecondItemInAnotherTreeIsReported() {
        let trees = TwoTrees()
        let error = trees.width(to: trees.stranger).activate()
        #expect(error?.kind == .noCommonAncestor)
        #expect(error?.message == "view and stranger have no common ancestor: view.width == stranger.width + 10")
    }

    @Test func aDeallocatedItemIsReported() {
        let trees = TwoTrees()
        var second: LayoutConstraint?
        var first: LayoutConstraint?
        do {
            let gone = View()
            second = trees.width(to: gone)
            first = LayoutConstraint(
                item: gone, attribute: .width, relatedBy: .equal, toItem: trees.view, attribute: .width,
                multiplier: 1, constant: 0)
        }
        #expect(second?.activate()?.message == "the second item of view.width == (deallocated).width + 10 is gone")
        #expect(first?.activate()?.message == "the first item of (deallocated).width == view.width is gone")
        #expect(second?.isActive == false && first?.isActive == false)
    }

    @Test func anObjectThatIsNotALayoutItemIsReported() {
        let trees = TwoTrees()
        let unknown = NSObject()
        let asSecond = trees.width(to: unknown).activate()
        #expect(asSecond?.kind == .missingItem)
        #expect(
            asSecond?.message
                == "the second item of view.width == NSObject.width + 10, a NSObject, is not a view, layout guide or layout support"
        )
        let asFirst = LayoutConstraint(
            item: unknown, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 5
        ).activate()
        #expect(
            asFirst?.message
                == "the first item of NSObject.width == 5, a NSObject, is not a view, layout guide or layout support")
        // Without an attribute, the object takes no part at all.
        #expect(trees.width(to: unknown, .notAnAttribute).activate() == nil)
    }

    @Test func aGuideInNoViewIsReported() {
        let trees = TwoTrees()
        let guide = LayoutGuide()
        guide.identifier = "loose"
        let error = trees.width(to: guide).activate()
        #expect(error?.kind == .missingItem)
        #expect(error?.message == "loose is not in a view hierarchy (add the guide to a view first)")
        #expect(trees.width(to: guide, .notAnAttribute).activate() == nil)
    }

    @Test func aLayoutSupportWithoutItsControllerOrViewIsReported() {
        let trees = TwoTrees()
        let unloaded = ViewController()
        let notLoaded = trees.width(to: unloaded.car_topLayoutGuide, .height).activate()
        #expect(notLoaded?.message == "topLayoutGuide belongs to a view controller whose view is not loaded")
        var support: LayoutSupport?
        do {
            let controller = ViewController()
            controller.view.addSubview(View())
            support = controller.car_bottomLayoutGuide
        }
        let gone = trees.width(to: support, .height).activate()
        #expect(gone?.kind == .missingItem)
        #expect(gone?.message == "bottomLayoutGuide belongs to a view controller that is gone")
    }
}
