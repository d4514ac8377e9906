// The keyboard as a user has it: Ctrl+Q, Ctrl+W, the shortcuts window, Tab into the content area and its ring.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Keyboard")
    struct KeyboardTests {
        @Test(
            "Ctrl+Q quits and Ctrl+W closes the window (the app then quits)", .timeLimit(.minutes(1)),
            arguments: ["ctrl+q", "ctrl+w"])
        func quitAndClose(_ keys: String) throws {
            let live = try LiveGrid(options: ["--seed", "1", "--count", "1"], test: "keyboard")
            defer { live.stop() }
            _ = try live.app.frames()
            let input = KeyboardAndMouse(display: live.display)
            try input.focusWindow(titled: "Nine-grid")
            try input.press(keys)
            #expect(try live.app.waitForExit() == 0)
        }

        @Test("F1 and Ctrl+? open GTK's shortcuts window", .timeLimit(.minutes(1)), arguments: ["F1", "ctrl+question"])
        func shortcutsWindow(_ keys: String) throws {
            let live = try LiveGrid(options: ["--seed", "1", "--count", "1"], test: "keyboard")
            defer { live.stop() }
            _ = try live.app.frames()
            let input = KeyboardAndMouse(display: live.display)
            try input.focusWindow(titled: "Nine-grid")
            #expect(input.windows(titled: "Shortcuts").isEmpty)
            try input.press(keys)
            // The window maps in the app's own time: ask the app for frames (a round trip) until it is there.
            var found = input.windows(titled: "Shortcuts")
            for _ in 0..<200 where found.isEmpty {
                _ = try live.app.frames()
                found = input.windows(titled: "Shortcuts")
            }
            #expect(!found.isEmpty, "no window titled Shortcuts after \(keys)")
            let shot = live.shots.appendingPathComponent("shortcuts-\(keys).png").path
            _ = try live.display.screenshot(to: shot)
            #expect(try live.app.quit() == 0)
        }

        @Test("Tab reaches the content area, which shows a focus ring", .timeLimit(.minutes(1)))
        func focusRing() throws {
            let live = try LiveGrid(options: ["--seed", "1", "--count", "1", "--size", "375x667"], test: "keyboard")
            defer { live.stop() }
            let before = try live.app.frames()
            #expect(before.contentFocused == false)
            let input = KeyboardAndMouse(display: live.display)
            try input.focusWindow(titled: "Nine-grid")
            var frames = before
            // The sidebar's filter, its rows (Tab walks them: one stop per preview, 35 with the UIKit screens),
            // the tools under the list, the header bar's buttons, then the content area.
            // Each Tab moves the focus: wait for it to move (the key reaches the app in its own time) before the next.
            for _ in 0..<100 where frames.contentFocused != true {
                let focus = frames.focus
                try input.press("Tab")
                frames = try live.app.frames(until: { $0.focus != focus })
                #expect(frames.focus != focus, "Tab did not move the focus from \(focus ?? "nothing")")
            }
            #expect(frames.contentFocused == true, "Tab never reached the content area")
            let shot = live.shots.appendingPathComponent("focus-ring.png").path
            try live.app.snapshot(to: shot)
            let image = try RGBImage(contentsOf: shot)
            let ring = RGB(red: 0x35, green: 0x84, blue: 0xE4)
            let content = frames.content
            // The ring's 2 px run inside the content area's edge, along its left side.
            let left = (content.y + 4..<content.maxY - 4).filter { image[content.x + 1, $0] == ring }.count
            #expect(left > content.height / 2, "\(left) ring pixels on the left edge: \(shot)")
            #expect(try live.app.quit() == 0)
        }
    }
}
