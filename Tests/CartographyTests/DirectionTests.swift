// Leading and trailing follow the layout direction, mirroring constants as UIKit does.

import Foundation
import Testing

@testable import Cartography

@Suite struct DirectionTests {
    func frame(_ direction: LayoutDirection, _ relate: (ViewProxy, ViewProxy) -> Void) -> CGRect {
        let w = Window()
        w.window.layoutDirection = direction
        constrain(w.view) { view in
            view.top == view.superview!.top
            view.height == 10
            relate(view, view.superview!)
        }
        w.layout()
        return w.view.frame
    }

    @Test func leadingInsetsFromTheRightInRightToLeft() {
        let pinned: (ViewProxy, ViewProxy) -> Void = { view, superview in
            view.leading == superview.leading + 20
            view.width == 100
        }
        #expect(frame(.leftToRight, pinned).minX == 20)
        #expect(frame(.rightToLeft, pinned).maxX == 380)
    }

    @Test func trailingAndMargins() {
        let pinned: (ViewProxy, ViewProxy) -> Void = { view, superview in
            view.trailing == superview.trailing - 30
            view.leading >= superview.leadingMargin
        }
        #expect(frame(.leftToRight, pinned) == CGRect(x: 8, y: 0, width: 362, height: 10))
        #expect(frame(.rightToLeft, pinned) == CGRect(x: 30, y: 0, width: 362, height: 10))
    }

    @Test func leftAndRightDoNotFlip() {
        let pinned: (ViewProxy, ViewProxy) -> Void = { view, superview in
            view.left == superview.left + 20
            view.width == 100
        }
        #expect(frame(.rightToLeft, pinned).minX == 20)
    }

    @Test func switchingDirectionRelaysOut() {
        let w = Window()
        constrain(w.view) { view in
            view.top == view.superview!.top
            view.width == 100
            view.height == 10
            view.leading == view.superview!.leading + 10
        }
        w.layout()
        #expect(w.view.frame.minX == 10)
        w.window.layoutDirection = .rightToLeft
        #expect(w.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        w.layout()
        #expect(w.view.frame.maxX == 390)
    }
}
