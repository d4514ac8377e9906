// Restarting the previewer in place on the last good build: after a crash in the user's code, or after many
// reloads, with the window's state on the command line.

import CCrashRestart
import Foundation
import GtkKit
import PreviewerCore

/// Keeps the command line that restores the window's current state ready for a restart, and restarts.
///
/// Why a signal handler that calls `execv`, not a supervising parent process: the new image keeps the process's
/// id and its standard input and output, so the control channel and whoever started the previewer (a terminal,
/// a test) carry on with the same process; a parent would have to forward both, and the state to restore, over
/// a pipe. The handler runs only async-signal-safe calls (`fcntl`, `sigprocmask`, `execv`) on an argv prepared
/// here, in C memory, after every change of the state (the window's, a new good build). What
/// a handler cannot do: survive a corrupted heap in the prepared argv, or a `SIGKILL`; those end the process.
@MainActor
final class SelfRestart {
    /// What a restart restores: the window as it was, and the process's own counters.
    struct State: Equatable {
        var window: WindowState
        var seed: UInt32
        /// The last build that passed the probe and was loaded: the restart shows it without building.
        var library: String?
        var reloadCount: Int
    }

    /// This executable, resolved at start: `/proc/self/exe` would name a deleted file once the previewer is
    /// rebuilt under a running one.
    static let executable: String =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]

    /// The options every restart keeps (`--control`, the user's code, `--count`).
    private let fixedArguments: [String]
    private(set) var state: State

    init(options: PreviewerOptions, state: State) {
        var fixed: [String] = []
        if case .control = options.mode { fixed.append("--control") }
        switch options.settings.userCode {
        case .files(let sources)?: for source in sources { fixed += ["--source", source] }
        case .package(let package)?: fixed += ["--package", package]
        case nil: break
        }
        for module in options.settings.standInModules { fixed += ["--module", "\(module.name)=\(module.folder)"] }
        if let version = options.settings.swiftVersion { fixed += ["--swift-version", version] }
        if let count = options.settings.count { fixed += ["--count", "\(count)"] }
        if let file = options.settings.stateFile { fixed += ["--state-file", file] }
        fixedArguments = fixed
        self.state = state
        prepare()
    }

    /// Installs the crash handler. Called once the window is first laid out: a build that crashes the start of
    /// a restarted image then ends it instead of restarting it forever.
    func arm() {
        crash_restart_install()
        guard Self.stallSeconds > 0 else { return }
        crash_restart_watch_main_thread(Int32(Self.stallSeconds))
        beat()
    }

    /// How long the main thread may stay in one call (the user's code in a bar button's action, an animation
    /// block, a size the probe did not try) before the previewer restarts on the last good build;
    /// `PREVIEWER_STALL_SECONDS` changes it, 0 turns the watch off.
    static let stallSeconds: Int =
        ProcessInfo.processInfo.environment["PREVIEWER_STALL_SECONDS"].flatMap { Int($0) }.map { max(0, $0) } ?? 10

    /// Tells the watch, four times a second, that the main loop turns.
    private func beat() {
        crash_restart_main_thread_beat()
        MainLoop.after(milliseconds: 250) { [weak self] in self?.beat() }
    }

    /// Records a change of the state, so a crash from now on restores it.
    func update(_ change: (inout State) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
        prepare()
    }

    /// Restarts now, outside any signal handler, saying `reason` in the new window; `extra` arguments go to
    /// the new image too.
    func restart(reason: String, extra: [String] = []) -> Never {
        let arguments = [Self.executable] + self.arguments() + ["--restart-reason", reason] + extra
        Console.printError("previewer: \(reason); restarting on the last good build")
        let cArguments = arguments.map { strdup($0) } + [nil]
        // Descriptors above 2 (the X connection, file monitors) would leak into the new image. Not closed here:
        // GLib's threads run until execv, and one reading a closed inotify descriptor aborts the process.
        for descriptor in Int32(3)..<4096 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        execv(Self.executable, cArguments)
        Console.printError("previewer: the restart failed: \(String(cString: strerror(errno)))")
        exit(1)
    }

    private func arguments() -> [String] {
        var arguments = fixedArguments + ["--seed", "\(state.seed)", "--reload-count", "\(state.reloadCount)"]
        arguments += ["--window-state", state.window.commandLineText]
        if let library = state.library { arguments += ["--resume-library", library] }
        return arguments
    }

    private func prepare() {
        let arguments = [Self.executable] + arguments()
        let cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        cArguments.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
            crash_restart_prepare(Self.executable, buffer.baseAddress, Int32(buffer.count))
        }
    }
}
