// Conflicts report exactly a minimal set; ambiguity and broken priorities are found and measured.

import Foundation
import Testing

@testable import Cartography

@Suite struct DiagnosticsTests {
    /// A window with `count` views, each fully and consistently placed (the "irrelevant" constraints
    /// around a conflict), heights and positions only: widths are left to the test.
    func makeViews(_ count: Int) -> (Window, [View]) {
        let w = Window()
        let views = (0..<count).map { index -> View in
            let view = View()
            view.accessibilityIdentifier = "v\(index)"
            w.window.addSubview(view)
            return view
        }
        constrain(views) { proxies in
            for (index, proxy) in proxies.enumerated() {
                proxy.top == proxy.superview!.top + CGFloat(index * 30)
                proxy.left == proxy.superview!.left
                proxy.height == 20
            }
        }
        return (w, views)
    }

    func expectConflict(
        _ w: Window, leftOut: LayoutConstraint, members: [LayoutConstraint],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let conflicts = w.window.layoutConflicts
        #expect(conflicts.count == 1, sourceLocation: sourceLocation)
        guard let conflict = conflicts.first else { return }
        #expect(conflict.leftOut === leftOut, sourceLocation: sourceLocation)
        #expect(
            conflict.conflictingConstraints.map(ObjectIdentifier.init) == members.map(ObjectIdentifier.init),
            "\(conflict.conflictingConstraints)", sourceLocation: sourceLocation)
        #expect(conflict.otherConflicts.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func twoConstraintConflict() {
        let (w, views) = makeViews(3)
        var c: [LayoutConstraint] = []
        constrain(views[0], views[1]) { a, b in
            b.width == 40
            c.append(a.width == 100)
            a.width >= 10
            c.append(a.width == 200)
        }
        expectConflict(w, leftOut: c[1], members: [c[0]])
        #expect(views[0].frame.width == 100)
        #expect(w.window.layoutDiagnostics().ambiguities.map(\.view.debugName) == ["v2"])
    }

    @Test func threeConstraintConflict() {
        let (w, views) = makeViews(4)
        var c: [LayoutConstraint] = []
        constrain(views[0], views[1], views[2], views[3]) { a, b, other, unrelated in
            c.append(a.width == 100)
            other.width == 70
            c.append(b.width == a.width + 10)
            unrelated.width == other.width * 2
            c.append(b.width == 50)
        }
        expectConflict(w, leftOut: c[2], members: [c[0], c[1]])
        #expect(views[1].frame.width == 110)
        #expect(views[3].frame.width == 140)
    }

    @Test func fiveConstraintConflictInAChain() {
        let (w, views) = makeViews(6)
        var c: [LayoutConstraint] = []
        constrain(views) { p in
            c.append(p[0].width == 100)
            p[5].width == 10
            c.append(p[1].width == p[0].width)
            c.append(p[2].width == p[1].width / 2)
            p[4].width <= p[5].width * 3
            c.append(p[3].width == p[2].width + 25)
            c.append(p[3].width == 300)
        }
        expectConflict(w, leftOut: c[4], members: [c[0], c[1], c[2], c[3]])
        #expect(views[3].frame.width == 75)
        let report = w.window.layoutDiagnostics().report
        #expect(report.contains("Left out: v3.width == 300 (DiagnosticsTests.swift:"))
        #expect(report.contains("[LEFT OUT]"))
    }

    /// Inequalities in the cycle, and the host's size as one of the members.
    @Test func conflictWithTheRootSize() {
        let (w, views) = makeViews(1)
        var c: [LayoutConstraint] = []
        constrain(views[0]) { view in
            c.append(view.width == 150)
            c.append(view.right >= view.superview!.right - 100)
        }
        w.layout()
        let conflict = w.window.layoutConflicts.first
        #expect(conflict?.leftOut === c[1])
        // right = left + width: the left edge (placed by makeViews) is part of the cycle.
        let left = views[0].referencingConstraints.live.first { $0.firstAttribute == .left }!
        #expect(conflict?.conflictingConstraints.map(ObjectIdentifier.init) == [left, c[0]].map(ObjectIdentifier.init))
        #expect(conflict?.otherConflicts == ["window.width == 400 (the host's size)"])
        #expect(w.window.bounds.width == 400)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 20))
    }

    @Test func brokenInequalityPreferences() {
        let (w, views) = makeViews(1)
        constrain(views[0]) { view in
            view.width == 80
            view.width >= 120 ~ .defaultHigh
            view.width <= 50 ~ .defaultLow
        }
        let broken = w.window.layoutDiagnostics().brokenConstraints
        #expect(broken.map(\.violation) == [40, 30])
    }

    @Test func unconstrainedViewsAreFullyAmbiguous() {
        let w = Window()
        constrain(w.view) { view in view.width == 10 }
        let free = View()
        free.translatesAutoresizingMaskIntoConstraints = false
        w.window.addSubview(free)
        let kept = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        w.window.addSubview(kept)
        let diagnostics = w.window.layoutDiagnostics()
        #expect(diagnostics.ambiguousAttributes(of: w.view) == [.x, .y, .height])
        #expect(diagnostics.ambiguousAttributes(of: free) == FrameAttribute.allCases)
        #expect(diagnostics.ambiguousAttributes(of: kept).isEmpty)
    }
}
