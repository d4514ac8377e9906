// Xcode's `#Preview { … }` blocks in a user's file: found, rewritten into providers on the same lines, built
// and listed under the names Xcode gives them.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

@Suite(.serialized) @MainActor struct PreviewMacroTests {
    static let screen = """
        import UIKit

        final class GreetingViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel()
                label.accessibilityIdentifier = "greeting"
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                ])
            }
        }

        #Preview {
            GreetingViewController()
        }

        #if DEBUG
        #Preview("Badge") {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            badge.backgroundColor = .red
            return badge
        }
        #endif
        """

    /// Only `#Preview` is replaced and the closing text follows the body's `}`: every line keeps its number
    /// and the body and arguments their columns.
    @Test func aBlockBecomesAProviderOnTheSameLines() throws {
        let source = "import UIKit\n#Preview(\"Card\") { CardView() }\nlet after = 1\n"
        let rewrite = try #require(ObjectiveCRewrite.rewrite(source, file: "/tmp/Card.swift"))
        let name = PreviewMacroRewrite.typeName(file: "/tmp/Card.swift", line: 2)
        let expected =
            "import UIKit\nstruct \(name): Cartography.PreviewProvider { static var groupName: String { \"Card\" }; "
            + "@MainActor static var previews: [Cartography.Preview] { [Cartography.PreviewMacro(file: \"Card.swift\", "
            + "line: 2).preview(\"Card\") { CardView() }] } }\nlet after = 1\n"
        #expect(rewrite.text == expected)
        // `CardView` is at column 20 of line 2 in the user's file.
        let line = rewrite.text.split(separator: "\n")[1]
        let card = try #require(line.range(of: "CardView"))
        let column = line.utf8.distance(from: line.startIndex, to: card.lowerBound) + 1
        let position = rewrite.map.originalPosition(line: 2, column: column)
        #expect(position.line == 2 && position.column == 20)
    }

    /// Blocks inside types or functions are not Xcode's file-level macro; a `#Preview` in a string or a
    /// comment is text; without a file the rewrite leaves blocks alone (packages compile them as they are).
    @Test func onlyTopLevelBlocksOfCodeAreRewritten() {
        let source = """
            // #Preview { A() }
            let text = "#Preview { A() }"
            func make() { _ = 1 }
            """
        #expect(ObjectiveCRewrite.rewrite(source, file: "/tmp/A.swift") == nil)
        #expect(PreviewMacroRewrite.providers(in: "enum E { #Preview { A() } }", file: "/tmp/E.swift").isEmpty)
        #expect(ObjectiveCRewrite.rewrite("#Preview { A() }") == nil)
    }

    /// The providers' names come from the path and the line, so that two files' blocks on one line differ.
    @Test func providersAreNamedByFileAndLine() {
        let first = PreviewMacroRewrite.providers(in: Self.screen, file: "/a/Greeting.swift")
        #expect(first.map(\.line) == [18, 23])
        #expect(
            first.map(\.qualifiedName) == [
                PreviewMacroRewrite.typeName(file: "/a/Greeting.swift", line: 18),
                PreviewMacroRewrite.typeName(file: "/a/Greeting.swift", line: 23),
            ])
        #expect(
            PreviewMacroRewrite.typeName(file: "/a/Greeting.swift", line: 18)
                != PreviewMacroRewrite.typeName(file: "/b/Greeting.swift", line: 18))
    }

    /// Xcode's `#Preview` (iOS 17): the body returns a view controller or a view; a block without a name is
    /// listed as `Preview` with where it is written; blocks of a file share the file's heading.
    @Test func blocksBuildAndListAsPreviews() throws {
        let files = try UserFiles()
        let path = try files.write("Greeting.swift", Self.screen)
        let built = try UserPreviewBuild(sources: [path], toolchain: UserFiles.toolchain()).run()
        let catalog = PreviewCatalog(providers: try PreviewLibraryLoader.load(path: built.path).providers)
        #expect(catalog.groups.map(\.name) == ["Greeting"])
        #expect(catalog.previews.map(\.name) == ["Preview (Greeting.swift:18)", "Badge"])
        var context = PreviewContext()
        let screen = try catalog.previews[0].makeContent(in: &context)
        #expect(screen.viewController != nil)
        screen.rootView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        screen.rootView.layoutIfNeeded()
        let label = try #require(view(named: "greeting", in: screen.rootView))
        #expect(label.frame.origin == CGPoint(x: 20, y: 100))
        #expect(label.frame.width == 335)
        let badge = try catalog.previews[1].makeContent(in: &context)
        #expect(badge.viewController == nil)
        #expect(badge.rootView.frame.size == CGSize(width: 40, height: 40))
    }

    /// A mistake in a block's body is reported at the user's line and column.
    @Test func errorsInABlockPointAtTheUsersLines() throws {
        let source = "import UIKit\n\n#Preview {\n    UIViewController(missing: 1)\n}\n"
        let (messages, path) = try compileError("Broken.swift", source)
        let error = try #require(messages.first { $0.severity == .error })
        #expect(error.file == path)
        // The compiler points at the extra argument's value, `1`, column 31 of the user's line.
        #expect(error.line == 4 && error.column == 31, "\(error)")
    }
}
