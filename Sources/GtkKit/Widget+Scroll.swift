// Mouse-wheel and touchpad scrolling delivered to a Swift closure, in pixels.

import CGtk
import CGtkShim

extension Widget {
    /// How far one wheel detent scrolls, in pixels (a touchpad reports pixels itself).
    public static let pixelsPerWheelStep = 40.0

    /// Calls `handler` with the distance of every scroll over this widget (the wheel or a touchpad),
    /// in pixels, positive right and down. Return true when the widget used the scroll, so it goes no
    /// further; false lets it reach the widgets around (an outer scrolled window).
    public func onScroll(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) {
        let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        typealias Box = CallbackBox<@MainActor (Double, Double) -> Bool>
        // "scroll" has (controller, dx, dy) and a boolean result: no shim trampoline fits, so a typed C
        // function goes through GCallback as GLib's own C code does.
        let trampoline: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
            controller, dx, dy, userData in
            let wheel = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
            let scale = wheel ? Widget.pixelsPerWheelStep : 1
            let body = Box.from(userData)
            return MainActor.assumeIsolated { body(dx * scale, dy * scale) } ? 1 : 0
        }
        let release: GClosureNotify = { userData, _ in Unmanaged<Box>.fromOpaque(userData!).release() }
        g_signal_connect_data(
            UnsafeMutableRawPointer(controller), "scroll", unsafeBitCast(trampoline, to: GCallback.self),
            Box(handler).retained(), release, GConnectFlags(rawValue: 0))
        // The widget takes the controller's reference.
        gtk_widget_add_controller(widgetPointer, controller)
    }
}
