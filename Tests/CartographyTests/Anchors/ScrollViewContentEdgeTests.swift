// A scroll view's edges, seen from its content: the content area, as in UIKit.

import Foundation
import Testing

@testable import Cartography

@Suite struct ScrollViewContentEdgeTests {
    /// A 320×480 screen filled by a scroll view holding a 700-point-tall form.
    struct LoginScreen {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView()
        let form = View()

        init(formHeight: CGFloat = 700) {
            root.accessibilityIdentifier = "root"
            scroll.accessibilityIdentifier = "scroll"
            form.accessibilityIdentifier = "form"
            for view in [scroll, form] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(scroll)
            scroll.addSubview(form)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                form.heightAnchor.constraint(equalToConstant: formHeight),
            ])
        }
    }

    // UIKit: "constraints between the edges or margins of the scroll view and its content attach to the
    // scroll view's content area"; width, height and centers attach to its frame. The form pinned to all
    // four edges and as wide as the scroll view scrolls: 700 of content in a 480 frame, no conflict.
    @Test func aFormPinnedToTheScrollViewsEdgesSetsTheContentSize() {
        let screen = LoginScreen()
        let (scroll, form) = (screen.scroll, screen.form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: scroll.topAnchor),
            form.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            form.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            form.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        let diagnostics = screen.root.layoutDiagnostics()
        #expect(diagnostics.conflicts.isEmpty)
        #expect(diagnostics.isClean)
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(form.frame == CGRect(x: 0, y: 0, width: 320, height: 700))
        #expect(scroll.contentSize == CGSize(width: 320, height: 700))
    }

    /// The same through the DSL, with insets: the content area is the form plus its insets.
    @Test func insetsAddToTheContentArea() {
        let screen = LoginScreen()
        let (scroll, form) = (screen.scroll, screen.form)
        constrain(form, scroll) { form, scroll in
            form.top == scroll.top + 20
            form.leading == scroll.leading + 16
            form.trailing == scroll.trailing - 16
            form.bottom == scroll.bottom - 30
            form.width == scroll.width - 32
        }
        screen.root.layoutIfNeeded()
        #expect(screen.root.layoutConflicts.isEmpty)
        #expect(form.frame == CGRect(x: 16, y: 20, width: 288, height: 700))
        #expect(scroll.contentSize == CGSize(width: 320, height: 750))
    }

    /// Margins of the scroll view, seen from its content, are the content area inset by the margins.
    @Test func marginsAreOfTheContentArea() {
        let screen = LoginScreen(formHeight: 100)
        let (scroll, form) = (screen.scroll, screen.form)
        scroll.layoutMargins = EdgeInsets(all: 10)
        let fill = View()
        fill.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(fill)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: scroll.topAnchor),
            form.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            form.widthAnchor.constraint(equalToConstant: 500),
            form.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -200),
            form.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            fill.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
            fill.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10),
            fill.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -10),
            fill.heightAnchor.constraint(equalToConstant: 20),
        ])
        screen.root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 500, height: 300))
        // Edges of the content area (500 wide), not of the 320-point frame.
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 480, height: 20))
        #expect(screen.root.layoutDiagnostics().isClean)
    }

    /// Centers, widths and heights keep meaning the frame: a view centered in the scroll view stays in
    /// the middle of what is shown at offset 0, whatever the content's size.
    @Test func centersAndSizesStayWithTheFrame() {
        let screen = LoginScreen()
        let (scroll, form) = (screen.scroll, screen.form)
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: scroll.topAnchor),
            form.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            form.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            form.widthAnchor.constraint(equalToConstant: 1000),
            badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            badge.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalTo: scroll.heightAnchor, multiplier: 0.25),
        ])
        screen.root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 1000, height: 700))
        #expect(badge.frame == CGRect(x: 80, y: 180, width: 160, height: 120))
    }

    /// Views outside the scroll view relate to its frame, as before.
    @Test func outsideViewsSeeTheFrame() {
        let screen = LoginScreen()
        let (root, scroll, form) = (screen.root, screen.scroll, screen.form)
        let footer = View()
        footer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(footer)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: scroll.topAnchor),
            form.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            form.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            form.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            footer.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 50),
            footer.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 470, width: 50, height: 10))
    }
}
