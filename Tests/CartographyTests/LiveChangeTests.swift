// Constants, priorities and activation changed on live constraints; the engine stays incremental.

import Foundation
import Testing

@testable import Cartography

@Suite struct LiveChangeTests {
    @Test func constantsAndPrioritiesChangeTheLayout() {
        let w = Window()
        var width: LayoutConstraint!
        var gap: LayoutConstraint!
        var preferred: LayoutConstraint!
        constrain(w.view) { view in
            view.top == view.superview!.top
            view.height == 20
            gap = view.left >= view.superview!.left + 10
            width = view.width == 100
            preferred = view.left == view.superview!.left + 300 ~ .defaultLow
        }
        w.layout()
        #expect(w.view.frame == CGRect(x: 300, y: 0, width: 100, height: 20))
        width.constant = 150
        w.layout()
        #expect(w.view.frame.width == 150)
        gap.constant = 320
        w.layout()
        #expect(w.view.frame.minX == 320)
        preferred.constant = 500
        preferred.priority = .defaultHigh
        w.layout()
        #expect(w.view.frame.minX == 500)
        width.isActive = false
        w.layout()
        // The width is now ambiguous (any value is a solution); the position is not.
        #expect(w.view.frame.minX == 500)
        width.isActive = true
        w.layout()
        #expect(w.view.frame.width == 150)
    }

    @Test func nothingChangesNothingIsRecomputed() {
        let w = Window()
        constrain(w.view) { view in view.edges == inset(view.superview!.edges, 10) }
        w.layout()
        let first = w.window.layoutStatistics
        w.layout()
        #expect(w.window.layoutStatistics == first)
        w.window.frame.size = CGSize(width: 300, height: 200)
        w.layout()
        let resized = w.window.layoutStatistics
        #expect(resized.syncs == first.syncs)
        #expect(resized.rootSizeSuggestions == first.rootSizeSuggestions + 1)
        #expect(w.view.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
    }

    /// A view that keeps its frame (translatesAutoresizingMaskIntoConstraints) anchors others; moving it
    /// moves them.
    @Test func frameKeepingViewsAnchorConstrainedOnes() {
        let w = Window()
        let anchor = View(frame: CGRect(x: 40, y: 50, width: 60, height: 70))
        w.window.addSubview(anchor)
        constrain(w.view, anchor) { view, anchor in
            view.top == anchor.bottom + 5
            view.left == anchor.left
            view.size == anchor.size
        }
        w.layout()
        #expect(anchor.translatesAutoresizingMaskIntoConstraints)
        #expect(w.view.frame == CGRect(x: 40, y: 125, width: 60, height: 70))
        anchor.frame.origin.x = 100
        w.layout()
        #expect(w.view.frame.minX == 100)
        #expect(anchor.frame == CGRect(x: 100, y: 50, width: 60, height: 70))
    }
}
