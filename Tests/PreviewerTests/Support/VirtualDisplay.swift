// A private Xvfb for one test: it picks a free display number itself, so tests never share an X server.

import Foundation

/// An Xvfb server started for one test and stopped at its end.
final class VirtualDisplay {
    /// The screen is larger than any window the tests make, so no window is clipped in a screenshot.
    static let screenWidth = 1600
    static let screenHeight = 1200

    /// The display name, such as ":3".
    let name: String
    private let process: Process
    private let watch: ExitWatch

    /// Starts Xvfb and waits until it accepts connections (it writes its display number to fd 1 then).
    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.path(of: "Xvfb"))
        // -displayfd picks a free display number, so another X server on the machine cannot collide.
        // -noreset: a server that resets when its last client leaves can lose a SIGTERM sent meanwhile.
        process.arguments = [
            "-displayfd", "1", "-screen", "0", "\(Self.screenWidth)x\(Self.screenHeight)x24", "-nolisten", "tcp",
            "-noreset",
        ]
        let output = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = output
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        let lines = LineStream(output.fileHandleForReading)
        let errors = LineStream(errorPipe.fileHandleForReading, keepsTranscript: true)
        let watch = ExitWatch(process)
        try process.runWithSignals()
        let number: String?
        do {
            number = try lines.nextLine(timeout: 30, waitingFor: "Xvfb's display number")
        } catch {
            process.stop(watch: watch)
            throw error
        }
        guard let number, let value = Int(number.trimmingCharacters(in: .whitespaces)) else {
            process.stop(watch: watch)
            throw HarnessError("Xvfb did not start: \(errors.allLines.suffix(5).joined(separator: " "))")
        }
        name = ":\(value)"
        self.process = process
        self.watch = watch
    }

    /// Stops the server; a test calls it in a `defer` right after starting it.
    func stop() {
        process.stop(watch: watch)
    }

    /// The previewer's environment on this display: X11 only, and the cairo renderer for stable pixels.
    var appEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment["GDK_BACKEND"] = "x11"
        environment["GSK_RENDERER"] = "cairo"
        environment["GTK_A11Y"] = "none"
        // A developer's own session must not leak in: Wayland, or a scale that changes pixel sizes.
        for name in ["WAYLAND_DISPLAY", "GDK_SCALE", "GDK_DPI_SCALE", "GTK_THEME"] {
            environment.removeValue(forKey: name)
        }
        return environment
    }

    /// A screenshot of the whole X screen (the root window), as a real user's screen grab would be.
    func screenshot(to path: String) throws -> RGBImage {
        _ = try ExternalTool.run("import", ["-display", name, "-window", "root", path])
        return try RGBImage(contentsOf: path)
    }
}
