// UIView.hitTest(_:with:) and point(inside:with:): which view a touch goes to.

import Foundation
import Testing

@testable import Cartography

@Suite struct HitTestingTests {
    /// A 200 × 200 root with `back` (0, 0, 100, 100) and `front` (50, 50, 100, 100) over it.
    private func scene() -> (root: View, back: View, front: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    /// UIKit: the frontmost (last) subview containing the point wins; outside every subview, the view itself.
    @Test func theFrontmostSubviewUnderThePointIsHit() {
        let (root, back, front) = scene()
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil, "outside the root")
    }

    /// UIKit: hitTest ignores views that are hidden, have user interaction disabled, or an alpha below 0.01,
    /// and everything inside them.
    @Test func hiddenTransparentAndNonInteractiveViewsArePassedOver() {
        let (root, back, front) = scene()
        let point = CGPoint(x: 75, y: 75)
        front.isHidden = true
        #expect(root.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(root.hitTest(point, with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(point, with: nil) === front, "alpha 0.01 still takes touches")
        front.alpha = 1
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        front.addSubview(child)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === back, "the child goes with its non-interactive superview")
        // The inspector's hitTest(_:) still finds every visible view.
        #expect(root.hitTest(point) === child)
    }

    /// UIKit: labels and image views do not take touches by default, so a tap on a button's title label goes
    /// to the button.
    @Test func aLabelPassesTouchesToTheViewBehindIt() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.layoutIfNeeded()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 50, y: 22), with: nil) === button)
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 50, y: 22), with: nil) === button, "a label on top is passed over")
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 50, y: 22), with: nil) === label)
    }

    /// UIKit: a subview reaching outside its superview's bounds cannot be hit there, and overriding
    /// point(inside:with:) widens a view's hit area.
    @Test func pointInsideDecidesAndBoundsLimitSubviews() {
        final class Generous: View {
            override func point(inside point: CGPoint, with event: InputEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overhang = View(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        root.addSubview(small)
        small.addSubview(overhang)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === overhang)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root, "outside small's bounds")
        let generous = Generous(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(generous)
        #expect(root.hitTest(CGPoint(x: 135, y: 110), with: nil) === generous)
    }

    /// UIKit: a scroll view's subviews are hit where they show, shifted by the content offset.
    @Test func aScrolledSubviewIsHitWhereItShows() {
        let (root, back, front) = scene()
        let scroll = ScrollView(frame: root.bounds)
        root.addSubview(scroll)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scroll, "in front of \(back) and \(front)")
        let row = View(frame: CGRect(x: 0, y: 300, width: 200, height: 50))
        scroll.addSubview(row)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 290)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === row)
    }
}
