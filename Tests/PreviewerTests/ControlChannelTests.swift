// The control channel's edges: nothing runs after quit; a resize the window cannot take is undone.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Control channel")
    struct ControlChannelTests {
        @Test("Nothing runs after quit, even a snapshot written in the same write", .timeLimit(.minutes(1)))
        func nothingAfterQuit() throws {
            let live = try LiveGrid(options: ["--seed", "8", "--count", "2"], test: "control")
            defer { live.stop() }
            _ = try live.app.frames()
            let path = live.shots.appendingPathComponent("after-quit.png").path
            try? FileManager.default.removeItem(atPath: path)
            try live.app.write(lines: ["quit", "snapshot \(path)", "frames"])
            let reply = try #require(try live.app.nextReply())
            #expect(reply.command == "quit" && reply.ok)
            #expect(try live.app.waitForExit() == 0)
            #expect(try live.app.nextReply() == nil, "a command after quit was answered")
            #expect(!FileManager.default.fileExists(atPath: path), "the snapshot after quit was written")
        }

        @Test("A resize the window cannot take puts the window back and says so", .timeLimit(.minutes(1)))
        func refusedResize() throws {
            let live = try LiveGrid(options: ["--seed", "8", "--count", "4", "--size", "400x500"], test: "control")
            defer { live.stop() }
            let before = try live.app.frames()
            // Larger than the X screen: GTK keeps a window within the monitor, as window managers do.
            let reply = try live.app.send("resize 3000 1100")
            #expect(!reply.ok)
            #expect(reply.error?.contains("refused 3000x1100") == true, "error: \(reply.error ?? "none")")
            #expect(reply.error?.contains("back at 400x500") == true, "error: \(reply.error ?? "none")")
            let after = try #require(reply.frames)
            #expect(after.content == before.content && after.window == before.window, "left at \(after.content)")
            #expect(after.root == before.root)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test("Every view's widget is named after its view, as GTK Inspector shows it", .timeLimit(.minutes(1)))
        func widgetNames() throws {
            let live = try LiveGrid(options: ["--seed", "9", "--count", "5"], test: "control")
            defer { live.stop() }
            let frames = try live.app.frames()
            let reply = try live.app.send("widgets")
            let widgets = try #require(reply.widgets)
            func names(_ view: FrameReport.ViewNode) -> ControlReply.WidgetNames {
                ControlReply.WidgetNames(name: view.name, children: view.children.map(names))
            }
            #expect(widgets == names(frames.views), "\(widgets)")
            #expect(widgets.children.first?.name == "showView")
            let switched = try live.app.frames(after: "preview Views and layers")
            #expect(try live.app.send("widgets").widgets == names(switched.views))
            #expect(try live.app.quit() == 0)
        }
    }
}
