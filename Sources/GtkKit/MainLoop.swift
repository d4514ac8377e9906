// Work scheduled on the GLib main loop: once when idle, or after a delay.

import CGtk

/// Schedules closures on the GLib main loop (the one GTK runs), on the main thread.
@MainActor
public enum MainLoop {
    /// Runs `body` once, when the main loop has nothing more urgent to do (after the next frame is painted).
    public static func whenIdle(_ body: @escaping @MainActor () -> Void) {
        let trampoline: GSourceFunc = { userData in
            let body = ActionBox.from(userData)
            MainActor.assumeIsolated { body() }
            return 0  // G_SOURCE_REMOVE
        }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, trampoline, ActionBox(body).retained(), releaseActionBox)
    }

    /// Runs `body` once after `milliseconds`, unless the returned timer is cancelled first.
    @discardableResult
    public static func after(milliseconds: Int, _ body: @escaping @MainActor () -> Void) -> Timer {
        let timer = Timer()
        let trampoline: GSourceFunc = { userData in
            let body = ActionBox.from(userData)
            MainActor.assumeIsolated { body() }
            return 0  // G_SOURCE_REMOVE
        }
        let fire: @MainActor () -> Void = { [weak timer] in
            timer?.sourceID = 0
            body()
        }
        timer.sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(clamping: max(0, milliseconds)), trampoline, ActionBox(fire).retained(),
            releaseActionBox)
        return timer
    }

    /// A pending `after` call.
    @MainActor
    public final class Timer {
        fileprivate var sourceID: guint = 0

        /// Stops the timer if it has not fired yet.
        public func cancel() {
            guard sourceID != 0 else { return }
            g_source_remove(sourceID)
            sourceID = 0
        }
    }
}
