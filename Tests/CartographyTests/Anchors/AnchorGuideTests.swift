// Anchors of layout guides: the safe area, margins, readable content, keyboard, user guides, scroll views.

import Foundation
import Testing

@testable import Cartography

@Suite struct AnchorGuideTests {
    /// A 400×600 root with one constrained subview.
    struct Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let view = View()

        init() {
            root.accessibilityIdentifier = "root"
            view.accessibilityIdentifier = "view"
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }

        func pin(to guide: LayoutGuide) {
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            root.layoutIfNeeded()
        }
    }

    // UIKit: the safe area guide is the bounds inset by safeAreaInsets.
    @Test func safeAreaLayoutGuide() {
        let scene = Scene()
        scene.root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        scene.pin(to: scene.root.safeAreaLayoutGuide)
        #expect(scene.view.frame == CGRect(x: 0, y: 47, width: 400, height: 519))
    }

    // UIKit: a plain view's layout margins are 8 points on every side.
    @Test func layoutMarginsGuide() {
        let scene = Scene()
        scene.pin(to: scene.root.layoutMarginsGuide)
        #expect(scene.view.frame == CGRect(x: 8, y: 8, width: 384, height: 584))
        scene.root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scene.root.layoutIfNeeded()
        #expect(scene.view.frame == CGRect(x: 2, y: 1, width: 394, height: 596))
    }

    // UIKit: the readable content guide is within the margins and at most 672 wide, centered.
    @Test func readableContentGuide() {
        let scene = Scene()
        scene.root.frame = CGRect(x: 0, y: 0, width: 1000, height: 600)
        scene.pin(to: scene.root.readableContentGuide)
        #expect(scene.view.frame == CGRect(x: 164, y: 8, width: 672, height: 584))
        scene.root.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        scene.root.layoutIfNeeded()
        #expect(scene.view.frame == CGRect(x: 8, y: 8, width: 384, height: 584))
    }

    // UIKit (iOS 15): with the keyboard hidden, the keyboard guide spans the bottom safe area inset.
    @Test func keyboardLayoutGuide() {
        let scene = Scene()
        scene.root.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let guide = scene.root.keyboardLayoutGuide
        #expect(scene.root.keyboardLayoutGuide === guide)
        #expect(scene.root.layoutGuides.contains { $0 === guide })
        NSLayoutConstraint.activate([
            scene.view.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -10),
            scene.view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            scene.view.widthAnchor.constraint(equalTo: guide.widthAnchor),
            scene.view.heightAnchor.constraint(equalToConstant: 44),
        ])
        scene.root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 566, width: 400, height: 34))
        #expect(scene.view.frame == CGRect(x: 0, y: 512, width: 400, height: 44))
        #expect(!scene.view.hasAmbiguousLayout)
    }

    /// The DSL reaches the same guides through its view proxy.
    @Test func guidesThroughTheDSL() {
        let scene = Scene()
        scene.root.frame = CGRect(x: 0, y: 0, width: 1000, height: 600)
        constrain(scene.view) { view in
            view.leading == view.superview!.readableContentGuide.leading
            view.trailing == view.superview!.readableContentGuide.trailing
            view.bottom == view.superview!.keyboardLayoutGuide.top - 4
            view.height == 20
        }
        scene.root.layoutIfNeeded()
        #expect(scene.view.frame == CGRect(x: 164, y: 576, width: 672, height: 20))
    }

    // UIKit: a guide added with addLayoutGuide is placed by constraints like a view, and places others.
    @Test func userLayoutGuides() {
        let scene = Scene()
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        scene.root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 30),
            spacer.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            spacer.widthAnchor.constraint(equalTo: scene.root.widthAnchor, multiplier: 0.25),
            spacer.heightAnchor.constraint(equalToConstant: 60),
            spacer.centerXAnchor.constraint(greaterThanOrEqualTo: scene.root.leftAnchor),
            scene.view.leftAnchor.constraint(equalTo: spacer.rightAnchor),
            scene.view.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            scene.view.widthAnchor.constraint(equalTo: spacer.widthAnchor),
            scene.view.heightAnchor.constraint(equalTo: spacer.heightAnchor),
            spacer.centerYAnchor.constraint(lessThanOrEqualTo: scene.view.centerYAnchor),
        ])
        scene.root.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 30, y: 40, width: 100, height: 60))
        #expect(scene.view.frame == CGRect(x: 130, y: 100, width: 100, height: 60))
    }

    // UIKit: a view controller's top layout guide (iOS 7-10) has anchors too.
    @Test func layoutSupportAnchors() {
        let controller = ViewController()
        controller.topLayoutGuideLength = 64
        let root: View = controller.view
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let top = controller.car_topLayoutGuide
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: top.bottomAnchor),
            bar.leftAnchor.constraint(equalTo: root.leftAnchor),
            bar.rightAnchor.constraint(equalTo: root.rightAnchor),
            bar.heightAnchor.constraint(equalTo: top.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 64, width: 320, height: 32))
    }

    // UIKit: content pinned to the content guide sets the content size; the frame guide is the visible area.
    @Test func scrollViewGuides() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = View()
        let badge = View()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(view)
        }
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 900))
        #expect(badge.frame == CGRect(x: 270, y: 310, width: 40, height: 20))
        #expect(root.layoutDiagnostics().isClean)
    }
}
