// The base of every GtkKit widget: owns one reference to a GtkWidget and exposes what apps need of it.

import CGtk
import CGtkShim

/// A GTK widget owned from Swift.
///
/// The wrapper holds one strong reference to the underlying GObject and drops it when the wrapper goes away;
/// a parent widget holds its own reference, so a widget stays alive while it is shown even if its wrapper is
/// gone. Signal handlers receive no C pointers: they are Swift closures released by GLib when the widget
/// is finalized.
///
/// ```swift
/// let label = DrawingArea()
/// label.addCSSClass("cell")
/// ```
@MainActor
public class Widget {
    /// The GObject instance; never shown outside GtkKit.
    let object: UnsafeMutableRawPointer

    /// Takes ownership of a new (usually floating) widget.
    init(adopting object: UnsafeMutableRawPointer) {
        self.object = object
        g_object_ref_sink(object)
    }

    isolated deinit {
        g_object_unref(object)
    }

    var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        object.assumingMemoryBound(to: GtkWidget.self)
    }

    /// The object as a pointer to one of its GObject types, for GTK calls that take a subclass or interface.
    func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        object.assumingMemoryBound(to: type)
    }

    /// The object for GTK calls whose type Swift imports as opaque (final GTK classes and interfaces).
    var opaque: OpaquePointer { OpaquePointer(object) }

    /// Adds a CSS class, so a stylesheet can style this widget (`.name { … }`).
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(widgetPointer, name)
    }

    /// Removes a CSS class `addCSSClass` added; nothing if the widget does not have it.
    public func removeCSSClass(_ name: String) {
        gtk_widget_remove_css_class(widgetPointer, name)
    }

    /// The size GTK last allocated to the widget, in pixels (zero before the first allocation).
    public var allocatedSize: PixelSize {
        PixelSize(width: Int(gtk_widget_get_width(widgetPointer)), height: Int(gtk_widget_get_height(widgetPointer)))
    }

    /// The widget's allocated bounds in the coordinates of `ancestor`, or nil if they share no common native.
    public func bounds(in ancestor: Widget) -> PixelRect? {
        Self.bounds(of: widgetPointer, in: ancestor)
    }

    /// The bounds of a GTK widget this library holds no `Widget` for (a list's row) in `ancestor`'s coordinates.
    static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: Widget) -> PixelRect? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, ancestor.widgetPointer, &bounds) != 0 else { return nil }
        return PixelRect(
            x: Int(bounds.origin.x.rounded()), y: Int(bounds.origin.y.rounded()),
            width: Int(bounds.size.width.rounded()), height: Int(bounds.size.height.rounded()))
    }

    /// The widget's minimum and natural size along `orientation`, for a given size of the other axis (nil: any).
    public func measure(_ orientation: Orientation, forSize: Int? = nil) -> SizeRequest {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(
            widgetPointer, orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
            Int32(clamping: forSize ?? -1), &minimum, &natural, nil, nil)
        return SizeRequest(minimum: Int(minimum), natural: Int(natural))
    }

    /// Whether the widget takes extra space its parent offers, per axis.
    /// Keeps the widget at the top of the space its parent gives it, at its natural height (an overlay child
    /// that is a bar, not a cover).
    public func alignToTop() {
        gtk_widget_set_valign(widgetPointer, GTK_ALIGN_START)
    }

    public func setExpands(horizontally: Bool, vertically: Bool) {
        gtk_widget_set_hexpand(widgetPointer, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(widgetPointer, vertically ? 1 : 0)
    }

    /// Whether the widget is shown; a hidden widget is neither drawn nor measured.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    /// The widget's opacity, 0...1, applied to it and its children together.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widgetPointer) }
        set { gtk_widget_set_opacity(widgetPointer, newValue) }
    }

    /// The widget's name, which GTK Inspector shows and CSS can select (`#name`).
    public var name: String {
        get { String(cString: gtk_widget_get_name(widgetPointer)) }
        set { gtk_widget_set_name(widgetPointer, newValue) }
    }

    /// Takes the widget out of its parent, if it has one; the widget lives on while its Swift wrapper does.
    public func unparent() {
        guard gtk_widget_get_parent(widgetPointer) != nil else { return }
        gtk_widget_unparent(widgetPointer)
    }

    /// Moves the keyboard focus to the widget (or the first focusable widget inside it).
    public func grabFocus() {
        _ = gtk_widget_grab_focus(widgetPointer)
    }

    /// Whether the widget itself can take the keyboard focus (Tab reaches it); GTK draws its focus ring from the
    /// stylesheet's `:focus-visible` rules.
    public func setFocusable(_ focusable: Bool) {
        gtk_widget_set_focusable(widgetPointer, focusable ? 1 : 0)
    }

    /// Whether the widget has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// Whether the widget reacts to input; an insensitive widget is greyed out.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether pointer events can land on the widget; false lets clicks and scrolls through to what lies
    /// below, as a drawing laid over other widgets needs.
    public func setCanTarget(_ canTarget: Bool) {
        gtk_widget_set_can_target(widgetPointer, canTarget ? 1 : 0)
    }

    /// The widget's tooltip, shown on hover.
    public func setTooltip(_ text: String) {
        gtk_widget_set_tooltip_text(widgetPointer, text)
    }

    /// Asks GTK to repaint the widget in the next frame.
    public func queueDraw() {
        gtk_widget_queue_draw(widgetPointer)
    }

    /// Asks GTK to run the widget's allocation again in the next frame, even if its size does not change.
    public func queueAllocate() {
        gtk_widget_queue_allocate(widgetPointer)
    }

    /// Asks GTK to measure the widget again (its size request changed) and then to reallocate it.
    public func queueResize() {
        gtk_widget_queue_resize(widgetPointer)
    }
}
