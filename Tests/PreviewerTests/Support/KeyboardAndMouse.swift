// A user's keyboard and mouse on a test's X server, through xdotool (XTEST events, as real input arrives).

import Foundation

/// Presses keys and clicks in the previewer's window on `display`.
struct KeyboardAndMouse {
    let display: VirtualDisplay

    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        return environment
    }

    /// The X windows whose title is exactly `title` (the previewer's window is titled after its preview).
    func windows(titled title: String) -> [String] {
        guard
            let output = try? ExternalTool.run("xdotool", ["search", "--name", "^\(title)$"], environment: environment)
        else { return [] }
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Gives the keyboard focus to the window titled `title` (there is no window manager to do it on a click).
    func focusWindow(titled title: String) throws {
        guard let window = windows(titled: title).first else { throw HarnessError("no window titled \(title)") }
        _ = try ExternalTool.run("xdotool", ["windowfocus", "--sync", window], environment: environment)
    }

    /// Moves the window titled `title` to a point of the screen, as a user dragging it would.
    func moveWindow(titled title: String, toX x: Int, y: Int) throws {
        guard let window = windows(titled: title).first else { throw HarnessError("no window titled \(title)") }
        _ = try ExternalTool.run(
            "xdotool", ["windowmove", "--sync", window, "\(x)", "\(y)"], environment: environment)
    }

    /// Presses and releases keys, such as `ctrl+e` or `Escape`, in the focused window.
    func press(_ keys: String) throws {
        _ = try ExternalTool.run("xdotool", ["key", "--clearmodifiers", keys], environment: environment)
    }

    /// Types `text` key by key into the focused window, as a user would.
    func type(_ text: String) throws {
        _ = try ExternalTool.run("xdotool", ["type", "--delay", "30", text], environment: environment)
    }

    /// Clicks `button` (1 left, 3 right) at a point of the screen.
    func click(x: Int, y: Int, button: Int = 1) throws {
        _ = try ExternalTool.run(
            "xdotool", ["mousemove", "--sync", "\(x)", "\(y)", "click", "\(button)"], environment: environment)
    }

    /// Moves the pointer to a point of the screen (and a pixel on, so that GTK sees it move there).
    func point(x: Int, y: Int) throws {
        _ = try ExternalTool.run(
            "xdotool", ["mousemove", "--sync", "\(x)", "\(y)", "mousemove_relative", "--sync", "1", "0"],
            environment: environment)
    }

    /// Moves the pointer to a point of the screen with `key` (such as `alt`) held down, and leaves it held.
    func hover(x: Int, y: Int, holding key: String) throws {
        _ = try ExternalTool.run(
            "xdotool",
            ["keydown", key, "mousemove", "--sync", "\(x)", "\(y)", "mousemove_relative", "--sync", "1", "0"],
            environment: environment)
    }

    /// Releases a key `hover` held.
    func release(_ key: String) throws {
        _ = try ExternalTool.run("xdotool", ["keyup", key], environment: environment)
    }

    /// Drags with the primary button from one point of the screen to another, in one move.
    func drag(fromX x1: Int, y y1: Int, toX x2: Int, y y2: Int) throws {
        _ = try ExternalTool.run(
            "xdotool",
            [
                "mousemove", "--sync", "\(x1)", "\(y1)", "mousedown", "1", "mousemove", "--sync", "\(x2)", "\(y2)",
                "mouseup", "1",
            ],
            environment: environment)
    }

    /// The text on the display's clipboard (the CLIPBOARD selection), as another application would paste it.
    func clipboardText() throws -> String {
        String(
            decoding: try ExternalTool.run("xclip", ["-o", "-selection", "clipboard"], environment: environment),
            as: UTF8.self)
    }
}
