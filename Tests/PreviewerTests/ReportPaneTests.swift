// The report pane: docked beside the content area (which keeps its size), opened without the overlay, closed by
// Escape, its text copied, saved and searched.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Report pane")
    struct ReportPaneTests {
        /// The content area's pixels in a window snapshot.
        static func contentPixels(_ image: RGBImage, _ frames: FrameReport) -> [RGB] {
            var pixels: [RGB] = []
            let content = frames.content
            for y in content.y..<content.maxY {
                for x in content.x..<content.maxX { pixels.append(image[x, y]) }
            }
            return pixels
        }

        @Test("The report docks beside the content area, which keeps its size and pixels", .timeLimit(.minutes(1)))
        func docksBeside() throws {
            let live = try LiveGrid(options: ["--seed", "4", "--count", "9", "--size", "375x667"], test: "report")
            defer { live.stop() }
            let before = try live.app.frames()
            let beforePath = live.shots.appendingPathComponent("report-closed.png").path
            try live.app.snapshot(to: beforePath)

            let opened = try live.app.send("report open")
            let open = try #require(opened.frames)
            #expect(open.reportOpen == true)
            #expect(open.content == before.content, "the content area moved or changed size: \(open.content)")
            #expect(open.window.width >= before.window.width + 300, "the window did not make room: \(open.window)")
            #expect(open.window.height == before.window.height)
            let report = try #require(opened.report)
            #expect(report.hasPrefix("Preview \"Nine-grid\", seed 4\n"), "\(report.prefix(80))")
            let openPath = live.shots.appendingPathComponent("report-open.png").path
            try live.app.snapshot(to: openPath)
            let beforeImage = try RGBImage(contentsOf: beforePath)
            let openImage = try RGBImage(contentsOf: openPath)
            #expect(openImage.width == open.window.width)
            // Nothing of the pane covers the layout: the content area is the same, pixel for pixel.
            #expect(Self.contentPixels(openImage, open) == Self.contentPixels(beforeImage, before), "\(openPath)")

            // The layout can still change the size with the pane open: the root follows, the pane stays.
            let resized = try live.app.frames(after: "resize 320 480")
            #expect(resized.content.width == 320 && resized.content.height == 480 && resized.reportOpen == true)
            _ = try live.app.frames(after: "resize 375 667")

            let closed = try live.app.send("report close")
            let after = try #require(closed.frames)
            #expect(after.reportOpen == false)
            #expect(after.window == before.window, "closing did not give the width back: \(after.window)")
            #expect(after.content == before.content)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test("Ctrl+E opens the report with the overlay off, Escape closes it", .timeLimit(.minutes(1)))
        func keyboard() throws {
            let live = try LiveGrid(options: ["--seed", "5", "--count", "3"], test: "report")
            defer { live.stop() }
            let before = try live.app.frames()
            let keys = KeyboardAndMouse(display: live.display)
            try keys.focusWindow(titled: "Nine-grid")
            try keys.press("ctrl+e")
            let open = try live.app.frames { $0.reportOpen == true && $0.window.width > before.window.width }
            #expect(open.reportOpen == true, "Ctrl+E did not open the report with the overlay off")
            let settled = try live.app.frames { $0.content == before.content }
            #expect(settled.content == before.content)
            try keys.press("Escape")
            let closed = try live.app.frames { $0.reportOpen == false && $0.window == before.window }
            #expect(closed.reportOpen == false, "Escape did not close the report")
            #expect(closed.window == before.window)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test("The report is copied to the clipboard, saved, and searched", .timeLimit(.minutes(1)))
        func copySaveSearch() throws {
            let live = try LiveGrid(options: ["--seed", "6", "--count", "9", "--size", "375x667"], test: "report")
            defer { live.stop() }
            let opened = try live.app.send("report open")
            let report = try #require(opened.report)

            let copied = try live.app.send("report copy")
            #expect(copied.ok)
            let keys = KeyboardAndMouse(display: live.display)
            #expect(try keys.clipboardText() == report, "the clipboard does not hold the report")

            let path = live.shots.appendingPathComponent("report.txt").path
            try? FileManager.default.removeItem(atPath: path)
            let saved = try live.app.send("report save \(path)")
            #expect(saved.ok && saved.path == path, "\(saved.error ?? "")")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == report)

            let found = try live.app.send("report search cell8.")
            let search = try #require(found.search)
            let expected = report.components(separatedBy: "cell8.").count - 1
            #expect(
                found.ok && search.matches == expected && expected > 0, "\(search.matches) matches, not \(expected)")
            let line = try #require(search.currentLine)
            let firstLine = report.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("cell8.")
            }
            #expect(line == firstLine, "the first match is on line \(firstLine ?? -1), not \(line)")
            #expect(search.scrollOffset > 0, "the pane did not scroll to the match on line \(line)")
            let shot = live.shots.appendingPathComponent("report-search.png").path
            try live.app.snapshot(to: shot)
            // The match scrolled to is painted orange (#FF9500) in the pane.
            let image = try RGBImage(contentsOf: shot)
            let frames = try #require(found.frames)
            var orange = 0
            for y in 0..<image.height {
                for x in frames.content.maxX..<image.width where image[x, y] == RGB(red: 255, green: 149, blue: 0) {
                    orange += 1
                }
            }
            #expect(orange > 20, "no highlighted match in \(shot)")
            let missing = try live.app.send("report search no-such-text")
            #expect(!missing.ok && missing.search?.matches == 0)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }
    }
}
