// Waiting for GTK's next frame of a widget: after it, layout is done and the window shows the latest state.

import CGtk

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
}
