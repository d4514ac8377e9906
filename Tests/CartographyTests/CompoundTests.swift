// Cartography's EdgesSpec, PointSpec and SizeSpec, plus horizontal and vertical edges.

import Foundation
import Testing

@testable import Cartography

@Suite struct CompoundTests {
    func edges(_ relate: (ViewProxy, ViewProxy) -> Void) -> CGRect {
        let w = Window()
        w.window.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        constrain(w.view) { view in relate(view, view.superview!) }
        w.layout()
        return w.view.frame
    }

    @Test func edgesAndInsets() {
        #expect(edges { $0.edges == $1.edges } == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(
            edges {
                $0.edges <= $1.edges
                $0.edges >= $1.edges
            } == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(edges { $0.edges == inset($1.edges, 20) } == CGRect(x: 20, y: 20, width: 360, height: 360))
        #expect(edges { $0.edges == inset($1.edges, 20, 30) } == CGRect(x: 20, y: 30, width: 360, height: 340))
        #expect(edges { $0.edges == inset($1.edges, horizontally: 20) } == CGRect(x: 20, y: 0, width: 360, height: 400))
        #expect(edges { $0.edges == inset($1.edges, vertically: 30) } == CGRect(x: 0, y: 30, width: 400, height: 340))
        #expect(edges { $0.edges == inset($1.edges, 10, 20, 30, 40) } == CGRect(x: 20, y: 10, width: 340, height: 360))
        #expect(
            edges { $0.edges == $1.edges.inseted(by: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) }
                == CGRect(x: 20, y: 10, width: 340, height: 360))
        #expect(edges { $0.edges == $1.edgesWithinMargins } == CGRect(x: 20, y: 10, width: 340, height: 360))
    }

    /// `edges >= inset(...)` relates every edge the same way (top >= 20, leading >= 20, bottom >= 380,
    /// trailing >= 380): it is not containment, so a 400-wide view fits by sticking out.
    @Test func edgesInequalitiesWithInsets() {
        let frame = edges {
            $0.edges >= inset($1.edges, 20)
            $0.size == $1.size ~ .defaultLow
        }
        #expect(frame == CGRect(x: 20, y: 20, width: 400, height: 400))
        let contained = edges {
            $0.top >= $1.top + 20
            $0.leading >= $1.leading + 20
            $0.bottom <= $1.bottom - 20
            $0.trailing <= $1.trailing - 20
            $0.size == $1.size ~ .defaultLow
        }
        #expect(contained == CGRect(x: 20, y: 20, width: 360, height: 360))
    }

    @Test func horizontalAndVerticalEdges() {
        #expect(
            edges {
                $0.horizontalEdges == inset($1.horizontalEdges, horizontally: 30)
                $0.verticalEdges == inset($1.verticalEdges, vertically: 50)
            } == CGRect(x: 30, y: 50, width: 340, height: 300))
    }

    func point(_ relate: (ViewProxy, ViewProxy) -> Void, margins: EdgeInsets = .zero) -> CGRect {
        let w = Window()
        w.view.layoutMargins = margins
        constrain(w.view) { view in
            view.width == 200
            view.height == 200
            relate(view, view.superview!)
        }
        w.layout()
        return w.view.frame
    }

    @Test func centers() {
        let expected = CGRect(x: 100, y: 100, width: 200, height: 200)
        #expect(point { $0.center == $1.center } == expected)
        #expect(
            point {
                $0.center <= $1.center
                $0.center >= $1.center
            } == expected)
        let margins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(
            point({ $0.centerWithinMargins == $1.center }, margins: margins)
                == CGRect(x: 110, y: 110, width: 200, height: 200))
        #expect(
            point(
                {
                    $0.centerWithinMargins <= $1.center
                    $0.centerWithinMargins >= $1.center
                }, margins: margins) == CGRect(x: 110, y: 110, width: 200, height: 200))
    }

    func size(_ relate: (ViewProxy, ViewProxy) -> Void) -> CGSize {
        let w = Window()
        constrain(w.view) { view in
            view.center == view.superview!.center
            relate(view, view.superview!)
        }
        w.layout()
        return w.view.frame.size
    }

    @Test func sizes() {
        #expect(size { $0.size == $1.size } == CGSize(width: 400, height: 400))
        #expect(
            size {
                $0.size <= $1.size
                $0.size >= $1.size
            } == CGSize(width: 400, height: 400))
        #expect(size { $0.size == $1.size * 2 } == CGSize(width: 800, height: 800))
        #expect(size { $0.size == $1.size / 2 } == CGSize(width: 200, height: 200))
        #expect(size { $0.size == 0.25 * $1.size } == CGSize(width: 100, height: 100))
    }
}
