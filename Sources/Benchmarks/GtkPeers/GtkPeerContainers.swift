// The container of N drawing areas placed three ways: GtkConstraintLayout, our engine, closed-form frames.

import CGtk
import CGtkShim
import Cartography
import Foundation
import GtkKit

typealias GtkWidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Durations of the named steps of one build, in order.
struct GtkPeerPhaseClock {
    private(set) var laps: [(name: String, seconds: Double)] = []
    private var last = now()

    mutating func lap(_ name: String) {
        let time = now()
        laps.append((name, time - last))
        last = time
    }
}

@MainActor
enum GtkPeerContainers {
    /// Builds the grid in a new container, the child of `window`, and allocates it at the first width.
    ///
    /// Every step is timed (`clock` laps): "children" makes the container, attaches it to the window and
    /// parents N drawing areas; "constraints" creates the placement's constraints (GTK) or view tree and
    /// constrain block (ours), or installs the frame callback (closed form); "measure" is the container's
    /// size request (GTK's layout solves here too); "allocate" is the first allocation of the container,
    /// which places every child (our engine builds its solver here, at its first `layoutIfNeeded`).
    static func build(
        _ placement: GtkPeers.Placement, grid: GtkPeerGrid, in window: GtkWidgetPointer, clock: inout GtkPeerPhaseClock
    ) -> GtkWidgetPointer {
        let container = cgtk_frame_container_new()!
        let manager = placement == .gtkConstraintLayout ? gtk_constraint_layout_new() : nil
        if let manager {
            // The layout manager takes precedence over the container's own allocate callback.
            gtk_widget_set_layout_manager(container, manager)
        }
        // Rooting first: a GtkConstraintLayout adds constraints to its window's solver as they come.
        gtk_window_set_child(windowPointer(window), container)
        var children: [GtkWidgetPointer] = []
        children.reserveCapacity(grid.count)
        for _ in 0..<grid.count {
            let child = gtk_drawing_area_new()!
            gtk_widget_set_parent(child, container)
            children.append(child)
        }
        clock.lap("children")
        switch placement {
        case .gtkConstraintLayout: addConstraints(grid: grid, children: children, layout: OpaquePointer(manager!))
        case .ourEngine: installEngineLayout(grid: grid, children: children, on: container)
        case .closedForm: installClosedFormLayout(grid: grid, children: children, on: container)
        }
        clock.lap("constraints")
        // GTK wants a size request before an allocation, as a window's layout pass does for its child.
        gtk_widget_get_preferred_size(container, nil, nil)
        clock.lap("measure")
        allocate(container, width: grid.widths.first, height: grid.height(width: grid.widths.first))
        clock.lap("allocate")
        return container
    }

    /// Gives the container a new size; its layout places every child before this returns.
    static func allocate(_ container: GtkWidgetPointer, width: Int, height: Int) {
        var allocation = GtkAllocation(x: 0, y: 0, width: Int32(width), height: Int32(height))
        gtk_widget_size_allocate(container, &allocation, -1)
    }

