// A ported sign-up form: a vertical stack view inside a scroll view, laid out as on an iPhone.

import Foundation
import Testing

@testable import Cartography

/// The form as iOS code writes it: labels, fields and a button with their intrinsic sizes (a 28-point
/// title is 34 high, a field 44, a button 50), a hidden error label, a long terms text.
final class SignUpScreen {
    let window = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scroll = UIScrollView()
    let form = UIStackView()
    let title = SizedView("title", width: 200, height: 34)
    let subtitle = SizedView("subtitle", width: 260, height: 20)
    let error = SizedView("error", width: 300, height: 18)
    let name = SizedView("name", height: 44)
    let email = SizedView("email", height: 44)
    let password = SizedView("password", height: 44)
    let signUp = SizedView("signUp", width: 120, height: 50)
    let terms = SizedView("terms", height: 400)

    init(withTerms: Bool) {
        window.addSubview(scroll)
        scroll.addSubview(form)
        form.accessibilityIdentifier = "form"
        form.axis = .vertical
        form.spacing = 12
        form.isLayoutMarginsRelativeArrangement = true
        form.layoutMargins = UIEdgeInsets(all: 20)
        for view in [title, subtitle, error, name, email, password, signUp] { form.addArrangedSubview(view) }
        if withTerms { form.addArrangedSubview(terms) }
        form.setCustomSpacing(24, after: password)
        error.isHidden = true
        constrain(scroll, form, scroll.contentLayoutGuide, scroll.frameLayoutGuide) {
            scroll, form, content, frame in
            scroll.edges == scroll.superview!.edges
            form.edges == content.edges
            form.width == frame.width
        }
        window.layoutIfNeeded()
    }
}

@Suite struct SignUpFormTests {
    @Test func theFormFillsTheWidthAndStacksWithItsSpacings() {
        let screen = SignUpScreen(withTerms: false)
        // Inside 20-point margins: x 20, 375 - 40 = 335 wide. Down the column: 20 + 34 = 54, + 12 → 66 + 20
        // = 86, the hidden error collapses (no height, no spacing), + 12 → 98 + 44 = 142, 154…198,
        // 210…254, + 24 (custom) → 278 + 50 = 328, + 20 (margin) = 348 high.
        let expected: [(View, CGFloat, CGFloat)] = [
            (screen.title, 20, 34), (screen.subtitle, 66, 20), (screen.name, 98, 44), (screen.email, 154, 44),
            (screen.password, 210, 44), (screen.signUp, 278, 50),
        ]
        for (view, y, height) in expected {
            #expect(view.frame == CGRect(x: 20, y: y, width: 335, height: height), "\(view.debugName)")
        }
        #expect(screen.error.frame.height == 0)
        #expect(screen.form.frame == CGRect(x: 0, y: 0, width: 375, height: 348))
        #expect(screen.scroll.contentSize == CGSize(width: 375, height: 348))
        #expect(screen.scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func aLongFormScrolls() {
        let screen = SignUpScreen(withTerms: true)
        // The terms come 12 after the button: 340…740, + 20 = 760 of content in a 667-high window.
        #expect(screen.terms.frame == CGRect(x: 20, y: 340, width: 335, height: 400))
        #expect(screen.scroll.contentSize == CGSize(width: 375, height: 760))
        // Scrolled to the bottom (760 - 667 = 93): frames stay in content coordinates, the screen shifts.
        screen.scroll.contentOffset = CGPoint(x: 0, y: 93)
        screen.window.layoutIfNeeded()
        #expect(screen.signUp.frame.minY == 278)
        #expect(screen.signUp.frameInRoot == CGRect(x: 20, y: 185, width: 335, height: 50))
        #expect(screen.terms.frameInRoot.maxY == 647)
        // Showing the error pushes everything below it down by its height and one spacing (18 + 12).
        screen.error.isHidden = false
        screen.window.layoutIfNeeded()
        #expect(screen.error.frame == CGRect(x: 20, y: 98, width: 335, height: 18))
        #expect(screen.signUp.frame.minY == 308)
        #expect(screen.scroll.contentSize.height == 790)
    }
}
