// Stack view distributions along the axis: exact frames, worked out by hand.

import Foundation
import Testing

@testable import Cartography

@Suite struct StackViewDistributionTests {
    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = SizedView("a", width: 50)
        let b = SizedView("b", width: 60)
        let c = SizedView("c", width: 40)
        b.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = rootStack(width: 300, height: 100, [a, b, c])
        stack.spacing = 10
        stack.layoutIfNeeded()
        // a and c keep 50 and 40; b takes the rest: 300 - 50 - 40 - 2 × 10 = 190. Fill alignment: 100 high.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 190, height: 100))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 100))
    }

    @Test func fillShrinksTheViewThatResistsCompressionLeast() {
        let a = SizedView("a", width: 200)
        let b = SizedView("b", width: 200)
        a.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        let stack = rootStack(width: 300, height: 10, [a, b])
        stack.layoutIfNeeded()
        // 400 wanted in 300: a gives way (749 < 750) and is 100.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 10))
    }

    @Test func fillEquallyMakesEveryViewTheSameLength() {
        let views = [SizedView("a", width: 10), SizedView("b"), SizedView("c", width: 90)]
        let stack = rootStack(width: 320, height: 40, views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutIfNeeded()
        // (320 - 2 × 10) / 3 = 100 each.
        #expect(views.map { rounded($0.frame.minX) } == [0, 110, 220])
        #expect(views.map { rounded($0.frame.width) } == [100, 100, 100])
    }

    @Test func fillProportionallySharesTheRoomByIntrinsicLength() {
        let views = [SizedView("a", width: 20), SizedView("b", width: 30), SizedView("c", width: 50)]
        let stack = rootStack(width: 420, height: 40, views)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        stack.layoutIfNeeded()
        // 420 - 20 of spacing = 400, shared 20 : 30 : 50 → 80, 120, 200.
        // To a billionth: the multipliers (0.3 of 400) are not exact in binary floating point.
        #expect(zip(views.map(\.frame.width), [80, 120, 200] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(zip(views.map(\.frame.minX), [0, 90, 220] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-9 })
        // A new intrinsic size re-shares: 20 : 30 : 150 → 40, 60, 300.
        views[2].contentSize.width = 150
        stack.layoutIfNeeded()
        #expect(zip(views.map(\.frame.width), [40, 60, 300] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func equalSpacingPadsTheGapsEvenlyAndKeepsTheMinimum() {
        let views = [SizedView("a", width: 50), SizedView("b", width: 60), SizedView("c", width: 70)]
        let stack = rootStack(width: 300, height: 40, views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.layoutIfNeeded()
        // 300 - 180 of views = 120 of gaps: 60 each.
        #expect(views.map(\.frame.minX) == [0, 110, 230])
        #expect(views.map(\.frame.width) == [50, 60, 70])
        // 190 wide: the gaps stop at the 10-point minimum and a (resisting least) shrinks to 40.
        views[0].setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        stack.frame.size.width = 190
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        #expect(views.map(\.frame.width) == [40, 60, 70])
    }

    @Test func equalCenteringSpacesTheCentersEvenly() {
        let views = [SizedView("a", width: 20), SizedView("b", width: 60), SizedView("c", width: 100)]
        let stack = rootStack(width: 300, height: 40, views)
        stack.distribution = .equalCentering
        stack.spacing = 10
        stack.layoutIfNeeded()
        // a at 0 (center 10), c ends at 300 (x 200, center 250); b's center halfway, 130: x 100.
        #expect(views.map(\.frame.minX) == [0, 100, 200])
        #expect(views.map(\.frame.width) == [20, 60, 100])
    }

    @Test func verticalStacksDistributeHeights() {
        let views = [SizedView("a", height: 30), SizedView("b", height: 50)]
        views[1].setContentHuggingPriority(LayoutPriority(249), for: .vertical)
        let stack = rootStack(width: 100, height: 200, views)
        stack.axis = .vertical
        stack.spacing = 8
        stack.layoutIfNeeded()
        // a keeps 30; b stretches to 200 - 30 - 8 = 162.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(views[1].frame == CGRect(x: 0, y: 38, width: 100, height: 162))
    }
}
