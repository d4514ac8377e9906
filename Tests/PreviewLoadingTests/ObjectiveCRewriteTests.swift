// The rewrite of Objective-C-only syntax in a copy of the user's file: what changes, what never does, and the
// map back to the user's columns.

import Foundation
import Testing

@testable import PreviewLoading

@Suite struct ObjectiveCRewriteTests {
    /// The rewritten text, or the source itself when nothing changed.
    func rewritten(_ source: String) -> String {
        ObjectiveCRewrite.rewrite(source)?.text ?? source
    }

    @Test func aFileWithoutObjectiveCSyntaxIsNotRewritten() {
        let source = """
            import UIKit
            let dynamic = 3 // @objc #selector(tap)
            final class Grid<Element: Hashable>: UIView {
                var cells: Array<Dictionary<String, Set<Element>>> = []
                var selector = "#selector(tap)"
                func dynamic(_ x: Int) -> Int { x.dynamic + dynamic }
                /* @IBAction /* nested @objc */ dynamic var */
            }
            """
        #expect(ObjectiveCRewrite.rewrite(source) == nil)
    }

    /// Attributes become spaces: every other byte stays where it was.
    @Test func attributesAndTheDynamicModifierBecomeSpaces() {
        let source = """
            @objcMembers class Screen: UIViewController {
                @IBOutlet weak var label: UILabel!
                @IBInspectable var radius: CGFloat = 0
                @objc dynamic var count = 0
                @objc(tapButton:) func tap(_ sender: UIButton) {}
                @IBAction private func save(_ sender: Any) {}
                @nonobjc func plain() {}
                @objc
                  func multiLine() {}
                private dynamic var hidden = 1
            }
            @IBDesignable final class Badge: UIView {}
            """
        var expected = source
        for attribute in [
            "@objcMembers", "@IBOutlet", "@IBInspectable", "@objc dynamic", "@objc(tapButton:)", "@IBAction",
            "@nonobjc", "@objc\n", "dynamic var hidden", "@IBDesignable",
        ] {
            let blank = String(attribute.map { $0 == "\n" ? "\n" : " " })
            let kept = attribute == "dynamic var hidden" ? "       " + " var hidden" : blank
            expected = expected.replacingOccurrences(of: attribute, with: kept)
        }
        #expect(rewritten(source) == expected)
        #expect(rewritten(source).utf8.count == source.utf8.count)
    }

    /// `dynamic` as a name (a variable, a member, a function, a value ending a line) is left alone.
    @Test func dynamicAsANameStays() {
        let source = """
            let dynamic = true
            let copy = dynamic
            var next = 1
            func dynamic(_ x: Int) {}
            let y = model.dynamic
            @objc func f() {}
            """
        let result = rewritten(source)
        #expect(result.hasPrefix("let dynamic = true\nlet copy = dynamic\nvar next = 1\nfunc dynamic(_ x: Int) {}\n"))
        #expect(result.contains("let y = model.dynamic"))
    }

