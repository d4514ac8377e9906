// Stack view alignments across the axis, margins, and right-to-left.

import Foundation
import Testing

@testable import Cartography

@Suite struct StackViewAlignmentTests {
    func frames(_ alignment: StackView.Alignment) -> [CGRect] {
        let views = [SizedView("a", width: 50, height: 20), SizedView("b", width: 50, height: 40)]
        let stack = rootStack(width: 100, height: 100, views)
        stack.alignment = alignment
        stack.layoutIfNeeded()
        return views.map(\.frame)
    }

    @Test func horizontalAlignments() {
        // A 100-high row of a 20-high and a 40-high view.
        #expect(
            frames(.fill) == [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 50, height: 100)])
        #expect(
            frames(.top) == [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 50, height: 40)])
        // Centered: (100 - 20) / 2 = 40 and (100 - 40) / 2 = 30.
        #expect(
            frames(.center) == [
                CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 50, y: 30, width: 50, height: 40),
            ])
        #expect(
            frames(.bottom) == [
                CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 50, y: 60, width: 50, height: 40),
            ])
        // Plain views' first baseline is their top: as `.top`.
        #expect(frames(.firstBaseline) == frames(.top))
        // Last baselines (bottoms) line up, the row pulled up to the canvas: b at 0...40, a at 20...40.
        #expect(
            frames(.lastBaseline) == [
                CGRect(x: 0, y: 20, width: 50, height: 20), CGRect(x: 50, y: 0, width: 50, height: 40),
            ])
    }

    @Test func verticalAlignmentsFollowTheLayoutDirection() {
        let views = [SizedView("a", width: 30, height: 10), SizedView("b", width: 60, height: 10)]
        let stack = rootStack(width: 100, height: 20, views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 0])
        stack.layoutDirection = .rightToLeft
        stack.layoutIfNeeded()
        // Leading is the right edge: 100 - 30 and 100 - 60.
        #expect(views.map(\.frame.minX) == [70, 40])
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [35, 20])
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let views = [SizedView("a", width: 40), SizedView("b")]
        let stack = rootStack(width: 200, height: 100, views)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        stack.layoutIfNeeded()
        // Inside the margins: x 20...160, y 10...70; b takes 160 - 20 - 40 = 100.
        #expect(views[0].frame == CGRect(x: 20, y: 10, width: 40, height: 60))
        #expect(views[1].frame == CGRect(x: 60, y: 10, width: 100, height: 60))
    }

    @Test func rightToLeftRowsStartAtTheRight() {
        let views = [SizedView("a", width: 30), SizedView("b", width: 50)]
        let stack = rootStack(width: 100, height: 10, views)
        stack.distribution = .equalSpacing
        stack.layoutDirection = .rightToLeft
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [70, 0])
    }
}
