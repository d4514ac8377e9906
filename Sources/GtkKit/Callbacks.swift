// Swift closures handed to GLib as user data: retained boxes that GLib releases through destroy notifies.

import CGtk
import CGtkShim

/// A Swift closure kept alive while GLib holds a callback that calls it.
///
/// `retained()` gives GLib a +1 reference as user data; `release` (a C function) is the destroy notify
/// GLib calls when the handler, source or widget goes away, so no closure outlives what calls it.
final class CallbackBox<Body> {
    let body: Body

    init(_ body: Body) {
        self.body = body
    }

    func retained() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> Body {
        Unmanaged<CallbackBox<Body>>.fromOpaque(userData!).takeUnretainedValue().body
    }
}

/// The box for handlers that take nothing and return nothing.
typealias ActionBox = CallbackBox<@MainActor () -> Void>

/// Destroy notify for an `ActionBox` given to a main-loop source.
let releaseActionBox: GDestroyNotify = { userData in
    Unmanaged<ActionBox>.fromOpaque(userData!).release()
}

/// Destroy notify for an `ActionBox` given to a signal handler.
let releaseActionBoxClosure: GClosureNotify = { userData, _ in
    Unmanaged<ActionBox>.fromOpaque(userData!).release()
}

extension Widget {
    /// Connects a closure to a signal that has no arguments besides the emitter.
    func connect(_ signal: String, _ handler: @escaping @MainActor () -> Void) {
        connectAction(to: object, signal: signal, handler)
    }
}

/// Connects a closure to a no-argument signal of any GObject; GTK emits signals on the main thread.
/// The closure lives until the object is finalized.
func connectAction(
    to instance: UnsafeMutableRawPointer, signal: String, _ handler: @escaping @MainActor () -> Void
) {
    let trampoline: CGtkHandler = { _, userData in
        let body = ActionBox.from(userData)
        MainActor.assumeIsolated { body() }
    }
    cgtk_signal_connect(instance, signal, trampoline, ActionBox(handler).retained(), releaseActionBoxClosure)
}
