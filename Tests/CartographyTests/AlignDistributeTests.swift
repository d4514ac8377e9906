// Cartography's AlignSpec and DistributeSpec, with views whose translatesAutoresizingMask… is true.

import Foundation
import Testing

@testable import Cartography

@Suite struct AlignTests {
    /// A 200×200 at (10, 10); B and C take A's size.
    func makeViews() -> (Window, View, View, View) {
        let w = Window()
        let b = View()
        let c = View()
        w.window.addSubview(b)
        w.window.addSubview(c)
        constrain(w.view, b, c) { a, b, c in
            a.width == 200
            a.height == 200
            a.left == a.superview!.left + 10
            a.top == a.superview!.top + 10
            b.size == a.size
            c.size == a.size
        }
        return (w, w.view, b, c)
    }

    @Test(arguments: ["top", "right", "bottom", "left", "centerX", "centerY"])
    func alignsEveryItemWithTheFirst(attribute: String) {
        let (w, a, b, c) = makeViews()
        constrain(a, b, c) { a, b, c in
            switch attribute {
            case "top":
                align(top: a, b, c)
                align(left: a, b, c)
            case "right":
                align(right: a, b, c)
                align(bottom: a, b, c)
            case "bottom":
                align(bottom: a, b, c)
                align(leading: a, b, c)
            case "left":
                align(left: a, b, c)
                align(top: a, b, c)
                align(trailing: a, b, c)
            case "centerX":
                align(centerX: a, b, c)
                align(centerY: a, b, c)
            default:
                align(centerY: [a, b, c])
                align(centerX: [a, b, c])
            }
        }
        w.layout()
        #expect(b.frame == a.frame)
        #expect(c.frame == a.frame)
        for view in [a, b, c] { #expect(!view.translatesAutoresizingMaskIntoConstraints) }
    }

    @Test func degenerateAligns() {
        let w = Window()
        constrain(w.view) { view in
            #expect(align(top: [view]).isEmpty)
            #expect(align(top: [any VerticalLayoutProxy]()).isEmpty)
            #expect(align(top: view).isEmpty)
        }
    }
}

@Suite struct DistributeTests {
    /// A is 100×100 at the top left; B and C take its size.
    func makeViews() -> (Window, [View]) {
        let w = Window()
        let views = [w.view, View(), View()]
        for view in views.dropFirst() { w.window.addSubview(view) }
        constrain(views) { views in
            views[0].width == 100
            views[0].height == 100
            views[0].top == views[0].superview!.top
            views[0].left == views[0].superview!.left
            views[1].size == views[0].size
            views[2].size == views[0].size
        }
        return (w, views)
    }

    @Test func leftToRight() {
        let (w, views) = makeViews()
        constrain(views) { views in
            distribute(by: 10, leftToRight: views[0], views[1], views[2])
            align(centerY: views)
        }
        w.layout()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.map(\.frame.minY) == [0, 0, 0])
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test func vertically() {
        let (w, views) = makeViews()
        constrain(views) { views in
            distribute(by: 10, vertically: views)
            align(centerX: views)
        }
        w.layout()
        #expect(views.map(\.frame.minY) == [0, 110, 220])
        #expect(views.map(\.frame.minX) == [0, 0, 0])
    }

    @Test func horizontallyFollowsTheLayoutDirection() {
        let (w, views) = makeViews()
        constrain(views) { views in
            distribute(by: 5, horizontally: views)
            align(top: views)
        }
        w.layout()
        #expect(views.map(\.frame.minX) == [0, 105, 210])

        // Right to left: leading is the right edge, so each view sits left of the previous one.
        let (rtl, rtlViews) = makeViews()
        rtl.window.layoutDirection = .rightToLeft
        constrain(rtlViews) { views in
            distribute(by: 5, horizontally: views)
            align(top: views)
        }
        rtl.layout()
        #expect(rtlViews.map(\.frame.minX) == [0, -105, -210])
    }

    @Test func equalSizes() {
        let w = Window()
        let views = [w.view, View(), View()]
        for view in views.dropFirst() { w.window.addSubview(view) }
        constrain(views) { views in
            views[0].width == 50
            views[0].height == 50
            for view in views {
                view.top == view.superview!.top
                view.left == view.superview!.left
            }
            distribute(equalWidth: views)
            distribute(equalHeight: views[0], views[1], views[2])
        }
        w.layout()
        #expect(views.allSatisfy { $0.frame.size == CGSize(width: 50, height: 50) })
    }

    @Test func degenerateDistributes() {
        let w = Window()
        constrain(w.view) { view in
            #expect(distribute(by: 10, leftToRight: [view]).isEmpty)
            #expect(distribute(by: 10, vertically: [any PositioningLayoutProxy]()).isEmpty)
        }
    }
}
