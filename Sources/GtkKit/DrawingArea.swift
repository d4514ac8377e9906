// GtkDrawingArea: a widget painted by a Swift closure.

import CGtk

/// A widget whose content a Swift closure paints, each time GTK redraws it.
///
/// ```swift
/// let swatch = DrawingArea()
/// swatch.setDrawFunction { context in
///     context.fill(.white)
///     context.showCenteredText("7", font: Font(family: "Sans", pixelSize: 17), color: .black)
/// }
/// ```
@MainActor
public final class DrawingArea: Widget {
    private typealias DrawBox = CallbackBox<@MainActor (DrawingContext) -> Void>

    /// Makes a drawing area that paints nothing until `setDrawFunction` is called.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_drawing_area_new()))
    }

    /// Sets the closure that paints the area, replacing any earlier one, and schedules a redraw.
    public func setDrawFunction(_ draw: @escaping @MainActor (DrawingContext) -> Void) {
        let trampoline: GtkDrawingAreaDrawFunc = { _, cairo, width, height, userData in
            let body = DrawBox.from(userData)
            MainActor.assumeIsolated {
                let context = DrawingContext(cairo: cairo, size: PixelSize(width: Int(width), height: Int(height)))
                body(context)
                context.invalidate()
            }
        }
        let release: GDestroyNotify = { Unmanaged<DrawBox>.fromOpaque($0!).release() }
        gtk_drawing_area_set_draw_func(pointer(as: GtkDrawingArea.self), trampoline, DrawBox(draw).retained(), release)
    }
}
