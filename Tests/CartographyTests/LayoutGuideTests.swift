// Cartography's LayoutGuideSpec, LayoutSupportSpec and ViewLayoutGuideSpec.

import Foundation
import Testing

@testable import Cartography

@Suite struct LayoutGuideTests {
    func guideFrame(_ relate: (LayoutGuideProxy, ViewProxy) -> Void) -> CGRect {
        let w = Window()
        let guide = LayoutGuide(identifier: "guide")
        w.window.addLayoutGuide(guide)
        constrain(guide) { guide in relate(guide, guide.owningView!) }
        w.layout()
        return guide.layoutFrame
    }

    @Test func guides() {
        #expect(guideFrame { $0.edges == $1.edges } == CGRect(x: 0, y: 0, width: 400, height: 400))
        let contained = guideFrame { guide, owner in
            guide.top >= owner.top
            guide.bottom <= owner.bottom
            guide.left >= owner.left
            guide.right <= owner.right
            guide.center == owner.center ~ .defaultLow
            guide.width == 200
            guide.height == 200
        }
        #expect(CGPoint(x: contained.midX, y: contained.midY) == CGPoint(x: 200, y: 200))
        #expect(
            guideFrame { guide, owner in
                guide.leading == owner.leading + 10
                guide.top == owner.top
                guide.size == owner.size / 2
            }.minX == 10)
        #expect(
            guideFrame { guide, owner in
                guide.trailing == owner.trailing - 10
                guide.top == owner.top
                guide.size == owner.size / 2
            }.maxX == 390)
        #expect(
            guideFrame { guide, owner in
                guide.width == 0.5 * owner.width
                guide.height == owner.height / 2
                guide.center == owner.center
            } == CGRect(x: 100, y: 100, width: 200, height: 200))
    }

    @Test func viewsAgainstAGuide() {
        let w = Window()
        let guide = LayoutGuide()
        w.window.addLayoutGuide(guide)
        constrain(w.view, guide) { view, guide in
            guide.edges == inset(guide.owningView!.edges, 40)
            view.width == guide.width / 2
            view.height == 10
            view.trailing == guide.trailing
            view.bottom == guide.bottom
        }
        w.layout()
        #expect(w.view.frame == CGRect(x: 200, y: 350, width: 160, height: 10))
    }

    @Test func marginsAndSafeAreaGuides() {
        let w = Window()
        w.window.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        w.window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let second = View()
        w.window.addSubview(second)
        constrain(w.view, second) { view, second in
            view.edges == view.superview!.layoutMarginsGuide.edges
            second.edges == second.superview!.safeArea.edges
        }
        w.layout()
        // UIKit (insetsLayoutMarginsFromSafeArea, true by default): the margins start at the safe area.
        #expect(w.view.frame == w.window.layoutMarginsGuide.layoutFrame)
        #expect(w.view.frame == CGRect(x: 20, y: 54, width: 340, height: 282))
        #expect(second.frame == CGRect(x: 0, y: 44, width: 400, height: 322))
        w.window.insetsLayoutMarginsFromSafeArea = false
        w.layout()
        #expect(w.view.frame == CGRect(x: 20, y: 10, width: 340, height: 360))
        constrain(w.view, replace: ConstraintGroup()) { view in
            view.center == view.superview!.layoutMarginsGuide.center ~ .defaultHigh
        }
        w.layout()
        #expect(w.view.frame.midX == w.window.layoutMarginsGuide.layoutFrame.midX)
    }

    @Test func unaddedGuideIsReportedNotCrashed() {
        let w = Window()
        let loose = LayoutGuide(identifier: "loose")
        let group = constrain(w.view, loose) { view, guide in view.width == guide.width }
        #expect(group.errors.count == 1)
        #expect(group.errors.first?.kind == .missingItem)
        #expect(group.constraints.first?.isActive == false)
    }
}

