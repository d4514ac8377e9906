// The state one run leaves for the next: restored, overridden by the command line, survived when corrupt, and
// kept out of the control channel and the one-shot modes unless --state-file asks.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Remembered state")
    struct RememberedStateTests {
        @Test("A second run restores the preview, the size and the overlay of the first", .timeLimit(.minutes(1)))
        func secondRunRestores() throws {
            let files = try TemporaryFiles()
            let state = (files.folder as NSString).appendingPathComponent("state/state.ini")
            let first = try LiveGrid(options: ["--seed", "1", "--state-file", state], test: "state")
            defer { first.stop() }
            #expect(try first.app.send("preview Form").ok)
            _ = try first.app.frames(after: "resize 420 520")
            _ = try first.app.frames(after: "debug on")
            #expect(try first.app.quit() == 0)
            first.stop()
            #expect(first.app.stderr.isEmpty, "\(first.app.stderr)")
            let written = try String(contentsOfFile: state, encoding: .utf8)
            #expect(written.contains("name=Form") && written.contains("overlay=true"), "\(written)")

            let second = try LiveGrid(options: ["--seed", "1", "--state-file", state], test: "state")
            defer { second.stop() }
            let reply = try second.app.send("frames")
            let frames = try #require(reply.frames)
            #expect(frames.preview == "Form")
            #expect(frames.content.width == 420 && frames.content.height == 520, "\(frames.content)")
            #expect(reply.debug == true)
            #expect(try second.app.quit() == 0)
            #expect(second.app.stderr.isEmpty, "\(second.app.stderr)")
        }

        @Test("--preview and --size win over the remembered ones; the rest is still restored", .timeLimit(.minutes(1)))
        func commandLineWins() throws {
            let files = try TemporaryFiles()
            let state = try files.write(
                "state.ini",
                "[preview]\nname=Form\noverlay=true\n[window]\ncontent-width=420\ncontent-height=520\n")
            let live = try LiveGrid(
                options: ["--seed", "1", "--state-file", state, "--preview", "Nine-grid", "--size", "375x667"],
                test: "state")
            defer { live.stop() }
            let reply = try live.app.send("frames")
            let frames = try #require(reply.frames)
            #expect(frames.preview == "Nine-grid")
            #expect(frames.content.width == 375 && frames.content.height == 667, "\(frames.content)")
            #expect(reply.debug == true)
            #expect(try live.app.quit() == 0)
        }

        @Test(
            "A state file that is not a key file gives one clear warning and the defaults, then is written anew",
            .timeLimit(.minutes(1)))
        func corruptFile() throws {
            let files = try TemporaryFiles()
            let state = try files.write("state.ini", "[preview\nname=Form\n\u{1}garbage without an equals sign\n")
            let live = try LiveGrid(options: ["--seed", "1", "--state-file", state], test: "state")
            defer { live.stop() }
            let reply = try live.app.send("frames")
            let frames = try #require(reply.frames)
            #expect(frames.preview == "Nine-grid")
            #expect(frames.content.width == 375 && frames.content.height == 667, "\(frames.content)")
            #expect(reply.debug == false)
            #expect(try live.app.quit() == 0)
            let warnings = live.app.errors.allLines
            #expect(warnings.count == 1, "\(warnings)")
            #expect(
                warnings.first?.hasPrefix(
                    "previewer: the remembered state is ignored where it is wrong: cannot read \(state) (")
                    == true, "\(warnings)")
            // The run wrote a good file over it.
            let written = try String(contentsOfFile: state, encoding: .utf8)
            #expect(written.contains("name=Nine-grid") && written.contains("content-width=375"), "\(written)")
        }

        @Test("A value that does not parse is named and left out; the others are restored", .timeLimit(.minutes(1)))
        func badValues() throws {
            let files = try TemporaryFiles()
            let state = try files.write(
                "state.ini",
                "[preview]\nname=Form\noverlay=maybe\n[window]\ncontent-width=wide\ncontent-height=520\n")
            let live = try LiveGrid(options: ["--seed", "1", "--state-file", state], test: "state")
            defer { live.stop() }
            let reply = try live.app.send("frames")
            let frames = try #require(reply.frames)
            #expect(frames.preview == "Form")
            #expect(frames.content.width == 375 && frames.content.height == 667, "\(frames.content)")
            #expect(reply.debug == false)
            #expect(try live.app.quit() == 0)
            let warnings = live.app.errors.allLines
            #expect(warnings.count == 2, "\(warnings)")
            #expect(
                warnings.contains { $0.contains("[preview] overlay is \"maybe\", not true or false") }, "\(warnings)")
            #expect(warnings.contains { $0.contains("\"wide\" and \"520\"") }, "\(warnings)")
        }

        @Test(
            "An interactive window remembers in the user's config folder; --control and --dump-frames do not",
            .timeLimit(.minutes(1)))
        func onlyInteractiveWindowsRemember() throws {
            let files = try TemporaryFiles()
            let state = (files.folder as NSString).appendingPathComponent("cartography-previewer/state.ini")
            try withDisplay { display in
                var environment = display.appEnvironment
                environment["XDG_CONFIG_HOME"] = files.folder

                // A user's window: Ctrl+D turns the overlay on, Ctrl+Q quits, and the file says so.
                let window = try UserWindow(
                    ["--seed", "1", "--preview", "Form"], title: "Form", on: display,
                    environment: ["XDG_CONFIG_HOME": files.folder])
                defer { window.stop() }
                try window.input.press("ctrl+d")
                #expect(try window.quit() == 0)
                let remembered = try String(contentsOfFile: state, encoding: .utf8)
                #expect(remembered.contains("name=Form") && remembered.contains("overlay=true"), "\(remembered)")

                // A test's run with the same config folder: the defaults, and the file untouched.
                let control = try PreviewerProcess(
                    options: ["--seed", "1"], display: display, extraEnvironment: ["XDG_CONFIG_HOME": files.folder])
                defer { control.stop() }
                let reply = try control.send("preview Nine-grid")
                #expect(reply.frames?.preview == "Nine-grid")
                #expect(reply.debug == false)
                #expect(try control.quit() == 0)
                let dump = try OneShotRun(["--seed", "1", "--dump-frames"], environment: environment)
                #expect(dump.status == 0, "\(dump.errors)")
                #expect(try String(contentsOfFile: state, encoding: .utf8) == remembered)
            }
        }
    }
}
