// Live mode under Xvfb: real clicks and keys (XTEST) flip switches, fire buttons, type into fields and show the
// sign-up form's error; inspect mode still selects, and a drag a view takes does not also select.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Live mode")
    struct LiveModeTests {
        /// Where the views are on the screen: the window's origin and the content area's.
        struct Screen {
            let keys: KeyboardAndMouse
            let origin: (x: Int, y: Int)

            init(display: VirtualDisplay, frames: FrameReport, shot: String) throws {
                keys = KeyboardAndMouse(display: display)
                let screen = try display.screenshot(
                    to: try ShotsFolder.folder(for: "live").appendingPathComponent(shot).path)
                let window = try screen.windowOrigin(windowSize: frames.window)
                origin = (window.x + frames.content.x, window.y + frames.content.y)
            }

            /// Clicks at (dx, dy) inside `view` (its centre by default), as a user would.
            func click(_ view: FrameReport.ViewNode, dx: Int? = nil, dy: Int? = nil) throws {
                try keys.click(
                    x: origin.x + view.frame.x + (dx ?? view.frame.width / 2),
                    y: origin.y + view.frame.y + (dy ?? view.frame.height / 2))
            }
        }

        /// The window's picture, and its pixel at (x, y) of the root.
        static func picture(_ app: PreviewerProcess, _ name: String) throws -> RGBImage {
            let path = try ShotsFolder.folder(for: "live").appendingPathComponent(name).path
            try app.snapshot(to: path)
            return try RGBImage(contentsOf: path)
        }

        /// UIKit's system green (a switch's track when on) and the system blue (the caret, the tint).
        static let green = RGB(red: 52, green: 199, blue: 89)
        static let blue = RGB(red: 0, green: 122, blue: 255)

        @Test(
            "Live: a click flips a switch and fires a button, typing goes to the field with a caret; off, clicks select",
            .timeLimit(.minutes(2)))
        func controls() throws {
            try withPreviewer(options: ["--preview", "Controls", "--size", "375x667"]) { app, display in
                let inspecting = try app.frames()
                #expect(inspecting.live == false)
                let live = try app.frames(after: "toggle live on")
                #expect(live.live == true)
                let views = live.views
                let offSwitch = try #require(views.find("offSwitch"))
                let button = try #require(views.find("systemButton"))
                let field = try #require(views.find("roundedField"))
                #expect(offSwitch.value == "off" && field.text == nil || field.text == "")
                let before = try Self.picture(app, "controls-before.png")
                let screen = try Screen(display: display, frames: live, shot: "controls-screen.png")

                // The switch: on in the report, and its track green where the white thumb was.
                try screen.click(offSwitch)
                let flipped = try app.frames { $0.views.find("offSwitch")?.value == "on" }
                #expect(flipped.views.find("offSwitch")?.value == "on", "a live click did not flip the switch")
                let after = try Self.picture(app, "controls-switch-on.png")
                let trackX = live.content.x + offSwitch.frame.x + 6
                let trackY = live.content.y + offSwitch.frame.y + offSwitch.frame.height / 2
                #expect(after[trackX, trackY].isClose(to: Self.green, tolerance: 3), "\(after[trackX, trackY])")
                #expect(!before[trackX, trackY].isClose(to: Self.green, tolerance: 40), "\(before[trackX, trackY])")
                let notSelected = try app.send("inspect")
                #expect(!notSelected.ok, "a live click selected a view for the inspector")

                // The button: its touchUpInside action retitles it.
                func title(_ frames: FrameReport) -> String? { frames.views.find("systemButton")?.text }
                #expect(title(live) == "Button")
                try screen.click(button)
                let tapped = try app.frames { title($0) == "Tapped 1" }
                #expect(title(tapped) == "Tapped 1", "the button's action did not run")

                // The field: a click makes it the first responder; typed keys go to it, not the sidebar filter.
                try screen.click(field)
                let editing = try app.frames { $0.firstResponder == "roundedField" }
                #expect(editing.firstResponder == "roundedField")
                try screen.keys.focusWindow(titled: "Controls")
                let sidebarBefore = try Self.picture(app, "controls-editing.png")
                try screen.keys.type("Hey")
                try screen.keys.press("BackSpace")
                let typed = try app.frames { $0.views.find("roundedField")?.text == "He" }
                #expect(typed.views.find("roundedField")?.text == "He", "typing did not reach the field")
                // The caret: a column of the tint inside the field, where the untouched field had none.
                let caretShot = try Self.picture(app, "controls-typed.png")
                func tintedPixels(_ image: RGBImage) -> Int {
                    var count = 0
                    for y in field.frame.y + 2..<field.frame.maxY - 2 {
                        for x in field.frame.x + 2..<field.frame.maxX - 2
                        where image[live.content.x + x, live.content.y + y].isClose(to: Self.blue, tolerance: 30) {
                            count += 1
                        }
                    }
                    return count
                }
                // The sidebar's filter took none of the keys: the sidebar's pixels are as before typing.
                let sidebarChanged = (live.content.y..<live.content.maxY).filter { y in
                    (4..<live.content.x - 4).contains { x in caretShot[x, y] != sidebarBefore[x, y] }
                }
                #expect(sidebarChanged.isEmpty, "the sidebar changed on rows \(sidebarChanged.prefix(5))…")
                #expect(tintedPixels(before) == 0)
                #expect(tintedPixels(caretShot) >= 2 * 15, "no caret drawn: \(tintedPixels(caretShot)) tinted pixels")

                // Ctrl+L: back to inspecting; a click selects and fires nothing.
                try screen.keys.press("ctrl+l")
                let inspect = try app.frames { $0.live == false }
                #expect(inspect.live == false && inspect.firstResponder == nil, "leaving live mode ends editing")
                try screen.click(button)
                let selected = try app.inspect { $0.inspector?.selected == "systemButton" }
                #expect(selected.inspector?.selected == "systemButton", "inspect mode did not select")
                #expect(title(try app.frames()) == "Tapped 1", "inspect mode fired the button")
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test("Live: Sign up with no name shows the error; typing a name and Sign up hides it", .timeLimit(.minutes(2)))
        func signUpError() throws {
            try withPreviewer(options: ["--preview", "Sign-up form", "--size", "375x667"]) { app, display in
                let live = try app.frames(after: "toggle live on")
                let error = try #require(live.views.find("error"))
                #expect(error.hidden)
                let screen = try Screen(display: display, frames: live, shot: "signup-screen.png")
                try screen.click(try #require(live.views.find("signUp")))
                let shown = try app.frames { $0.views.find("error")?.hidden == false }
                let shownError = try #require(shown.views.find("error"))
                #expect(!shownError.hidden, "Sign up with no name did not show the error")
                // The stack made room: the name field moved down by the label and the spacing.
                let nameBefore = try #require(live.views.find("name")).frame.y
                let name = try #require(shown.views.find("name"))
                #expect(name.frame.y == nameBefore + shownError.frame.height + 12)
                let picture = try Self.picture(app, "signup-error.png")
                let errorPixels = (shownError.frame.x..<shownError.frame.maxX).filter { x in
                    (shownError.frame.y..<shownError.frame.maxY).contains { y in
                        picture[shown.content.x + x, shown.content.y + y].red > 200
                            && picture[shown.content.x + x, shown.content.y + y].green < 100
                    }
                }
                #expect(!errorPixels.isEmpty, "the error's red text is not on the screen")

                try screen.click(name)
                _ = try app.frames { $0.firstResponder == "name" }
                try screen.keys.focusWindow(titled: "Sign up")
                try screen.keys.type("Ada")
                let typed = try app.frames { $0.views.find("name")?.text == "Ada" }
                #expect(typed.views.find("name")?.text == "Ada")
                try screen.click(try #require(typed.views.find("signUp")))
                let hidden = try app.frames { $0.views.find("error")?.hidden == true }
                #expect(hidden.views.find("error")?.hidden == true, "a name did not hide the error")
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test("Inspect mode: a drag a view takes moves it and does not also select it", .timeLimit(.minutes(2)))
        func dragDoesNotSelect() throws {
            try withPreviewer(options: ["--preview", "Bounded quadrilateral", "--size", "400x400"]) { app, display in
                let start = try app.frames()
                #expect(start.live == false)
                let corner = try #require(start.views.find("corner0"))
                let screen = try Screen(display: display, frames: start, shot: "drag-screen.png")
                let from = (x: screen.origin.x + 80, y: screen.origin.y + 80)
                try screen.keys.drag(fromX: from.x, y: from.y, toX: from.x + 70, y: from.y - 20)
                let moved = try app.frames { $0.views.find("corner0")?.layoutFrame != corner.layoutFrame }
                #expect(moved.views.find("corner0")?.layoutFrame != corner.layoutFrame, "the drag did not move")
                // Ctrl+E after the drag's release: once the report is open, the release has been handled.
                try screen.keys.focusWindow(titled: start.preview)
                try screen.keys.press("ctrl+e")
                _ = try app.frames { $0.reportOpen }
                let inspected = try app.send("inspect")
                #expect(!inspected.ok, "the drag also selected \(inspected.inspector?.selected ?? "a view")")
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test(
            "Live: a click selects a segment, a drag moves the slider's thumb, a click on + steps the stepper",
            .timeLimit(.minutes(2)))
        func valueControls() throws {
            try withPreviewer(options: ["--preview", "Pickers and progress", "--size", "375x667"]) { app, display in
                let live = try app.frames(after: "toggle live on")
                let segments = try #require(live.views.find("segments"))
                let slider = try #require(live.views.find("slider"))
                #expect(segments.value == "1" && slider.value == "0.3")
                let before = try Self.picture(app, "segments-before.png")
                let screen = try Screen(display: display, frames: live, shot: "values-screen.png")

                // The first of three segments; its top-left corner turns from the grey track to white.
                try screen.click(segments, dx: segments.frame.width / 6)
                let selected = try app.frames { $0.views.find("segments")?.value == "0" }
                #expect(selected.views.find("segments")?.value == "0", "a click did not select the segment")
                let after = try Self.picture(app, "segments-after.png")
                let corner = (x: live.content.x + segments.frame.x + 6, y: live.content.y + segments.frame.y + 6)
                #expect(after[corner.x, corner.y] == RGB.white, "\(after[corner.x, corner.y])")
                #expect(before[corner.x, corner.y] != RGB.white, "\(before[corner.x, corner.y])")

                // The thumb (28 points) travels the width less itself: 60 pixels right add 60 / that.
                let travel = Double(slider.frame.width - 28)
                let thumbX = screen.origin.x + slider.frame.x + Int((0.3 * travel).rounded()) + 14
                let thumbY = screen.origin.y + slider.frame.y + slider.frame.height / 2
                try screen.keys.drag(fromX: thumbX, y: thumbY, toX: thumbX + 60, y: thumbY)
                let expected = 0.3 + 60 / travel
                let dragged = try app.frames {
                    abs((Double($0.views.find("slider")?.value ?? "") ?? 0) - expected) < 1e-3
                }
                let value = try #require(Double(dragged.views.find("slider")?.value ?? ""))
                #expect(abs(value - expected) < 1e-3, "the slider is at \(value), not \(expected)")

                let buttons = try app.frames(after: "preview Buttons and dates")
                #expect(buttons.live == true, "live mode stays on across previews")
                let stepper = try #require(buttons.views.find("quantity"))
                #expect(stepper.value == "1.0")
                try screen.click(stepper, dx: stepper.frame.width * 3 / 4)
                let stepped = try app.frames { $0.views.find("quantity")?.value == "2.0" }
                #expect(stepped.views.find("quantity")?.value == "2.0", "a click on + did not step")
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test(
            "The mode is remembered: a run that quit live starts live, with a click flipping a switch",
            .timeLimit(.minutes(2)))
        func modeIsRemembered() throws {
            let files = try TemporaryFiles()
            let state = (files.folder as NSString).appendingPathComponent("state/state.ini")
            let options = ["--preview", "Controls", "--size", "375x667", "--state-file", state]
            try withPreviewer(options: options) { app, _ in
                let first = try app.frames()
                #expect(first.live == false, "a first run starts in inspect mode")
                let live = try app.frames(after: "toggle live on")
                #expect(live.live == true)
                #expect(try app.quit() == 0)
            }
            let written = try String(contentsOfFile: state, encoding: .utf8)
            #expect(written.contains("live=true"), "\(written)")
            try withPreviewer(options: options) { app, display in
                let frames = try app.frames()
                #expect(frames.live == true, "the second run did not restore live mode")
                let screen = try Screen(display: display, frames: frames, shot: "remembered-screen.png")
                try screen.click(try #require(frames.views.find("offSwitch")))
                let flipped = try app.frames { $0.views.find("offSwitch")?.value == "on" }
                #expect(flipped.views.find("offSwitch")?.value == "on")
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }
    }
}
