// Starts child processes with no signal blocked, as a shell would.

import Foundation

extension Process {
    /// Runs the process with an empty signal mask.
    ///
    /// Foundation spawns a child with the calling thread's signal mask, and Swift concurrency's worker threads
    /// (where tests run) block nearly every signal: the child would start with SIGTERM blocked (an Xvfb that
    /// never exits on `terminate()`), and the app would run with SIGCHLD and the rest blocked, unlike a real
    /// launch. The mask is this thread's only for the instant of the spawn.
    func runWithSignals() throws {
        var empty = sigset_t()
        sigemptyset(&empty)
        var previous = sigset_t()
        pthread_sigmask(SIG_SETMASK, &empty, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try run()
    }
}
