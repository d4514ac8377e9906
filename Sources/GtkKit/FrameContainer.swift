// A plain container whose children are measured and placed by Swift callbacks, from GTK's own layout cycle.

import CGtk
import CGtkShim

/// A container that asks Swift for its size request and places its children at frames Swift computes.
///
/// GTK calls `allocate` during its layout phase whenever the container's size changes (or after
/// `queueAllocate`); the callback positions every child with `place(_:in:)`, so children are moved, never
/// re-created, by a resize. The container keeps the callbacks until it is disposed: capture the container
/// and its owner weakly or unowned in them.
///
/// ```swift
/// let grid = FrameContainer()
/// grid.append(cell)
/// grid.setLayout(
///     measure: { _, _ in .zero },
///     allocate: { [unowned grid] size in
///         grid.place(cell, in: PixelRect(x: 0, y: 0, width: size.width / 2, height: 40))
///     })
/// ```
@MainActor
public final class FrameContainer: Widget {
    /// How a container's height relates to its width.
    public enum SizeRequestMode: Sendable {
        /// Width and height are measured independently.
        case constantSize
        /// The height is measured for a given width, as for wrapping text or square cells.
        case heightForWidth
    }

    private struct Layout {
        let measure: @MainActor (Orientation, Int?) -> SizeRequest
        let allocate: @MainActor (PixelSize) -> Void
    }

    private typealias LayoutBox = CallbackBox<Layout>

    /// Makes an empty container whose CSS node is named `framecontainer`.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(cgtk_frame_container_new()))
    }

    /// Installs the layout callbacks, replacing any earlier ones.
    ///
    /// - Parameters:
    ///   - mode: Whether `measure` computes heights for a given width.
    ///   - measure: The container's minimum and natural size along an axis, for a given size of the other axis
    ///     (nil when GTK does not constrain it).
    ///   - allocate: Places every child with `place(_:in:)` inside a container of the given size.
    public func setLayout(
        mode: SizeRequestMode = .constantSize,
        measure: @escaping @MainActor (Orientation, Int?) -> SizeRequest,
        allocate: @escaping @MainActor (PixelSize) -> Void
    ) {
        let measureTrampoline: CGtkMeasureFunc = { orientation, forSize, minimum, natural, userData in
            let layout = LayoutBox.from(userData)
            let axis: Orientation = orientation == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical
            let request = MainActor.assumeIsolated { layout.measure(axis, forSize < 0 ? nil : Int(forSize)) }
            minimum?.pointee = Int32(clamping: request.minimum)
            natural?.pointee = Int32(clamping: request.natural)
        }
        let allocateTrampoline: CGtkAllocateFunc = { width, height, userData in
            let layout = LayoutBox.from(userData)
            MainActor.assumeIsolated { layout.allocate(PixelSize(width: Int(width), height: Int(height))) }
        }
        let release: GDestroyNotify = { Unmanaged<LayoutBox>.fromOpaque($0!).release() }
        cgtk_frame_container_set_layout(
            widgetPointer, mode == .heightForWidth ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE,
            measureTrampoline, allocateTrampoline, LayoutBox(Layout(measure: measure, allocate: allocate)).retained(),
            release)
    }

    /// Adds a child, drawn above the earlier ones. It stays unplaced until the next allocation.
    public func append(_ child: Widget) {
        gtk_widget_set_parent(child.widgetPointer, widgetPointer)
        queueAllocate()
    }

    /// Removes a child; the widget lives on while its Swift wrapper does.
    public func remove(_ child: Widget) {
        guard gtk_widget_get_parent(child.widgetPointer) == widgetPointer else { return }
        gtk_widget_unparent(child.widgetPointer)
        queueAllocate()
    }

    /// Gives a child its frame, in this container's coordinates. Call it only from the `allocate` callback.
    ///
    /// GTK skips a child's own allocation when only its position changed; pass `reallocatingChildren` when
    /// the child must place its own children again anyway (their pixel snapping depends on its position).
    public func place(_ child: Widget, in frame: PixelRect, reallocatingChildren: Bool = false) {
        // GTK insists on a measurement before every allocation, even when the frame ignores it.
        gtk_widget_get_preferred_size(child.widgetPointer, nil, nil)
        // Only a child that keeps its size needs the nudge: GTK allocates a resized one anyway, and a queued
        // allocation walks up to the window.
        if reallocatingChildren && gtk_widget_get_width(child.widgetPointer) == Int32(clamping: frame.width)
            && gtk_widget_get_height(child.widgetPointer) == Int32(clamping: frame.height)
        {
            gtk_widget_queue_allocate(child.widgetPointer)
        }
        var allocation = GtkAllocation(
            x: Int32(clamping: frame.x), y: Int32(clamping: frame.y), width: Int32(clamping: frame.width),
            height: Int32(clamping: frame.height))
        gtk_widget_size_allocate(child.widgetPointer, &allocation, -1)
    }
}

