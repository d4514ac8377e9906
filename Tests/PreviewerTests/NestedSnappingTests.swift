// A view two levels down that moves by a pixel while its parent and grandparent keep their pixels: the
// renderer must still place it again after a resize.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Nested snapping")
    struct NestedSnappingTests {
        /// `outer` is at x = 10.3 at 320 points and 9.9 at 400 (both 10 on the pixel grid); `middle` fills it;
        /// `inner` sits 0.4 into `middle`, so at 10.7 (11) then 10.3 (10): it moves a pixel inside a parent
        /// that does not move.
        static let source = """
            import Cartography
            import Foundation

            final class NudgeViewController: UIViewController {
                let outer = UIView(), middle = UIView(), inner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    outer.accessibilityIdentifier = "outer"
                    middle.accessibilityIdentifier = "middle"
                    inner.accessibilityIdentifier = "inner"
                    inner.backgroundColor = .black
                    view.addSubview(outer)
                    outer.addSubview(middle)
                    middle.addSubview(inner)
                    constrain(outer, middle, inner) { outer, middle, inner in
                        outer.left == outer.superview!.right * -0.005 + 11.9
                        outer.top == outer.superview!.top + 10
                        outer.width == 100
                        outer.height == 50
                        middle.edges == outer.edges
                        inner.left == middle.left + 0.4
                        inner.top == middle.top
                        inner.width == 20
                        inner.height == 20
                    }
                }
            }

            struct Nudge_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Nudge") { NudgeViewController() }] }
            }
            """

        @Test("A grandchild that moves a pixel inside unmoved ancestors is placed again", .timeLimit(.minutes(1)))
        func grandchildMoves() throws {
            let files = try TemporaryFiles()
            let path = try files.write("Nudge.swift", Self.source)
            try withPreviewer(options: ["--source", path, "--preview", "Nudge", "--size", "320x300"]) { app, _ in
                let before = try app.frames()
                #expect(before.views.find("outer")?.frame.x == 10)
                #expect(before.views.find("inner")?.frame.x == 11)
                let after = try app.frames(after: "resize 400 300")
                #expect(after.views.find("outer")?.frame.x == 10)
                #expect(after.views.find("middle")?.frame.x == 10)
                #expect(after.views.find("inner")?.frame.x == 10, "inner's widget kept its old place")
            }
        }
    }
}
