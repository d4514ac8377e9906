// The previewer as a user starts it: a window with no control channel, driven by keys and clicks only.

import Foundation

/// An interactive previewer window on `display`, titled after its preview, with the keyboard focus.
final class UserWindow {
    let process = Process()
    let watch: ExitWatch
    let input: KeyboardAndMouse

    /// Starts `previewer arguments` (with `environment` on top of the display's) and waits until the window
    /// titled `title` is mapped, then gives it the focus.
    init(
        _ arguments: [String], title: String, on display: VirtualDisplay, environment: [String: String] = [:]
    )
        throws
    {
        let environment = display.appEnvironment.merging(environment) { _, new in new }
        process.executableURL = try PreviewerBinary.url()
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        watch = ExitWatch(process)
        input = KeyboardAndMouse(display: display)
        try process.runWithSignals()
        do {
            _ = try ExternalTool.run("xdotool", ["search", "--sync", "--name", "^\(title)$"], environment: environment)
            try input.focusWindow(titled: title)
        } catch {
            stop()
            throw error
        }
    }

    /// Quits with Ctrl+Q, as a user does; the exit status, or nil if the app did not exit in time.
    func quit() throws -> Int32? {
        try input.press("ctrl+q")
        guard watch.wait(timeout: PreviewerProcess.replyTimeout) else { return nil }
        return process.terminationStatus
    }

    /// Ends the app if it still runs; call in a `defer`.
    func stop() { process.stop(watch: watch) }
}