extension FrameContainer {
    /// Gives a child a `size` and draws it magnified by `scale` from the container's top-left corner: GTK
    /// transforms its drawing and its input, and the child lays itself out at `size` as if unscaled.
    /// Call it only from the `allocate` callback.
    public func place(_ child: Widget, size: PixelSize, scale: Double) {
        gtk_widget_get_preferred_size(child.widgetPointer, nil, nil)
        let transform = scale == 1 ? nil : gsk_transform_scale(nil, Float(scale), Float(scale))
        // gtk_widget_allocate takes the transform's reference.
        gtk_widget_allocate(
            child.widgetPointer, Int32(clamping: size.width), Int32(clamping: size.height), -1, transform)
    }
}

extension FrameContainer {
    /// A layer of a container's own painting, under or over its children.
    public enum DrawingLayer: Sendable {
        case belowChildren, aboveChildren
    }

    private typealias DrawBox = CallbackBox<@MainActor (DrawingContext, DrawingLayer) -> Void>

    /// Sets the closure that paints the container's own layers, replacing any earlier one. It runs only for
    /// the layers `setDrawnLayers` turns on.
    public func setDrawFunction(_ draw: @escaping @MainActor (DrawingContext, DrawingLayer) -> Void) {
        let trampoline: CGtkDrawFunc = { cairo, width, height, layer, userData in
            let body = DrawBox.from(userData)
            MainActor.assumeIsolated {
                let context = DrawingContext(cairo: cairo, size: PixelSize(width: Int(width), height: Int(height)))
                body(context, layer == 0 ? .belowChildren : .aboveChildren)
                context.invalidate()
            }
        }
        let release: GDestroyNotify = { Unmanaged<DrawBox>.fromOpaque($0!).release() }
        cgtk_frame_container_set_draw(widgetPointer, trampoline, DrawBox(draw).retained(), release)
    }

    /// Which of the container's own layers are painted; a layer that is off costs nothing in a frame.
    public func setDrawnLayers(below: Bool, above: Bool) {
        cgtk_frame_container_set_draw_layers(widgetPointer, below ? 1 : 0, above ? 1 : 0)
    }

    /// Cuts the children at the container's bounds, rounded with `cornerRadius`, or lets them overflow.
    public func setClipsChildren(_ clips: Bool, cornerRadius: Double = 0) {
        cgtk_frame_container_set_clip(widgetPointer, clips ? 1 : 0, Float(cornerRadius))
    }

    /// Makes the container one stop of the Tab chain, as a whole (GTK otherwise only focuses its children).
    public func setFocusesSelf(_ focusesSelf: Bool) {
        cgtk_frame_container_set_focuses_self(widgetPointer, focusesSelf ? 1 : 0)
    }

    /// Moves a child to the top of the drawing order (after every other child).
    public func moveToFront(_ child: Widget) {
        guard gtk_widget_get_parent(child.widgetPointer) == widgetPointer else { return }
        gtk_widget_insert_before(child.widgetPointer, widgetPointer, nil)
    }

    /// Puts `child` right after `sibling` in the drawing order (first when `sibling` is nil).
    /// A child that is not yet in the container joins it there.
    public func insert(_ child: Widget, after sibling: Widget?) {
        if let parent = gtk_widget_get_parent(child.widgetPointer), parent != widgetPointer {
            gtk_widget_unparent(child.widgetPointer)
        }
        gtk_widget_insert_after(child.widgetPointer, widgetPointer, sibling?.widgetPointer)
        queueAllocate()
    }

    /// Whether `child` is a child of this container.
    public func contains(_ child: Widget) -> Bool {
        gtk_widget_get_parent(child.widgetPointer) == widgetPointer
    }
}
