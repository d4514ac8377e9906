// Waits for a child process to exit, with a deadline.

import Foundation

/// Watches one `Process` for its exit, so a test can wait with a deadline (`Process.waitUntilExit` has none).
final class ExitWatch: Sendable {
    private let exited = DispatchSemaphore(value: 0)

    /// Installs the watch; call before starting it.
    init(_ process: Process) {
        process.terminationHandler = { [exited] _ in exited.signal() }
    }

    /// Waits up to `timeout` seconds for the exit; true if the process exited.
    func wait(timeout: TimeInterval) -> Bool {
        if exited.wait(timeout: .now() + timeout) == .success {
            // Let later waiters see the exit too.
            exited.signal()
            return true
        }
        return false
    }
}

extension Process {
    /// Ends the process if it is still running: SIGTERM, then SIGKILL if it does not go within `grace` seconds.
    func stop(watch: ExitWatch, grace: TimeInterval = 5) {
        guard isRunning else { return }
        terminate()
        if !watch.wait(timeout: grace), isRunning {
            kill(processIdentifier, SIGKILL)
            _ = watch.wait(timeout: grace)
        }
    }
}
