// Work run on a thread of its own, whose result comes back on the GLib main loop.

import CGtk
import Foundation

/// Runs slow work (a compiler) off the main thread and hands its result to the main thread through the main
/// loop, so the window keeps drawing and answering meanwhile.
///
/// The result is posted with `g_idle_add`, which GLib allows from any thread; Swift's main-actor executor is not
/// used, because the main thread runs GLib's loop, not Dispatch's.
///
/// ```swift
/// BackgroundWork.run({ try? build.run() }) { library in show(library) }
/// ```
public enum BackgroundWork {
    private final class Delivery<Result: Sendable>: @unchecked Sendable {
        // Written once on the worker thread before the idle source is added, read once on the main thread after.
        var result: Result?
        let completion: @MainActor (Result) -> Void

        init(completion: @escaping @MainActor (Result) -> Void) {
            self.completion = completion
        }
    }

    /// Runs `work` on a new thread, then `completion` with its result on the main thread.
    @MainActor
    public static func run<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor (Result) -> Void
    ) {
        let delivery = Delivery(completion: completion)
        let thread = Thread {
            delivery.result = work()
            postToMainLoop(delivery)
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private static func postToMainLoop<Result: Sendable>(_ delivery: Delivery<Result>) {
        let body: @MainActor () -> Void = {
            if let result = delivery.result { delivery.completion(result) }
        }
        let trampoline: GSourceFunc = { userData in
            let body = ActionBox.from(userData)
            MainActor.assumeIsolated { body() }
            return 0  // G_SOURCE_REMOVE
        }
        g_idle_add_full(G_PRIORITY_DEFAULT, trampoline, ActionBox(body).retained(), releaseActionBox)
    }
}
