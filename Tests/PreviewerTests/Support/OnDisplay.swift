// The set-up every previewer test repeats, in one place: a private X server, and the app on it, stopped at the
// end whatever happens.

import Foundation

/// Runs `body` with a previewer (`--control` plus `options`) on an X server of its own; stops both after.
func withPreviewer(
    options: [String], extraEnvironment: [String: String] = [:],
    _ body: (PreviewerProcess, VirtualDisplay) throws -> Void
) throws {
    try withDisplay { display in
        let app = try PreviewerProcess(options: options, display: display, extraEnvironment: extraEnvironment)
        defer { app.stop() }
        try body(app, display)
    }
}

/// Runs `body` with an X server of its own, stopped after.
func withDisplay(_ body: (VirtualDisplay) throws -> Void) throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    try body(display)
}
