// layoutSubviews overrides that change the tree while the engine lays it out, as UIKit code does.

import Foundation
import Testing

@testable import Cartography

@Suite struct LayoutSubviewsTests {
    /// Removes its first subview whenever it is laid out.
    final class Remover: View {
        override func layoutSubviews() {
            subviews.first?.removeFromSuperview()
            // Reading the subviews drops the removed one, the last reference to it.
            _ = subviews
        }
    }

    /// The issue's reproducer: the engine wrote the child's frame after the parent's `layoutSubviews` had
    /// freed it (a heap use-after-free under AddressSanitizer, a segfault without).
    @Test func aLayoutSubviewsThatFreesAViewIsSafe() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = Remover()
        root.addSubview(parent)
        weak var weakChild: View?
        do {
            let child = View()
            weakChild = child
            parent.addSubview(child)
            constrain(parent, child) { parent, child in
                parent.edges == parent.superview!.edges
                child.edges == parent.edges
            }
        }
        root.layoutIfNeeded()
        #expect(weakChild == nil)
        #expect(parent.subviews.isEmpty)
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(parent.constraints.isEmpty)
        root.frame.size = CGSize(width: 200, height: 100)
        root.layoutIfNeeded()
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    /// Diagnostics asked of a view that its superview's `layoutSubviews` removes: the layout pass leaves
    /// the view as the root of a tree of its own, with no engine yet, which the diagnostics unwrapped
    /// (found by the layout fuzzer). They describe the view's tree as it is after the pass.
    @Test func diagnosticsOfAViewRemovedByTheLayoutPassDescribeItsNewTree() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = Remover()
        root.addSubview(parent)
        let child = View()
        parent.addSubview(child)
        constrain(parent, child) { parent, child in
            parent.edges == parent.superview!.edges
            child.width == 40
        }
        let diagnostics = child.layoutDiagnostics()
        #expect(child.superview == nil)
        #expect(diagnostics.root === child)
        // A root is as wide as its host (0 here), so its own `width == 40` is the one left out.
        #expect(diagnostics.conflicts.count == 1)
        #expect(diagnostics.ambiguities.isEmpty)
        #expect(child.layoutConflicts.count == 1)
        #expect(child.ambiguousFrameAttributes.isEmpty)
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    /// Adds a constrained badge the first time it is laid out, as lazily built UIKit views do.
    final class BadgeAdder: View {
        var badge: View?
        var layouts = 0

        override func layoutSubviews() {
            layouts += 1
            guard badge == nil else { return }
            let badge = View()
            self.badge = badge
            addSubview(badge)
            constrain(badge) { badge in
                badge.top == badge.superview!.top + 5
                badge.right == badge.superview!.right - 5
                badge.width == 20
                badge.height == 10
            }
        }
    }

    /// What a `layoutSubviews` adds is laid out by a later pass of the same `layoutIfNeeded`.
    @Test func viewsAddedByLayoutSubviewsAreLaidOutInTheSameCall() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let card = BadgeAdder()
        root.addSubview(card)
        constrain(card as View) { card in
            card.left == card.superview!.left + 10
            card.top == card.superview!.top + 10
            card.width == 100
            card.height == 60
        }
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 60))
        #expect(card.badge?.frame == CGRect(x: 75, y: 5, width: 20, height: 10))
        #expect(card.layouts == 1)
        #expect(root.layoutStatistics.layoutPasses == 2)
    }

    /// Grows a new sprout, itself a sprouter, whenever it is laid out: the tree changes on every pass.
    final class Sprouter: View {
        override func layoutSubviews() {
            let sprout = Sprouter()
            addSubview(sprout)
            constrain(sprout) { sprout in
                sprout.width == 1
                sprout.height == 1
            }
        }
    }

    /// A layout that never settles stops after a bounded number of passes, reports it, and goes on next time.
    @Test func aLayoutThatNeverSettlesStopsAndIsReported() {
        let recorder = IssueRecorder()
        defer { recorder.stop() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.accessibilityIdentifier = "restlessRoot"
        let restless = Sprouter()
        root.addSubview(restless)
        constrain(restless as View) { view in view.edges == view.superview!.edges }
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.layoutPasses == LayoutEngine.maximumPassesPerLayout)
        #expect(
            recorder.issues(mentioning: "restlessRoot") == [
                "Invalid view hierarchy: the layout of restlessRoot did not settle: layoutSubviews changed the tree "
                    + "on each of 16 passes; the next layoutIfNeeded goes on"
            ])
        #expect(restless.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A `layoutSubviews` that lays out the tree again, as UIKit code calls `layoutIfNeeded()` from it.
    final class Relayouter: View {
        var child: View?

        override func layoutSubviews() {
            guard child == nil else { return }
            let child = View()
            self.child = child
            addSubview(child)
            constrain(child) { child in child.edges == child.superview!.edges.inseted(by: 4) }
            layoutIfNeeded()
            // The nested call laid the new child out before returning.
            childFrameSeenInLayoutSubviews = child.frame
        }

        var childFrameSeenInLayoutSubviews: CGRect?
    }

    @Test func aNestedLayoutIfNeededLaysOutWhatLayoutSubviewsAdded() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        let outer = Relayouter()
        root.addSubview(outer)
        constrain(outer) { view in view.edges == view.superview!.edges }
        root.layoutIfNeeded()
        #expect(outer.childFrameSeenInLayoutSubviews == CGRect(x: 4, y: 4, width: 42, height: 32))
        #expect(outer.child?.frame == CGRect(x: 4, y: 4, width: 42, height: 32))
    }
}
