// Cartography's DimensionSpec: width and height against a 400-wide superview.

import Foundation
import Testing

@testable import Cartography

@Suite struct DimensionTests {
    enum Axis: CaseIterable { case width, height }

    func solve(_ axis: Axis, _ block: (Cartography.Dimension, Cartography.Dimension) -> Void) -> CGFloat {
        let w = Window()
        constrain(w.view) { view in
            // Fix the other dimension and the position so the layout is complete.
            view.left == view.superview!.left
            view.top == view.superview!.top
            if axis == .width { view.height == 10 } else { view.width == 10 }
            let own = axis == .width ? view.width : view.height
            let parent = axis == .width ? view.superview!.width : view.superview!.height
            block(own, parent)
        }
        w.layout()
        #expect(!w.view.translatesAutoresizingMaskIntoConstraints)
        return axis == .width ? w.view.frame.width : w.view.frame.height
    }

    @Test(arguments: Axis.allCases) func equality(axis: Axis) {
        #expect(solve(axis) { $0 == $1 } == 400)
    }

    @Test(arguments: Axis.allCases) func inequalities(axis: Axis) {
        #expect(
            solve(axis) {
                $0 <= $1
                $0 >= $1
            } == 400)
    }

    @Test(arguments: Axis.allCases) func arithmetic(axis: Axis) {
        #expect(solve(axis) { $0 == $1 + 100 } == 500)
        #expect(solve(axis) { $0 == $1 - 100 } == 300)
        #expect(solve(axis) { $0 == $1 * 2 } == 800)
        #expect(solve(axis) { $0 == $1 / 2 } == 200)
        #expect(solve(axis) { $0 == $1 / 2 + 100 } == 300)
        #expect(solve(axis) { $0 == ($1 - 50) * 0.5 } == 175)
        #expect(solve(axis) { $0 == 0.5 * $1 } == 200)
        #expect(solve(axis) { own, _ in own == 200 } == 200)
    }

    /// Cartography turned `c - width` into `width - c`; here the property is negated.
    @Test(arguments: Axis.allCases) func constantMinusPropertyNegates(axis: Axis) {
        #expect(solve(axis) { $0 == 500 - $1 } == 100)
        #expect(solve(axis) { $0 == 700 - ($1 + 100) } == 200)
        #expect(solve(axis) { $0 == 100 - $1 * -1 } == 500)
    }

    @Test func constantInequalities() {
        #expect(
            solve(.width) {
                $0 >= 250
                $0 <= $1
                $0 == 0 ~ .defaultLow
            } == 250)
        #expect(
            solve(.width) {
                $0 <= 120
                $0 == $1 ~ .defaultLow
            } == 120)
    }
}
