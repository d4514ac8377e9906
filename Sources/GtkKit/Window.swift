// GtkWindow: a top-level window of an application.

import CGtk
import CGtkShim

/// A top-level window that belongs to an application; the application quits when its last window closes.
///
/// ```swift
/// let window = Window(application: app)
/// window.title = "Demo"
/// window.defaultSize = PixelSize(width: 375, height: 667)
/// window.present()
/// ```
@MainActor
public final class Window: Widget {
    /// Makes a hidden window for `application`.
    public init(application: Application) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_application_window_new(application.pointer)))
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> { pointer(as: GtkWindow.self) }

    /// The title shown in the header bar and by the window manager.
    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// The size the window opens with; setting it on a shown window resizes the window.
    ///
    /// It covers the title bar and the content but not the frame or shadow GTK draws around them.
    public var defaultSize: PixelSize {
        get {
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(windowPointer, &width, &height)
            return PixelSize(width: Int(width), height: Int(height))
        }
        set { gtk_window_set_default_size(windowPointer, Int32(newValue.width), Int32(newValue.height)) }
    }

    /// Whether the user can resize the window.
    public var isResizable: Bool {
        get { gtk_window_get_resizable(windowPointer) != 0 }
        set { gtk_window_set_resizable(windowPointer, newValue ? 1 : 0) }
    }

    /// The widget with the keyboard focus, named by its GTK type and address: two names differ exactly when
    /// the focus moved; nil when no widget has it.
    public var focusName: String? {
        guard let focus = gtk_root_get_focus(OpaquePointer(widgetPointer)) else { return nil }
        let instance = UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GTypeInstance.self)
        return "\(String(cString: g_type_name_from_instance(instance)))@\(UnsafeRawPointer(focus))"
    }

    /// Where the window is on the screen (its surface's top-left corner), where the windowing system says
    /// (X11); nil under Wayland or before the window is shown.
    public var screenPosition: (x: Int, y: Int)? {
        var x: Int32 = 0
        var y: Int32 = 0
        guard cgtk_window_get_screen_position(windowPointer, &x, &y) != 0 else { return nil }
        return (Int(x), Int(y))
    }

    /// Asks for the window to be moved to a point of the screen; false where the windowing system cannot.
    @discardableResult
    public func move(toScreenX x: Int, y: Int) -> Bool {
        cgtk_window_move_on_screen(windowPointer, Int32(clamping: x), Int32(clamping: y)) != 0
    }

    /// Replaces the title bar, for example with a `HeaderBar`.
    public func setTitlebar(_ titlebar: Widget) {
        gtk_window_set_titlebar(windowPointer, titlebar.widgetPointer)
    }

    /// Sets the widget that fills the window under the title bar.
    public func setChild(_ child: Widget) {
        gtk_window_set_child(windowPointer, child.widgetPointer)
    }

    /// Shows the window and raises it.
    public func present() {
        gtk_window_present(windowPointer)
    }

    /// Closes the window as if the user had clicked its close button.
    public func close() {
        gtk_window_close(windowPointer)
    }
}
