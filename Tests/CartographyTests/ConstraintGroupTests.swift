// Cartography's ConstraintGroupSpec: toggling groups, replacing, clearing.

import Foundation
import Testing

@testable import Cartography

@Suite struct ConstraintGroupTests {
    @Test func togglingGroups() {
        let w = Window()
        constrain(w.view) { view in
            view.top == view.superview!.top
            view.left == view.superview!.left
        }
        let small = constrain(w.view) { view in
            view.width == 100
            view.height == 100
        }
        let large = constrain(w.view) { view in
            view.width == 200
            view.height == 200
        }
        large.active = false
        #expect(small.active && !large.active)
        w.layout()
        #expect(w.view.frame.size == CGSize(width: 100, height: 100))
        small.active = false
        large.active = true
        w.layout()
        #expect(w.view.frame.size == CGSize(width: 200, height: 200))
        #expect(large.constraints.count == 2)
        #expect(ConstraintGroup().active)
    }

    /// Replacing `height == 100` by `bottom >= superview.bottom` leaves the height at its minimum, 190,
    /// as UIKit does.
    @Test func replace() {
        let w = Window()
        let view2 = View()
        w.window.addSubview(view2)
        constrain(w.view, view2) { view1, view2 in
            view1.top == view1.superview!.top
            view1.left == view1.superview!.left
            view1.right == view1.superview!.right
            view1.height == 210
            view2.top == view1.bottom
            view2.left == view1.left
            view2.right == view1.right
        }
        let group = constrain(view2) { view in view.height == 100 }
        w.layout()
        #expect(view2.frame == CGRect(x: 0, y: 210, width: 400, height: 100))
        let replaced = constrain(view2, replace: group) { view in view.bottom >= view.superview!.bottom }
        #expect(replaced === group)
        w.layout()
        #expect(view2.frame == CGRect(x: 0, y: 210, width: 400, height: 190))
        #expect(group.constraints.count == 1)
    }

    @Test func clear() {
        let w = Window()
        constrain(w.view) { view in
            view.top == view.superview!.top
            view.left == view.superview!.left
            view.width == 50 ~ .defaultLow
            view.height == 50
        }
        let group = constrain(w.view) { view in view.width == 150 }
        w.layout()
        #expect(w.view.frame.width == 150)
        constrain(clear: group)
        #expect(group.constraints.isEmpty)
        w.layout()
        #expect(w.view.frame.width == 50)
    }

    @Test func arraysAndDictionaries() {
        let w = Window()
        let views = (0..<4).map { _ in View() }
        for view in views { w.window.addSubview(view) }
        constrain(views) { proxies in
            for (index, proxy) in proxies.enumerated() {
                proxy.width == 10
                proxy.height == 10
                proxy.top == proxy.superview!.top + CGFloat(index * 20)
                proxy.left == proxy.superview!.left
            }
        }
        let keyed = ["a": View(), "b": View()]
        for view in keyed.values { w.window.addSubview(view) }
        constrain(keyed) { proxies in
            proxies["a"]!.size == proxies["b"]!.size
            proxies["a"]!.width == 30
            proxies["b"]!.height == 40
            proxies["a"]!.top == proxies["a"]!.superview!.top
            proxies["b"]!.top == proxies["a"]!.bottom
            proxies["a"]!.left == proxies["a"]!.superview!.left
            proxies["b"]!.left == proxies["a"]!.right
        }
        w.layout()
        #expect(views.map(\.frame.minY) == [0, 20, 40, 60])
        #expect(keyed["b"]!.frame == CGRect(x: 30, y: 40, width: 30, height: 40))
    }

    /// `constrain` takes any number of items (parameter packs), views and guides mixed.
    @Test func manyItems() {
        let w = Window()
        let views = (0..<10).map { _ in View() }
        for view in views { w.window.addSubview(view) }
        let guide = LayoutGuide()
        w.window.addLayoutGuide(guide)
        constrain(
            views[0], views[1], views[2], views[3], views[4], views[5], views[6], views[7], views[8], views[9],
            guide
        ) { v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, guide in
            guide.edges == inset(guide.owningView!.edges, 50)
            for proxy in [v0, v1, v2, v3, v4, v5, v6, v7, v8, v9] {
                proxy.edges == guide.edges
            }
        }
        w.layout()
        #expect(views.allSatisfy { $0.frame == CGRect(x: 50, y: 50, width: 300, height: 300) })
    }
}