@Suite struct LayoutSupportTests {
    func makeController(top: CGFloat = 64, bottom: CGFloat = 49) -> (ViewController, View) {
        let controller = ViewController()
        controller.topLayoutGuideLength = top
        controller.bottomLayoutGuideLength = bottom
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let view = View()
        controller.view.addSubview(view)
        return (controller, view)
    }

    @Test func cartography2Names() {
        let (controller, view) = makeController()
        constrain(view) { view in
            view.top == controller.topLayoutGuideCartography
            view.bottom == controller.bottomLayoutGuideCartography
            view.left == view.superview!.left
            view.right == view.superview!.right
        }
        controller.view.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 64, width: 320, height: 480 - 64 - 49))
        let (second, other) = makeController()
        constrain(other) { view in
            view.top == second.topLayoutGuideCartography + 100
            view.bottom == second.bottomLayoutGuideCartography - 100
            view.width == 10
            view.left == view.superview!.left
        }
        second.view.layoutIfNeeded()
        #expect(other.frame.minY == 164)
        #expect(abs(other.frame.maxY - (480 - 49 - 100)) < 1e-9)
    }

    @Test func cartography4Items() {
        let (controller, view) = makeController()
        constrain(view, controller.car_topLayoutGuide, controller.car_bottomLayoutGuide) { view, top, bottom in
            view.top >= top.bottom
            view.top <= top.bottom
            view.bottom == bottom.top - 100
            view.left == view.superview!.left
            view.width == 100
        }
        controller.view.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 64, width: 100, height: 480 - 49 - 100 - 64))
        controller.topLayoutGuideLength = 20
        controller.view.layoutIfNeeded()
        #expect(view.frame.minY == 20)
    }

    /// The controller released while its view lives on: the guide's constraints used to trap in every layout.
    /// They are reported and left out; the rest of the layout goes on, in this layout and the later ones.
    @Test func aGuideWhoseControllerIsGoneIsReportedAndLeftOut() {
        let recorder = IssueRecorder()
        defer { recorder.stop() }
        var controller: ViewController? = ViewController()
        controller!.topLayoutGuideLength = 64
        let root: View = controller!.view
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let held = View()
        held.accessibilityIdentifier = "heldBelowGuide"
        let late = View()
        late.accessibilityIdentifier = "lateBelowGuide"
        root.addSubview(held)
        root.addSubview(late)
        constrain(held) { view in
            view.top == controller!.topLayoutGuideCartography
            view.top == view.superview!.top + 10 ~ .defaultLow
            view.left == view.superview!.left
            view.width == 100
            view.height == 50
        }
        root.layoutIfNeeded()
        #expect(held.frame == CGRect(x: 0, y: 64, width: 100, height: 50))
        // Activated but never laid out before the controller goes.
        constrain(late) { view in
            view.top >= controller!.topLayoutGuideCartography + 100
            view.top == view.superview!.top + 20 ~ .defaultLow
            view.left == view.superview!.left + 200
            view.width == 30
            view.height == 40
        }
        controller = nil
        root.layoutIfNeeded()
        #expect(held.frame == CGRect(x: 0, y: 10, width: 100, height: 50))
        #expect(late.frame == CGRect(x: 200, y: 20, width: 30, height: 40))
        let reported = recorder.issues(mentioning: "BelowGuide.top")
        #expect(reported.count == 2)
        #expect(
            reported.first?.hasPrefix(
                "Invalid constraint: topLayoutGuide belongs to a view controller that is gone: "
                    + "heldBelowGuide.top == topLayoutGuide.bottom is left out (LayoutGuideTests.swift:") == true,
            "\(reported)")
        #expect(reported.last?.contains("lateBelowGuide.top >= topLayoutGuide.bottom + 100 is left out") == true)
        // Later layouts keep working.
        root.frame.size = CGSize(width: 400, height: 500)
        late.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(held.frame == CGRect(x: 0, y: 10, width: 100, height: 50))
    }
}
