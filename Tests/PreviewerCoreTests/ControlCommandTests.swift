// The control channel's lines, parsed without a window: each command's case, and the one-line refusals.

import Foundation
import PreviewerCore
import Testing

@Suite("Control commands")
struct ControlCommandTests {
    @Test("Each line gives its command, with its arguments")
    func commands() throws {
        let expected: [(String, ControlCommand)] = [
            ("resize 390 844", .resize(try SizeInPixels(width: "390", height: "844"))),
            ("refresh", .refresh),
            ("snapshot /tmp/a b.png", .snapshot(path: "/tmp/a b.png")),
            ("debug on", .debug(true)),
            ("drag 1 2 3.5 4", .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3.5, y: 4))),
            ("sweep 1.5", .sweep(.phase(1.5))),
            ("preview Nine Grid", .preview(name: "Nine Grid")),
            ("report search two words", .report(.search("two words"))),
            ("toggle sidebar off", .toggle(name: "sidebar", isOn: false)),
            ("zoom 150", .zoom(150)),
            ("wait-reload 2", .waitReload(atLeast: 2)),
            ("animations step 0.25", .animations(.step(0.25))),
            ("select 10,20", .inspector(.select(.point(CGPoint(x: 10, y: 20))))),
            ("select Title label", .inspector(.select(.name("Title label")))),
            ("explode 30", .inspector(.explode(on: true, yaw: 30, pitch: nil))),
            ("variants devices", .variants(.choose(.devices))),
            ("variants add 390 x 844", .variants(.add(try SizeInPixels(parsing: "390x844")))),
            ("variants zoom 33", .variants(.zoom(33))),
            ("quit", .quit),
        ]
        for (line, command) in expected {
            #expect(try ControlCommand.parse(line).get() == command, "\(line)")
        }
    }

    @Test("A bad line is refused with what was expected")
    func refusals() {
        let refused: [(String, String)] = [
            ("", "empty command"),
            ("resize 0 844", "resize expects two whole numbers from 1 to 4096"),
            ("zoom 120", "zoom expects one of 50, 67, 100, 150, 200, 300, not \"120\""),
            ("variants add 390", "variants add expects W×H"),
            ("variants zoom 150", "variants zoom expects fit or one of 25, 33, 50, 67, 75, 100"),
            ("frames\r", "the line contains the control character U+000D"),
            ("fly", "unknown command \"fly\""),
        ]
        for (line, message) in refused {
            guard case .failure(let error) = ControlCommand.parse(line) else {
                Issue.record("\(line.debugDescription) was not refused")
                continue
            }
            #expect(error.message.hasPrefix(message), "\(line.debugDescription): \(error.message)")
        }
    }
}
