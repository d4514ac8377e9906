// A closure called on every frame of a widget's frame clock: what animations are driven by.

import CGtk
import CGtkShim

extension Widget {
    /// Calls `body` before every frame GTK draws of this widget, with the frame clock's time in seconds
    /// (monotonic; the same for every callback of one frame), until `body` returns false or the
    /// returned callback is removed. GTK keeps producing frames while a tick callback is installed.
    ///
    /// ```swift
    /// let tick = widget.addTickCallback { seconds in
    ///     advance(to: seconds)
    ///     return isRunning
    /// }
    /// ```
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor (Double) -> Bool) -> TickCallback {
        let callback = TickCallback(widget: self)
        let trampoline: GtkTickCallback = { _, clock, userData in
            let body = TickBox.from(userData)
            let microseconds = gdk_frame_clock_get_frame_time(clock)
            return MainActor.assumeIsolated { body(Double(microseconds) / 1_000_000) } ? 1 : 0
        }
        let release: GDestroyNotify = { Unmanaged<TickBox>.fromOpaque($0!).release() }
        let wrapped: @MainActor (Double) -> Bool = { [weak callback] seconds in
            let keep = body(seconds)
            if !keep { callback?.id = 0 }
            return keep
        }
        callback.id = gtk_widget_add_tick_callback(widgetPointer, trampoline, TickBox(wrapped).retained(), release)
        return callback
    }
}

private typealias TickBox = CallbackBox<@MainActor (Double) -> Bool>

/// A tick callback installed by ``Widget/addTickCallback(_:)``.
@MainActor
public final class TickCallback {
    fileprivate var id: guint = 0
    private weak var widget: Widget?

    fileprivate init(widget: Widget) {
        self.widget = widget
    }

    /// Whether the callback is still called every frame.
    public var isInstalled: Bool { id != 0 && widget != nil }

    /// Stops calling the callback (GTK releases it); does nothing if it already stopped.
    public func remove() {
        guard id != 0, let widget else { return }
        gtk_widget_remove_tick_callback(widget.widgetPointer, id)
        id = 0
    }
}
