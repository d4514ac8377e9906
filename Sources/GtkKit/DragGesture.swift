// GtkGestureDrag: a press, moves and a release on a widget, reported in the widget's coordinates.

import CGtk
import CGtkShim
import Foundation

/// Reports drags on a widget: where they start, and how far they have moved since, in pixels.
@MainActor
public final class DragGesture {
    /// Which part of a drag a report is.
    public enum Phase: Sendable {
        case began, moved, ended
    }

    private typealias Box = CallbackBox<@MainActor (Phase, CGPoint) -> Void>

    /// Adds a drag gesture to `widget` (which keeps it) that calls `handler` with each phase and the pointer's
    /// position in the widget's coordinates.
    @discardableResult
    public init(on widget: Widget, _ handler: @escaping @MainActor (Phase, CGPoint) -> Void) {
        let gesture = UnsafeMutableRawPointer(gtk_gesture_drag_new()!)
        let box = Box(handler)
        var start = CGPoint.zero
        let relay: @MainActor (Phase, Double, Double) -> Void = { phase, first, second in
            // "drag-begin" gives the start; the others give the offset from it.
            if phase == .began {
                start = CGPoint(x: first, y: second)
                box.body(.began, start)
            } else {
                box.body(phase, CGPoint(x: start.x + first, y: start.y + second))
            }
        }
        typealias RelayBox = CallbackBox<@MainActor (Double, Double) -> Void>
        let trampoline: CGtkDoubleDoubleHandler = { _, first, second, userData in
            let body = RelayBox.from(userData)
            MainActor.assumeIsolated { body(first, second) }
        }
        let release: GClosureNotify = { userData, _ in Unmanaged<RelayBox>.fromOpaque(userData!).release() }
        for (signal, phase) in [("drag-begin", Phase.began), ("drag-update", .moved), ("drag-end", .ended)] {
            let box = RelayBox { first, second in relay(phase, first, second) }
            cgtk_signal_connect_double_double(gesture, signal, trampoline, box.retained(), release)
        }
        gtk_widget_add_controller(widget.widgetPointer, OpaquePointer(gesture))
    }
}
