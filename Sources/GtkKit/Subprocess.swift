// Runs a child process with GLib's GSubprocess and reports, on the main loop, how it ended and what it printed.

import CGtk
import CGtkShim

/// A child process whose end is reported without blocking the main loop.
///
/// ```swift
/// Subprocess.run(["/usr/bin/true"]) { outcome in print(outcome.exitStatus ?? -1) }
/// ```
@MainActor
public enum Subprocess {
    /// How a child ended, and its standard error.
    public struct Outcome: Sendable, Equatable {
        /// The exit status, if it exited; nil if a signal ended it.
        public var exitStatus: Int32?
        /// The signal that ended it, if one did.
        public var signal: Int32?
        /// Everything it wrote on standard error (its standard output is discarded).
        public var errorOutput: String
        /// Why it could not be started, if it could not; then the other fields are empty.
        public var launchFailure: String?
    }

    /// A started child: it can be sent a signal until it has ended.
    @MainActor
    public final class Running {
        fileprivate nonisolated(unsafe) let process: OpaquePointer?
        fileprivate var hasEnded = false

        fileprivate init(process: OpaquePointer?) {
            self.process = process
            if let process { g_object_ref(UnsafeMutableRawPointer(process)) }
        }

        deinit {
            if let process { g_object_unref(UnsafeMutableRawPointer(process)) }
        }

        /// Sends `signal` to the child, unless it has ended (its id may belong to another process by then).
        public func send(signal: Int32) {
            guard let process, !hasEnded else { return }
            g_subprocess_send_signal(process, signal)
        }
    }

    private typealias CompletionBox = CallbackBox<@MainActor (Outcome) -> Void>

    /// Starts `arguments` (the program's path first), with `environment` added to this process's, and calls
    /// `completion` once it has ended and its standard error is read to the end. With `diesWithParent`, the
    /// child is killed when this process ends (a child that could run forever must not outlive the previewer).
    @discardableResult
    public static func run(
        _ arguments: [String], environment: [String: String] = [:], diesWithParent: Bool = false,
        completion: @escaping @MainActor (Outcome) -> Void
    ) -> Running {
        var error: UnsafeMutablePointer<GError>?
        let cStrings = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cStrings { free(pointer) } }
        // Standard input stays GLib's default, the null device: the child must not read the parent's input
        // (the previewer's control channel).
        let flags = GSubprocessFlags(
            G_SUBPROCESS_FLAGS_STDOUT_SILENCE.rawValue | G_SUBPROCESS_FLAGS_STDERR_PIPE.rawValue)
        let launcher = g_subprocess_launcher_new(flags)
        defer { g_object_unref(UnsafeMutableRawPointer(launcher)) }
        for (name, value) in environment { g_subprocess_launcher_setenv(launcher, name, value, 1) }
        if diesWithParent { cgtk_subprocess_launcher_kill_children_with_parent(launcher) }
        let started = cStrings.withUnsafeBufferPointer { buffer in
            g_subprocess_launcher_spawnv(launcher, UnsafePointer(OpaquePointer(buffer.baseAddress!)), &error)
        }
        guard let process = started else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            completion(Outcome(exitStatus: nil, signal: nil, errorOutput: "", launchFailure: message))
            return Running(process: nil)
        }
        let running = Running(process: process)
        let ended: @MainActor (Outcome) -> Void = { outcome in
            running.hasEnded = true
            completion(outcome)
        }
        let finished: GAsyncReadyCallback = { source, result, userData in
            let box = Unmanaged<CompletionBox>.fromOpaque(userData!).takeRetainedValue()
            let process = OpaquePointer(source)
            var errorText: UnsafeMutablePointer<gchar>?
            var error: UnsafeMutablePointer<GError>?
            _ = g_subprocess_communicate_utf8_finish(process, result, nil, &errorText, &error)
            g_clear_error(&error)
            let text = errorText.map { String(cString: $0) } ?? ""
            g_free(errorText)
            // communicate returns once the pipes close; the child has been waited for by then.
            let signaled = g_subprocess_get_if_signaled(process) != 0
            let outcome = Outcome(
                exitStatus: signaled ? nil : g_subprocess_get_exit_status(process),
                signal: signaled ? g_subprocess_get_term_sig(process) : nil, errorOutput: text,
                launchFailure: nil)
            g_object_unref(UnsafeMutableRawPointer(process))
            MainActor.assumeIsolated { box.body(outcome) }
        }
        g_subprocess_communicate_utf8_async(process, nil, nil, finished, CompletionBox(ended).retained())
        return running
    }
}