    /// An attribute is `@` and its name together: `@ name dynamic` is no attribute before `dynamic`, so
    /// blanking an attribute in front of it never makes it one (a second rewrite changes nothing).
    @Test func anAttributeIsTheAtSignAndItsNameTogether() {
        #expect(rewritten("@@IBOutlet weobjc dynamic var count = 0") == "@          weobjc dynamic var count = 0")
        #expect(rewritten("@ objc dynamic var count = 0") == "@ objc dynamic var count = 0")
        // `#selector` and its parenthesis are written together too: blanking what was between them makes none.
        #expect(rewritten("##selector@IBInspectable(tap)") == "##selector              (tap)")
        #expect(
            rewritten("@available(*, deprecated) dynamic var a = 0") == "@available(*, deprecated)         var a = 0")
    }

    /// Every form of `#selector`: a method path, with labels, through self, a type, an instance; a getter.
    @Test func selectorsBecomeSelectorValues() {
        let cases: [(String, String)] = [
            ("#selector(refresh)", #"Cartography.Selector("refresh", Self.refresh)"#),
            ("#selector(tapped(_:))", #"Cartography.Selector("tapped:", Self.tapped(_:))"#),
            ("#selector(self.refresh)", #"Cartography.Selector("refresh", Self.refresh)"#),
            ("#selector(Screen.tapped(_:))", #"Cartography.Selector("tapped:", Screen.tapped(_:))"#),
            ("#selector(Screen.move(view:to:))", #"Cartography.Selector("moveWithView:to:", Screen.move(view:to:))"#),
            ("#selector(model.reload)", #"Cartography.Selector("reload", type(of: model).reload)"#),
            ("#selector(self.model.reload)", #"Cartography.Selector("reload", type(of: self.model).reload)"#),
            ("#selector(getter: Screen.title)", #"Cartography.Selector("title")"#),
            ("#selector(setter: Screen.title)", #"Cartography.Selector("setTitle:")"#),
            ("#selector( refresh )", #"Cartography.Selector("refresh", Self.refresh)"#),
        ]
        for (selector, value) in cases {
            #expect(rewritten("let s = \(selector)") == "let s = \(value)", "\(selector)")
        }
        // #keyPath is the key path's string, without a leading type.
        #expect(rewritten("let k = #keyPath(CALayer.opacity)") == #"let k = "opacity""#)
        #expect(rewritten("let k = #keyPath(Person.friend.name)") == #"let k = "friend.name""#)
        #expect(rewritten("let k = #keyPath(name)") == #"let k = "name""#)
        // Not a method path: left for the compiler to explain.
        #expect(rewritten("let s = #selector(tap as (Int) -> Void)") == "let s = #selector(tap as (Int) -> Void)")
    }

    /// Selectors and attributes in strings (plain, raw, multi-line, interpolated) and comments stay as written.
    @Test func stringsAndCommentsAreNeverTouched() {
        let source = #"""
            @objc func tap() {}
            let a = "#selector(tap) @objc"
            let b = #"@IBAction "#selector(tap)" \(x)"#
            let c = """
                @objc dynamic var x = #selector(tap)
                """
            let d = "\(button.addTarget(self, action: #selector(tap), for: .touchUpInside)) #selector(tap)"
            // #selector(tap) @objc
            /* @objc /* #selector(tap) */ dynamic var */
            """#
        let result = rewritten(source)
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        #expect(lines[0] == "      func tap() {}")
        for index in [1, 2, 3, 4, 5, 7, 8] { #expect(lines[index] == original[index], "line \(index + 1)") }
        // A literal is skipped whole, interpolations included: a selector inside one is left to the compiler.
        #expect(lines[6] == original[6])
    }

    /// Generics with `>>` next to selectors, and selectors spread over lines: lines never move.
    @Test func nestedGenericsAndSelectorsOverLines() {
        let source = """
            let cells: [Array<Dictionary<String, Set<Int>>>] = []; button.addTarget(self, action: #selector(
                Screen.tapped(_:)), for: .touchUpInside)
            let next: Optional<Array<Int>>=nil
            """
        let result = rewritten(source)
        #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(result.contains(#"action: Cartography.Selector("tapped:", "#))
        #expect(result.hasSuffix("let next: Optional<Array<Int>>=nil"))
    }

    /// A column after a selector maps back to the user's column; one inside it to the method's name or its
    /// start.
    @Test func columnsMapBackToTheOriginal() throws {
        let source = """
            import UIKit
            button.addTarget(self, action: #selector(tapp), for: .touchUpInside); let x: Int = "a"
            """
        let rewrite = try #require(ObjectiveCRewrite.rewrite(source))
        let line = String(rewrite.text.split(separator: "\n")[1])
        let column = { (text: String, needle: String) in
            text.utf8.count - (text.range(of: needle).map { text[$0.lowerBound...].utf8.count } ?? 0) + 1
        }
        let originalLine = String(source.split(separator: "\n")[1])
        // `"a"` moved right by the longer selector; the map puts it back.
        #expect(column(line, "\"a\"") > column(originalLine, "\"a\""))
        #expect(
            rewrite.map.originalPosition(line: 2, column: column(line, "\"a\"")) == (2, column(originalLine, "\"a\"")))
        // The misspelled method keeps its own column; the inserted `Cartography.Selector(` maps to `#selector`.
        #expect(
            rewrite.map.originalPosition(line: 2, column: column(line, "Self.tapp") + 5)
                == (2, column(originalLine, "tapp")))
        #expect(
            rewrite.map.originalPosition(line: 2, column: column(line, "Cartography"))
                == (2, column(originalLine, "#selector")))
        #expect(rewrite.map.originalPosition(line: 1, column: 3) == (1, 3))
    }

    /// What the compiler gets: the user's own file when it needs no rewrite, else a copy that names the user's
    /// file and line 1 in its first line.
    @Test func onlyFilesWithObjectiveCSyntaxAreCopied() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("rewrite-\(getpid())-\(UUID())")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = "import UIKit\nlet a = 1\n"
        let objc = "import UIKit\n@objc func tap() {}\n"
        let files = try RewrittenFiles(
            files: ["/src/Plain.swift", "/src/My \"Screen\".swift"], texts: [plain, objc], folder: folder)
        #expect(files.compiledPaths[0] == "/src/Plain.swift")
        #expect(files.compiledPaths[1] == (folder as NSString).appendingPathComponent("1-My \"Screen\".swift"))
        let copy = try String(contentsOfFile: files.compiledPaths[1], encoding: .utf8)
        #expect(
            copy == #"#sourceLocation(file: "/src/My \"Screen\".swift", line: 1)"#
                + "\nimport UIKit\n      func tap() {}\n")
        #expect(files.maps.keys.sorted() == ["/src/My \"Screen\".swift"])
    }
}
