// Cartography's EdgeSpec: a 200×200 view's edges against a 400×400 superview.

import Foundation
import Testing

@testable import Cartography

@Suite struct EdgeTests {
    enum Side: CaseIterable { case top, right, bottom, left }

    /// Relates one edge of a 200×200 view to the same edge of its superview and returns the frame.
    /// The other axis is pinned to the superview's origin.
    func frame(_ side: Side, _ relate: (Edge, Edge) -> Void) -> CGRect {
        let w = Window()
        constrain(w.view) { view in
            view.width == 200
            view.height == 200
            let superview = view.superview!
            switch side {
            case .top, .bottom: view.left == superview.left
            case .left, .right: view.top == superview.top
            }
            switch side {
            case .top: relate(view.top, superview.top)
            case .right: relate(view.right, superview.right)
            case .bottom: relate(view.bottom, superview.bottom)
            case .left: relate(view.left, superview.left)
            }
        }
        w.layout()
        return w.view.frame
    }

    func measure(_ side: Side, _ frame: CGRect) -> CGFloat {
        switch side {
        case .top: frame.minY
        case .right: frame.maxX
        case .bottom: frame.maxY
        case .left: frame.minX
        }
    }

    @Test(arguments: Side.allCases) func edges(side: Side) {
        let base: CGFloat = side == .top || side == .left ? 0 : 400
        #expect(measure(side, frame(side) { $0 == $1 }) == base)
        #expect(
            measure(
                side,
                frame(side) {
                    $0 <= $1
                    $0 >= $1
                }) == base)
        #expect(measure(side, frame(side) { $0 == $1 + 100 }) == base + 100)
        #expect(measure(side, frame(side) { $0 == $1 - 100 }) == base - 100)
    }

    func center(_ relate: (ViewProxy, ViewProxy) -> Void) -> CGPoint {
        let w = Window()
        constrain(w.view) { view in
            view.width == 200
            view.height == 200
            relate(view, view.superview!)
        }
        w.layout()
        return CGPoint(x: w.view.frame.midX, y: w.view.frame.midY)
    }

    @Test func centers() {
        #expect(
            center {
                $0.centerX == $1.centerX
                $0.centerY == $1.centerY
            } == CGPoint(x: 200, y: 200))
        #expect(
            center {
                $0.centerX <= $1.centerX
                $0.centerX >= $1.centerX
                $0.centerY <= $1.centerY
                $0.centerY >= $1.centerY
            } == CGPoint(x: 200, y: 200))
        #expect(
            center {
                $0.centerX == $1.centerX + 100
                $0.centerY == $1.centerY + 100
            } == CGPoint(x: 300, y: 300))
        #expect(
            center {
                $0.centerX == $1.centerX - 100
                $0.centerY == $1.centerY - 100
            } == CGPoint(x: 100, y: 100))
        // Location multipliers are evaluated in the superview's own coordinate space, as in UIKit.
        #expect(
            center {
                $0.centerX == $1.centerX * 2
                $0.centerY == $1.centerY * 2
            } == CGPoint(x: 400, y: 400))
        #expect(
            center {
                $0.centerX == $1.centerX / 2
                $0.centerY == $1.centerY / 2
            } == CGPoint(x: 100, y: 100))
    }

    @Test func margins() {
        let w = Window()
        w.window.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let other = View()
        w.window.addSubview(other)
        constrain(w.view, other) { view, other in
            view.width == 10
            view.height == 10
            view.top == view.superview!.topMargin
            view.left == view.superview!.leftMargin
            other.width == 10
            other.height == 10
            other.bottom == other.superview!.bottomMargin
            other.right == other.superview!.rightMargin
        }
        w.layout()
        #expect(w.view.frame.minY == 10)
        #expect(w.view.frame.minX == 20)
        #expect(other.frame.maxY == 370)
        #expect(other.frame.maxX == 360)
    }

    @Test func centersWithinMargins() {
        let w = Window()
        w.window.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        constrain(w.view) { view in
            view.size == view.superview!.size / 4
            view.centerX == view.superview!.centerXWithinMargins
            view.centerY == view.superview!.centerYWithinMargins
        }
        w.layout()
        #expect(w.view.frame == CGRect(x: 140, y: 140, width: 100, height: 100))
    }

    @Test func baselines() {
        let w = Window()
        let label = Label()
        label.font = .systemFont(ofSize: 20)
        w.window.addSubview(label)
        constrain(w.view, label) { view, label in
            view.top == view.superview!.top + 50
            view.left == view.superview!.left
            view.size == view.superview!.size / 4
            label.left == view.right
            label.height == 40
            label.width == 50
            label.firstBaseline == view.bottom
        }
        w.layout()
        // A centred line in a 40-high label: baseline at 20 - lineHeight/2 + ascender = 20 - 12 + 19 = 27.
        #expect(abs(label.frame.minY - (150 - 27)) < 1e-9)
        let second = Label()
        w.window.addSubview(second)
        constrain(label, second) { label, second in
            second.size == label.size
            second.left == label.right
            second.lastBaseline == label.lastBaseline
        }
        w.layout()
        // Default 17-pt font: its baseline sits 20 - 20.4 / 2 + 16.15 = 25.95 below its top.
        #expect(abs(second.frame.minY - (150 - 25.95)) < 1e-9)
        // A plain view's baseline is its bottom.
        constrain(w.view, second) { view, second in
            second.baseline == view.baseline ~ .defaultHigh
        }
        w.layout()
        #expect(abs(second.frame.minY - (150 - 25.95)) < 1e-9)
    }
}
