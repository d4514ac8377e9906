// NSLayoutAnchor on views: every relation, constant and multiplier, with exact frames.

import Foundation
import Testing

@testable import Cartography

/// A 400×400 root holding `a` and `b`, both placed by constraints (as UIKit code sets
/// translatesAutoresizingMaskIntoConstraints = false itself: anchors leave it alone).
struct AnchorWindow {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = View()
    let b = View()

    init() {
        root.accessibilityIdentifier = "root"
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
    }

    func layout() { root.layoutIfNeeded() }

    /// Pins `view` to a 100×100 square at (x, y) of the root.
    func place(_ view: View, x: CGFloat, y: CGFloat, side: CGFloat = 100) {
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
            view.widthAnchor.constraint(equalToConstant: side),
            view.heightAnchor.constraint(equalToConstant: side),
        ])
    }
}

@Suite struct AnchorTests {
    // UIKit: anchors make inactive constraints; isActive = true installs them, and
    // translatesAutoresizingMaskIntoConstraints is the caller's business.
    @Test func constraintsStartInactiveAndLeaveAutoresizingAlone() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(view)
        let constraint = view.widthAnchor.constraint(equalToConstant: 50)
        #expect(!constraint.isActive)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(root.constraints.isEmpty && view.constraints.isEmpty)
        constraint.isActive = true
        #expect(constraint.isActive)
        #expect(view.constraints.count == 1)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func edgesWithConstants() {
        let w = AnchorWindow()
        NSLayoutConstraint.activate([
            w.a.topAnchor.constraint(equalTo: w.root.topAnchor, constant: 10),
            w.a.leadingAnchor.constraint(equalTo: w.root.leadingAnchor, constant: 20),
            w.a.trailingAnchor.constraint(equalTo: w.root.trailingAnchor, constant: -30),
            w.a.bottomAnchor.constraint(equalTo: w.root.bottomAnchor, constant: -40),
        ])
        w.layout()
        #expect(w.a.frame == CGRect(x: 20, y: 10, width: 350, height: 350))
    }

    @Test func edgesWithoutConstants() {
        let w = AnchorWindow()
        NSLayoutConstraint.activate([
            w.a.topAnchor.constraint(equalTo: w.root.topAnchor),
            w.a.leftAnchor.constraint(equalTo: w.root.leftAnchor),
            w.a.rightAnchor.constraint(equalTo: w.root.rightAnchor),
            w.a.bottomAnchor.constraint(equalTo: w.root.bottomAnchor),
        ])
        w.layout()
        #expect(w.a.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func centersAndDimensions() {
        let w = AnchorWindow()
        NSLayoutConstraint.activate([
            w.a.centerXAnchor.constraint(equalTo: w.root.centerXAnchor, constant: 50),
            w.a.centerYAnchor.constraint(equalTo: w.root.centerYAnchor),
            w.a.widthAnchor.constraint(equalTo: w.root.widthAnchor, multiplier: 0.5),
            w.a.heightAnchor.constraint(equalTo: w.a.widthAnchor, multiplier: 0.5, constant: 10),
        ])
        w.layout()
        // width 200, height 110, center (250, 200).
        #expect(w.a.frame == CGRect(x: 150, y: 145, width: 200, height: 110))
    }

    @Test func dimensionsEqualToEachOther() {
        let w = AnchorWindow()
        w.place(w.a, x: 0, y: 0, side: 120)
        NSLayoutConstraint.activate([
            w.b.widthAnchor.constraint(equalTo: w.a.widthAnchor),
            w.b.heightAnchor.constraint(equalTo: w.a.heightAnchor, constant: -20),
            w.b.leadingAnchor.constraint(equalTo: w.a.trailingAnchor),
            w.b.topAnchor.constraint(equalTo: w.a.bottomAnchor),
        ])
        w.layout()
        #expect(w.b.frame == CGRect(x: 120, y: 120, width: 120, height: 100))
    }

    // Inequalities: each one bounds a view that a weaker wish pushes against it.
    @Test func inequalitiesOnPositions() {
        let w = AnchorWindow()
        w.place(w.a, x: 100, y: 100)
        let wishes = [
            w.b.leadingAnchor.constraint(equalTo: w.root.leadingAnchor),
            w.b.topAnchor.constraint(equalTo: w.root.topAnchor),
        ]
        for wish in wishes { wish.priority = .defaultLow }
        NSLayoutConstraint.activate(
            wishes + [
                w.b.leadingAnchor.constraint(greaterThanOrEqualTo: w.a.leadingAnchor),
                w.b.topAnchor.constraint(greaterThanOrEqualTo: w.a.bottomAnchor, constant: 5),
                w.b.trailingAnchor.constraint(lessThanOrEqualTo: w.root.trailingAnchor),
                w.b.bottomAnchor.constraint(lessThanOrEqualTo: w.root.bottomAnchor, constant: -15),
                w.b.widthAnchor.constraint(equalToConstant: 10),
                w.b.heightAnchor.constraint(equalToConstant: 10),
            ])
        w.layout()
        #expect(w.b.frame == CGRect(x: 100, y: 205, width: 10, height: 10))
        // Pulled the other way, the ≤ bounds hold instead.
        for wish in wishes { wish.isActive = false }
        let pulls = [
            w.b.leadingAnchor.constraint(equalTo: w.root.trailingAnchor),
            w.b.topAnchor.constraint(equalTo: w.root.bottomAnchor),
        ]
        for pull in pulls { pull.priority = .defaultLow }
        NSLayoutConstraint.activate(pulls)
        w.layout()
        #expect(w.b.frame == CGRect(x: 390, y: 375, width: 10, height: 10))
    }

    @Test func lessThanOrEqualPositionsWin() {
        let w = AnchorWindow()
        w.place(w.a, x: 100, y: 100)
        let wishes = [
            w.b.trailingAnchor.constraint(equalTo: w.root.trailingAnchor),
            w.b.bottomAnchor.constraint(equalTo: w.root.bottomAnchor),
        ]
        for wish in wishes { wish.priority = .defaultLow }
        NSLayoutConstraint.activate(
            wishes + [
                w.b.trailingAnchor.constraint(lessThanOrEqualTo: w.a.trailingAnchor),
                w.b.bottomAnchor.constraint(lessThanOrEqualTo: w.a.bottomAnchor, constant: 50),
                w.b.widthAnchor.constraint(equalToConstant: 30),
                w.b.heightAnchor.constraint(equalToConstant: 40),
            ])
        w.layout()
        #expect(w.b.frame == CGRect(x: 170, y: 210, width: 30, height: 40))
    }

    @Test func dimensionInequalities() {
        let w = AnchorWindow()
        w.place(w.a, x: 0, y: 0, side: 100)
        let wishes = [
            w.b.widthAnchor.constraint(equalToConstant: 0),
            w.b.heightAnchor.constraint(equalToConstant: 1000),
        ]
        for wish in wishes { wish.priority = .defaultLow }
        NSLayoutConstraint.activate(
            wishes + [
                w.b.leftAnchor.constraint(equalTo: w.root.leftAnchor),
                w.b.topAnchor.constraint(equalTo: w.root.topAnchor),
                w.b.widthAnchor.constraint(greaterThanOrEqualTo: w.a.widthAnchor, multiplier: 0.5),
                w.b.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
                w.b.heightAnchor.constraint(lessThanOrEqualTo: w.a.heightAnchor, multiplier: 2, constant: 30),
                w.b.heightAnchor.constraint(lessThanOrEqualToConstant: 300),
            ])
        w.layout()
        #expect(w.b.frame == CGRect(x: 0, y: 0, width: 50, height: 230))

        let v = AnchorWindow()
        v.place(v.a, x: 0, y: 0, side: 100)
        let pulls = [
            v.b.widthAnchor.constraint(equalToConstant: 1000),
            v.b.heightAnchor.constraint(equalToConstant: 0),
        ]
        for pull in pulls { pull.priority = .defaultLow }
        NSLayoutConstraint.activate(
            pulls + [
                v.b.leftAnchor.constraint(equalTo: v.root.leftAnchor),
                v.b.topAnchor.constraint(equalTo: v.root.topAnchor),
                v.b.widthAnchor.constraint(lessThanOrEqualTo: v.a.widthAnchor, multiplier: 3),
                v.b.widthAnchor.constraint(lessThanOrEqualTo: v.a.widthAnchor),
                v.b.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
                v.b.heightAnchor.constraint(greaterThanOrEqualTo: v.a.heightAnchor, multiplier: 0.5, constant: 5),
                v.b.heightAnchor.constraint(greaterThanOrEqualTo: v.a.heightAnchor, constant: -60),
                v.b.heightAnchor.constraint(greaterThanOrEqualTo: v.a.heightAnchor),
            ])
        v.layout()
        #expect(v.b.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func inequalitiesWithoutConstants() {
        let w = AnchorWindow()
        w.place(w.a, x: 100, y: 100)
        let wishes = [
            w.b.leadingAnchor.constraint(equalTo: w.root.leadingAnchor),
            w.b.bottomAnchor.constraint(equalTo: w.root.bottomAnchor),
        ]
        for wish in wishes { wish.priority = .defaultLow }
        NSLayoutConstraint.activate(
            wishes + [
                w.b.leadingAnchor.constraint(greaterThanOrEqualTo: w.a.trailingAnchor),
                w.b.bottomAnchor.constraint(lessThanOrEqualTo: w.a.bottomAnchor),
                w.b.widthAnchor.constraint(equalToConstant: 10),
                w.b.heightAnchor.constraint(equalToConstant: 10),
            ])
        w.layout()
        #expect(w.b.frame == CGRect(x: 200, y: 190, width: 10, height: 10))
    }

    // UIKit: system spacing between siblings is 8 points, times the multiplier.
    @Test func systemSpacing() {
        let w = AnchorWindow()
        w.place(w.a, x: 10, y: 10)
        NSLayoutConstraint.activate([
            w.b.leadingAnchor.constraint(equalToSystemSpacingAfter: w.a.trailingAnchor, multiplier: 2),
            w.b.topAnchor.constraint(equalToSystemSpacingBelow: w.a.bottomAnchor, multiplier: 1),
            w.b.widthAnchor.constraint(equalToConstant: 10),
            w.b.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layout()
        #expect(w.b.frame == CGRect(x: 126, y: 118, width: 10, height: 10))
    }

    @Test func systemSpacingInequalities() {
        let w = AnchorWindow()
        w.place(w.a, x: 10, y: 10)
        let wishes = [
            w.b.leadingAnchor.constraint(equalTo: w.root.leadingAnchor),
            w.b.topAnchor.constraint(equalTo: w.root.bottomAnchor),
        ]
        for wish in wishes { wish.priority = .defaultLow }
        NSLayoutConstraint.activate(
            wishes + [
                w.b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: w.a.trailingAnchor, multiplier: 1),
                w.b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: w.a.bottomAnchor, multiplier: 3),
                w.b.widthAnchor.constraint(equalToConstant: 10),
                w.b.heightAnchor.constraint(equalToConstant: 10),
            ])
        w.layout()
        #expect(w.b.frame == CGRect(x: 118, y: 134, width: 10, height: 10))

        let v = AnchorWindow()
        v.place(v.a, x: 100, y: 100)
        let pulls = [
            v.b.leadingAnchor.constraint(equalTo: v.root.trailingAnchor),
            v.b.topAnchor.constraint(equalTo: v.root.topAnchor),
        ]
        for pull in pulls { pull.priority = .defaultLow }
        NSLayoutConstraint.activate(
            pulls + [
                v.b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: v.a.trailingAnchor, multiplier: 1),
                v.b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: v.a.bottomAnchor, multiplier: 0.5),
                v.b.widthAnchor.constraint(equalToConstant: 10),
                v.b.heightAnchor.constraint(equalToConstant: 10),
            ])
        v.layout()
        #expect(v.b.frame == CGRect(x: 208, y: 204, width: 10, height: 10))
    }

    // UIKit: in a right-to-left layout, leading is the right edge and "after" is to the left.
    @Test func leadingAndTrailingMirrorRightToLeft() {
        let w = AnchorWindow()
        w.root.layoutDirection = .rightToLeft
        NSLayoutConstraint.activate([
            w.a.leadingAnchor.constraint(equalTo: w.root.leadingAnchor, constant: 20),
            w.a.topAnchor.constraint(equalTo: w.root.topAnchor),
            w.a.widthAnchor.constraint(equalToConstant: 50),
            w.a.heightAnchor.constraint(equalToConstant: 50),
            w.b.leadingAnchor.constraint(equalToSystemSpacingAfter: w.a.trailingAnchor, multiplier: 1),
            w.b.topAnchor.constraint(equalTo: w.root.topAnchor),
            w.b.widthAnchor.constraint(equalToConstant: 50),
            w.b.heightAnchor.constraint(equalToConstant: 50),
        ])
        w.layout()
        #expect(w.a.frame == CGRect(x: 330, y: 0, width: 50, height: 50))
        #expect(w.b.frame == CGRect(x: 272, y: 0, width: 50, height: 50))
    }

    @Test func baselines() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let box = View()
        let other = View()
        for view in [box, other] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        // A plain view's first baseline is its top and its last baseline its bottom, as in UIKit.
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 30),
            other.leftAnchor.constraint(equalTo: root.leftAnchor),
            other.firstBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor, constant: 2),
            other.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor, constant: 22),
            other.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 0, y: 42, width: 50, height: 20))
    }
}
