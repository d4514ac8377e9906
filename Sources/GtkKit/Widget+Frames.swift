// Waiting for GTK's next frame of a widget: after it, layout is done and the window shows the latest state.

import CGtk
import CGtkShim

extension Widget {
    /// Runs `body` once, when the main loop is idle after the next frame of the widget's window (its layout
    /// and painting done), and makes sure such a frame comes. Nothing runs while the widget is not shown.
    ///
    /// Useful after a change that only queues work, such as hiding a widget: until that frame, the window still
    /// has an allocation pending and `savePNG` renders nothing.
    public func afterNextFrame(_ body: @escaping @MainActor () -> Void) {
        // A tick callback runs at the start of a frame and asks the frame clock for one.
        let tick: GtkTickCallback = { _, _, userData in
            let body = ActionBox.from(userData)
            // Idle work runs after the frame's layout and paint phases, which run in one go.
            MainActor.assumeIsolated { MainLoop.whenIdle(body) }
            return 0  // G_SOURCE_REMOVE
        }
        gtk_widget_add_tick_callback(widgetPointer, tick, ActionBox(body).retained(), releaseActionBox)
    }

    /// Runs `body` once, right after GTK paints the widget's window in its next frame: that frame's layout is
    /// done and nothing has queued another yet. A picture taken then never meets a widget still waiting for
    /// its allocation, as one taken when the main loop is idle can (GTK warns "Trying to snapshot … without a
    /// current allocation" when a change came in between). Nothing runs while the widget is not shown.
    public func afterNextPaint(_ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return afterNextFrame(body) }
        let wait = PaintWait(body, clock: UnsafeMutableRawPointer(clock))
        let painted: CGtkHandler = { _, userData in
            let wait = Unmanaged<PaintWait>.fromOpaque(userData!).takeUnretainedValue()
            let body = wait.body
            // Disconnecting releases the box (its destroy notify): read the closure first.
            g_signal_handler_disconnect(wait.clock, wait.handler)
            MainActor.assumeIsolated { body() }
        }
        wait.handler = cgtk_signal_connect(
            UnsafeMutableRawPointer(clock), "after-paint", painted, Unmanaged.passRetained(wait).toOpaque(),
            { userData, _ in Unmanaged<PaintWait>.fromOpaque(userData!).release() })
        gtk_widget_queue_draw(widgetPointer)
    }
}

/// One `afterNextPaint` waiting: its closure, and the frame clock handler to disconnect once it ran.
private final class PaintWait {
    let body: @MainActor () -> Void
    let clock: UnsafeMutableRawPointer
    var handler: gulong = 0

    init(_ body: @escaping @MainActor () -> Void, clock: UnsafeMutableRawPointer) {
        self.body = body
        self.clock = clock
    }
}
