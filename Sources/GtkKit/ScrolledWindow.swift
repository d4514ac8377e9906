// GtkScrolledWindow: shows part of a larger child and scrolls it.

import CGtk

/// A viewport onto a child that may be larger than the space the window gives it.
@MainActor
public final class ScrolledWindow: Widget {
    /// When a scroll bar appears along one axis.
    public enum Policy: Sendable {
        /// Never: the child is as wide (or tall) as the scrolled window, and its minimum size limits the window.
        case never
        /// Only when the child is larger than the scrolled window.
        case automatic
    }

    /// Makes a scrolled window with the given scrolling per axis.
    public init(horizontal: Policy, vertical: Policy) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_policy(opaque, horizontal.gtkPolicy, vertical.gtkPolicy)
    }

    /// Sets the scrolled content; GTK wraps a widget that cannot scroll itself in a viewport.
    public func setChild(_ child: Widget) {
        gtk_scrolled_window_set_child(opaque, child.widgetPointer)
    }

    /// How far the child is scrolled down, in pixels; setting it is clamped to what the child's height allows.
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(opaque)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(opaque), newValue) }
    }
}

extension ScrolledWindow.Policy {
    fileprivate var gtkPolicy: GtkPolicyType {
        switch self {
        case .never: GTK_POLICY_NEVER
        case .automatic: GTK_POLICY_AUTOMATIC
        }
    }
}
