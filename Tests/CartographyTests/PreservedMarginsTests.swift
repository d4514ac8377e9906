// preservesSuperviewLayoutMargins: a view's margins grow to keep its content inside its superview's margins.

import Foundation
import Testing

@testable import Cartography

@Suite @MainActor struct PreservedMarginsTests {
    /// A 300 × 200 root with margins of 20 holding `child` at `frame`, whose subview `content` is pinned
    /// to the child's margins guide.
    func tree(childFrame frame: CGRect, preserves: Bool) -> (root: View, child: View, content: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.layoutMargins = EdgeInsets(all: 20)
        let child = View(frame: frame)
        child.preservesSuperviewLayoutMargins = preserves
        root.addSubview(child)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(content)
        let margins = child.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, child, content)
    }

    // UIKit: false by default for views; a view's own margins (8) apply.
    @Test func offByDefaultTheViewsOwnMarginsApply() {
        #expect(!View().preservesSuperviewLayoutMargins)
        let (_, child, content) = tree(childFrame: CGRect(x: 5, y: 0, width: 290, height: 200), preserves: false)
        #expect(child.layoutMargins == EdgeInsets(all: 8))
        #expect(content.frame == CGRect(x: 8, y: 8, width: 274, height: 184))
    }

    // UIKit: where the view is closer to its superview's edge than the superview's margin, its margin
    // there grows to the superview's margin less that distance; elsewhere its own margin stays.
    @Test func marginsReachInWhereTheViewIsCloserThanTheSuperviewsMargin() {
        let (_, child, content) = tree(childFrame: CGRect(x: 5, y: 0, width: 290, height: 150), preserves: true)
        // Left 20 - 5 = 15; top 20 - 0 = 20; right: 300 - 295 = 5 from the edge, 15; bottom: 50 away, own 8.
        #expect(child.layoutMargins == EdgeInsets(top: 20, left: 15, bottom: 8, right: 15))
        #expect(content.frame == CGRect(x: 15, y: 20, width: 260, height: 122))
    }

    // UIKit: the view's own larger margin wins over the reach.
    @Test func aLargerOwnMarginWins() {
        let (root, child, content) = tree(childFrame: CGRect(x: 15, y: 15, width: 270, height: 170), preserves: true)
        #expect(child.layoutMargins == EdgeInsets(all: 8))
        child.layoutMargins = EdgeInsets(all: 3)
        root.layoutIfNeeded()
        // Reach: 20 - 15 = 5 on every side, above the own 3.
        #expect(child.layoutMargins == EdgeInsets(all: 5))
        #expect(content.frame == CGRect(x: 5, y: 5, width: 260, height: 160))
    }

    // UIKit: the reach follows the view's frame as layout moves it, and switching the flag relays out.
    @Test func theReachFollowsTheFrameAndTheFlag() {
        let (root, child, content) = tree(childFrame: CGRect(x: 0, y: 0, width: 300, height: 200), preserves: true)
        #expect(content.frame == CGRect(x: 20, y: 20, width: 260, height: 160))
        child.frame = CGRect(x: 10, y: 10, width: 280, height: 180)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 10, y: 10, width: 260, height: 160))
        child.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 264, height: 164))
    }

    // UIKit: the superview's margins are its effective ones, so the reach passes down a chain of views
    // that preserve them; a view laid out by constraints gets it from its solved frame.
    @Test func theReachPassesDownAChainOfConstrainedViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.layoutMargins = EdgeInsets(all: 30)
        let middle = View()
        middle.translatesAutoresizingMaskIntoConstraints = false
        middle.preservesSuperviewLayoutMargins = true
        root.addSubview(middle)
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        inner.preservesSuperviewLayoutMargins = true
        middle.addSubview(inner)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        inner.addSubview(content)
        NSLayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            middle.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.topAnchor.constraint(equalTo: root.topAnchor),
            middle.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: middle.trailingAnchor),
            inner.topAnchor.constraint(equalTo: middle.topAnchor),
            inner.bottomAnchor.constraint(equalTo: middle.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // Middle: left 30 - 10 = 20; inner: 20 - 5 = 15; 30 elsewhere all the way down.
        #expect(middle.layoutMargins == EdgeInsets(top: 30, left: 20, bottom: 30, right: 30))
        #expect(inner.layoutMargins == EdgeInsets(top: 30, left: 15, bottom: 30, right: 30))
        #expect(content.frame == CGRect(x: 15, y: 30, width: 240, height: 140))
    }

    // UIKit: a table cell's content view preserves the cell's margins.
    @Test func aCellsContentViewPreservesItsSuperviewsMargins() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).contentView.preservesSuperviewLayoutMargins)
    }
}