    static func windowPointer(_ window: GtkWidgetPointer) -> UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    }

    // MARK: GtkConstraintLayout

    /// The grid as GTK constraints (`target.attr = source.attr × multiplier + constant`, all required); a nil
    /// source is the container. The container's height is left to the allocation: GTK pins the layout's
    /// width and height to the allocated size with required stays, so a `height == last.bottom + 15` would
    /// contradict them whenever the allocation is not exactly that tall.
    private static func addConstraints(grid: GtkPeerGrid, children: [GtkWidgetPointer], layout: OpaquePointer) {
        let columns = Double(grid.columns)
        let spacing = GtkPeerGrid.spacing
        func add(
            _ target: GtkWidgetPointer, _ targetAttribute: GtkConstraintAttribute, _ source: GtkWidgetPointer?,
            _ sourceAttribute: GtkConstraintAttribute, times multiplier: Double = 1, plus constant: Double
        ) {
            let constraint = gtk_constraint_new(
                target, targetAttribute, GTK_CONSTRAINT_RELATION_EQ, source, sourceAttribute, multiplier, constant,
                Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue))
            gtk_constraint_layout_add_constraint(layout, constraint)
        }
        for (index, cell) in children.enumerated() {
            add(
                cell, GTK_CONSTRAINT_ATTRIBUTE_WIDTH, nil, GTK_CONSTRAINT_ATTRIBUTE_WIDTH, times: 1 / columns,
                plus: -spacing * (columns + 1) / columns)
            add(cell, GTK_CONSTRAINT_ATTRIBUTE_HEIGHT, cell, GTK_CONSTRAINT_ATTRIBUTE_WIDTH, plus: 0)
            if index % grid.columns == 0 {
                add(cell, GTK_CONSTRAINT_ATTRIBUTE_LEFT, nil, GTK_CONSTRAINT_ATTRIBUTE_LEFT, plus: spacing)
            } else {
                add(
                    cell, GTK_CONSTRAINT_ATTRIBUTE_LEFT, children[index - 1], GTK_CONSTRAINT_ATTRIBUTE_RIGHT,
                    plus: spacing)
            }
            if index < grid.columns {
                add(cell, GTK_CONSTRAINT_ATTRIBUTE_TOP, nil, GTK_CONSTRAINT_ATTRIBUTE_TOP, plus: spacing)
            } else {
                add(
                    cell, GTK_CONSTRAINT_ATTRIBUTE_TOP, children[index - grid.columns], GTK_CONSTRAINT_ATTRIBUTE_BOTTOM,
                    plus: spacing)
            }
        }
    }

    // MARK: Frame callbacks (our engine, closed form)

    /// Our engine: a Cartography tree (root = the container, one view per cell) with the seed's constrain
    /// block, laid out with `layoutIfNeeded()` in the container's allocate callback, as the previewer does.
    private static func installEngineLayout(
        grid: GtkPeerGrid, children: [GtkWidgetPointer], on container: GtkWidgetPointer
    ) {
        let root = View()
        let cells = (0..<grid.count).map { _ in View() }
        for cell in cells { root.addSubview(cell) }
        constrainGridCells(cells, columns: grid.columns, spacing: CGFloat(GtkPeerGrid.spacing))
        setAllocate(on: container) { width, height in
            root.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
            root.layoutIfNeeded()
            for (index, cell) in cells.enumerated() {
                let frame = cell.frame
                place(
                    children[index],
                    PixelRect(
                        snapping: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                        height: Double(frame.height)))
            }
        }
    }

    /// The floor: each cell's frame computed directly from the width, snapped the way our engine's are.
    private static func installClosedFormLayout(
        grid: GtkPeerGrid, children: [GtkWidgetPointer], on container: GtkWidgetPointer
    ) {
        setAllocate(on: container) { width, _ in
            for (index, child) in children.enumerated() {
                let frame = grid.frame(of: index, width: Int(width))
                place(child, PixelRect(snapping: frame.x, y: frame.y, width: frame.side, height: frame.side))
            }
        }
    }

    /// What GtkKit's `FrameContainer.place` does: measure (GTK insists), then allocate.
    private static func place(_ child: GtkWidgetPointer, _ frame: PixelRect) {
        gtk_widget_get_preferred_size(child, nil, nil)
        var allocation = GtkAllocation(
            x: Int32(frame.x), y: Int32(frame.y), width: Int32(frame.width), height: Int32(frame.height))
        gtk_widget_size_allocate(child, &allocation, -1)
    }

    private final class AllocateBox {
        let body: @MainActor (Int32, Int32) -> Void
        init(_ body: @escaping @MainActor (Int32, Int32) -> Void) { self.body = body }
    }

    /// Installs an allocate callback on the shim's frame container (the one GtkKit's `FrameContainer` wraps;
    /// GtkKit does not hand out the raw widget, which the GtkConstraintLayout peer needs, so all three peers
    /// use the shim directly). No measure callback: the container asks for nothing.
    private static func setAllocate(on container: GtkWidgetPointer, _ body: @escaping @MainActor (Int32, Int32) -> Void)
    {
        let trampoline: CGtkAllocateFunc = { width, height, userData in
            let box = Unmanaged<AllocateBox>.fromOpaque(userData!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body(width, height) }
        }
        let release: GDestroyNotify = { Unmanaged<AllocateBox>.fromOpaque($0!).release() }
        cgtk_frame_container_set_layout(
            container, GTK_SIZE_REQUEST_CONSTANT_SIZE, nil, trampoline,
            Unmanaged.passRetained(AllocateBox(body)).toOpaque(), release)
    }
}
