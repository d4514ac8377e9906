// "Sign-up form" at three widths: a stack view in a scroll view, a hidden label that takes no room.

import Cartography
import Foundation
import Testing

@testable import Gallery

@MainActor
@Suite struct SignUpFormScreenTests {
    /// Inside 20-point margins, W − 40 wide, down the column 12 apart: the heading (30 points: 36 high) at 20,
    /// the subtitle (18) at 68, the hidden error collapses, three 44-point fields from 98, 24 after the
    /// password the button (18 + 16 + 16 = 50) at 278, the terms (60 words, 10 points) at 340 wrapped to
    /// W − 40: 7, 3 and 2 lines of 12. The form is the content: 340 + terms + 20 high.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Sign-up form", width: width, height: 600)
        let inner = width - 40
        let lines = wrappedLines(words: 60, width: inner, pointSize: 10)
        #expect(lines == [320: 7, 667: 3, 1024: 2][width])
        let terms = CGFloat(lines) * 12
        try layout.expect("scroll", at: CGRect(x: 0, y: 0, width: width, height: 600))
        try layout.expect("form", at: CGRect(x: 0, y: 0, width: width, height: 360 + terms))
        try layout.expect("heading", at: CGRect(x: 20, y: 20, width: inner, height: 36))
        try layout.expect("subtitle", at: CGRect(x: 20, y: 68, width: inner, height: 18))
        #expect(try layout.frame("error").height == 0)
        try layout.expect("name", at: CGRect(x: 20, y: 98, width: inner, height: 44))
        try layout.expect("email", at: CGRect(x: 20, y: 154, width: inner, height: 44))
        try layout.expect("password", at: CGRect(x: 20, y: 210, width: inner, height: 44))
        try layout.expect("signUp", at: CGRect(x: 20, y: 278, width: inner, height: 50))
        try layout.expect("terms", at: CGRect(x: 20, y: 340, width: inner, height: terms))
        let controller = try #require(layout.content.viewController as? SignUpFormViewController)
        #expect(controller.scrollView.contentSize == CGSize(width: width, height: 360 + terms))
        layout.expectClean()
    }

    /// Sign up with no name shows the error (18 high, 12 below the subtitle): everything under it moves 30 down.
    @Test func anEmptyNameShowsTheError() throws {
        let layout = try DemoLayout("Sign-up form", width: 375, height: 600)
        let controller = try #require(layout.content.viewController as? SignUpFormViewController)
        controller.signUpButton.sendActions(for: .touchUpInside)
        layout.layOut(width: 375, height: 600)
        try layout.expect("error", at: CGRect(x: 20, y: 98, width: 335, height: 18))
        try layout.expect("name", at: CGRect(x: 20, y: 128, width: 335, height: 44))
        try layout.expect("signUp", at: CGRect(x: 20, y: 308, width: 335, height: 50))
        layout.expectClean()
    }
}
