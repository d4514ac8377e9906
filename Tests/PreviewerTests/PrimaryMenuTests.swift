// The primary menu (F10) as a user drives it from the keyboard: its toggles are the app's actions, and About opens.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Primary menu")
    struct PrimaryMenuTests {
        @Test(
            "F10 opens the menu; its first item, Debug Overlay, is app.debug, in step with Ctrl+D",
            .timeLimit(.minutes(1)))
        func debugOverlayItem() throws {
            let live = try LiveGrid(options: ["--seed", "1", "--count", "1"], test: "menu")
            defer { live.stop() }
            #expect(try live.app.send("frames").debug == false)
            let input = KeyboardAndMouse(display: live.display)
            try input.focusWindow(titled: "Nine-grid")
            try input.press("F10")
            try input.press("Return")
            var debug = try live.app.send("frames").debug
            for _ in 0..<200 where debug != true { debug = try live.app.send("frames").debug }
            #expect(debug == true, "the menu's first item did not turn the overlay on")
            // The menu closed on activation: Ctrl+D reaches the window and turns the same action off.
            try input.press("ctrl+d")
            for _ in 0..<200 where debug != false { debug = try live.app.send("frames").debug }
            #expect(debug == false, "Ctrl+D did not turn the overlay off after the menu turned it on")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "\(live.app.stderr)")
        }

        @Test("The menu's About item opens the About window", .timeLimit(.minutes(1)))
        func about() throws {
            let live = try LiveGrid(options: ["--seed", "1", "--count", "1"], test: "menu")
            defer { live.stop() }
            _ = try live.app.frames()
            let input = KeyboardAndMouse(display: live.display)
            try input.focusWindow(titled: "Nine-grid")
            let title = "About Cartography Previewer"
            #expect(input.windows(titled: title).isEmpty)
            // Up from the first item wraps to Quit; once more is About.
            try input.press("F10")
            try input.press("Up")
            try input.press("Up")
            try input.press("Return")
            var found = input.windows(titled: title)
            for _ in 0..<200 where found.isEmpty {
                _ = try live.app.frames()
                found = input.windows(titled: title)
            }
            #expect(!found.isEmpty, "no window titled \(title)")
            _ = try live.display.screenshot(to: live.shots.appendingPathComponent("about.png").path)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "\(live.app.stderr)")
        }
    }
}
