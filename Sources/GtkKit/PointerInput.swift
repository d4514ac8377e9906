// Clicks and pointer motion on a widget, in its coordinates, with the modifier keys held at the time.

import CGtk
import CGtkShim
import Foundation

/// The modifier keys held during a pointer event.
public struct ModifierKeys: OptionSet, Sendable {
    /// The modifier bits, as GDK gives them.
    public let rawValue: UInt32

    /// Modifiers from their raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = ModifierKeys(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Control.
    public static let control = ModifierKeys(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt (Mod1 on X11).
    public static let alt = ModifierKeys(rawValue: GDK_ALT_MASK.rawValue)
}

extension Widget {
    /// Calls `handler` when the primary button is released after a single press on this widget, with the
    /// point in the widget's coordinates. The gesture claims nothing, so drags on the same widget go on.
    public func onClick(_ handler: @escaping @MainActor (CGPoint, ModifierKeys) -> Void) {
        let gesture = gtk_gesture_click_new()!
        typealias Box = CallbackBox<@MainActor (CGPoint, ModifierKeys) -> Void>
        // "released" has (gesture, n_press, x, y): no shim trampoline fits, so a typed C function goes
        // through GCallback as GLib's own C code does.
        let trampoline: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            gesture, presses, x, y, userData in
            guard presses == 1 else { return }
            let state = gtk_event_controller_get_current_event_state(gesture)
            let body = Box.from(userData)
            MainActor.assumeIsolated { body(CGPoint(x: x, y: y), ModifierKeys(rawValue: state.rawValue)) }
        }
        let release: GClosureNotify = { userData, _ in Unmanaged<Box>.fromOpaque(userData!).release() }
        g_signal_connect_data(
            UnsafeMutableRawPointer(gesture), "released", unsafeBitCast(trampoline, to: GCallback.self),
            Box(handler).retained(), release, GConnectFlags(rawValue: 0))
        // The widget takes the gesture's reference.
        gtk_widget_add_controller(widgetPointer, gesture)
    }

    /// Calls `handler` with every position of the pointer over this widget and the modifiers held, and with
    /// nil when the pointer leaves it.
    public func onPointerMotion(_ handler: @escaping @MainActor (CGPoint?, ModifierKeys) -> Void) {
        let controller = gtk_event_controller_motion_new()!
        typealias Box = CallbackBox<@MainActor (CGPoint?, ModifierKeys) -> Void>
        let moved: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            controller, x, y, userData in
            let state = gtk_event_controller_get_current_event_state(controller)
            let body = Box.from(userData)
            MainActor.assumeIsolated { body(CGPoint(x: x, y: y), ModifierKeys(rawValue: state.rawValue)) }
        }
        let left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, userData in
            let body = Box.from(userData)
            MainActor.assumeIsolated { body(nil, []) }
        }
        let release: GClosureNotify = { userData, _ in Unmanaged<Box>.fromOpaque(userData!).release() }
        let box = Box(handler)
        g_signal_connect_data(
            UnsafeMutableRawPointer(controller), "motion", unsafeBitCast(moved, to: GCallback.self),
            box.retained(), release, GConnectFlags(rawValue: 0))
        g_signal_connect_data(
            UnsafeMutableRawPointer(controller), "leave", unsafeBitCast(left, to: GCallback.self),
            box.retained(), release, GConnectFlags(rawValue: 0))
        gtk_widget_add_controller(widgetPointer, controller)
    }
}
