// Bad formats are errors that name the column; nothing is made from them, nothing laid out is lost.

import Foundation
import Testing

@testable import Cartography

@Suite struct VisualFormatErrorTests {
    /// The error a format throws with the scene's views (a and b in the root; `lonely` has no superview).
    func error(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> VisualFormatError? {
        let scene = FormatScene()
        var views = scene.views
        views["lonely"] = View()
        views["number"] = 3
        do {
            _ = try LayoutConstraint.parseVisualFormat(format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("H:|-[a(==50]", 12, VisualFormatError.Kind.syntax, "expected ',' or ')' after a predicate, found ']'"),
        ("X:|[a]|", 1, .syntax, "the orientation must be 'H' or 'V'"),
        (
            "H:|-[a]-", 9, .syntax,
            "expected a spacing (a number, a metric or '(...)') after '-', found the end of the format"
        ),
        ("H:|-[a]-10-", 8, .syntax, "a connection must be followed by a view or '|'"),
        ("H:[a]|[b]", 7, .syntax, "unexpected '[' after the trailing '|'"),
        ("H:|[a]||", 8, .syntax, "'|' may appear only at the start and the end of a format"),
        ("H:|[a]-10[b]", 10, .syntax, "expected '-' after the spacing, found '['"),
        ("H:|-$-[a]", 5, .syntax, "unexpected character '$'"),
        ("H:|-[a]--[b]", 9, .syntax, "'--' is not a spacing: write '-' for the standard space or '-N-' for N points"),
        ("H:|-[a(=50)]", 8, .syntax, "expected '==', '<=' or '>=' as a relation"),
        ("H:|-[(==50)]", 6, .syntax, "expected a view name after '[', found '('"),
        ("H:|-10px-[a]", 7, .syntax, "a number cannot run into a name ('10p')"),
        ("", 1, .syntax, "a format needs at least one view, such as [button]"),
        ("H:|-|", 5, .syntax, "expected '[' to start a view, found '|'"),
        (
            "H:|-[nope]-|", 6, .unknownView,
            "no view named \"nope\" in the views dictionary (views: a, b, c, lonely, number)"
        ),
        ("H:[a(==zz)]", 8, .unknownView, "\"zz\" is neither a metric nor a view (names: a, b, c, lonely, number)"),
        ("H:|-pad-[a]", 5, .unknownMetric, "no metric named \"pad\" (it is empty)"),
        ("H:|-(>=b)-[a]", 8, .syntax, "a spacing cannot refer to the view \"b\": use a number or a metric"),
        ("H:[a(==50@1001)]", 11, .invalidPriority, "the priority 1001 is outside 1...1000"),
        ("H:[a(==50@0)]", 11, .invalidPriority, "the priority 0 is outside 1...1000"),
        (
            "H:[a(==50@high)]", 11, .unknownMetric,
            "no metric named \"high\" for a priority (use a number in 1...1000, a metric, or required, "
                + "defaultHigh, defaultLow, fittingSizeLevel)"
        ),
        ("H:|-[lonely]", 3, .missingSuperview, "'|' stands for the superview of View"),
        ("H:[number]", 4, .invalidValue, "views[\"number\"] is a Int, not a view"),
    ])
    func syntaxAndNameErrorsNameTheColumn(format: String, column: Int, kind: VisualFormatError.Kind, reason: String) {
        let found = error(format)
        #expect(found?.column == column)
        #expect(found?.kind == kind)
        #expect(found?.reason.hasPrefix(reason) == true, "\(found.map(\.reason) ?? "no error")")
    }

    @Test func theDescriptionShowsACaretUnderTheColumn() throws {
        let found = try #require(error("H:|-[a(==50]"))
        #expect(
            found.description == """
                expected ',' or ')' after a predicate, found ']' (column 12)
                  H:|-[a(==50]
                             ^
                """)
    }

    @Test func aMetricThatIsNotANumber() {
        let found = error("H:|-pad-[a]", metrics: ["pad": "wide"])
        #expect(found?.kind == .invalidValue)
        #expect(found?.reason == "metrics[\"pad\"] is wide, not a finite number")
        #expect(found?.column == 5)
        #expect(error("H:|-pad-[a]", metrics: ["pad": Double.nan])?.kind == .invalidValue)
    }

    @Test func optionsThatAlignAlongTheFormatsOwnAxis() {
        let horizontal = error("H:|[a][b]", options: .alignAllLeading)
        #expect(horizontal?.kind == .invalidOptions)
        #expect(horizontal?.column == 1)
        #expect(horizontal?.reason.contains("leading") == true)
        #expect(error("V:|[a][b]", options: .alignAllCenterY)?.kind == .invalidOptions)
        #expect(error("H:|[a][b]", options: .directionMask)?.kind == .invalidOptions)
        #expect(error("H:|[a][b]", options: .spacingBaselineToBaseline)?.kind == .invalidOptions)
        #expect(error("V:|[a][b]", options: .alignAllCenterX) == nil)
    }

    @Test func theUIKitSignatureReportsAndReturnsNothingAndKeepsTheLayout() throws {
        let recorder = IssueRecorder()
        defer { recorder.stop() }
        let scene = FormatScene()
        try scene.layout(["H:|-[a]-|", "V:|-[a(==20)]"])
        let before = scene.a.frame
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[missing]-|", options: [], metrics: nil, views: scene.views)
        #expect(made.isEmpty)
        scene.root.layoutIfNeeded()
        #expect(scene.a.frame == before)
        #expect(before == CGRect(x: 8, y: 8, width: 384, height: 20))
        let reported = recorder.issues.compactMap { issue -> VisualFormatError? in
            if case .invalidVisualFormat(let error) = issue, error.format == "H:|-[a]-[missing]-|" { return error }
            return nil
        }
        #expect(reported.map(\.column) == [10])
        #expect(
            reported.first.map { "\(LayoutIssue.invalidVisualFormat($0))" }?.hasPrefix(
                "Invalid visual format: no view named \"missing\"") == true)
    }
}
