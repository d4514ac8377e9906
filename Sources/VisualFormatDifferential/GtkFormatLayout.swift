// Lays a case out with GtkConstraintLayout, whose VFL parser reads GTK's rendering of the formats.

import CGtk
import CGtkShim
import Foundation

typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// One shown window whose child is replaced for every case: GtkConstraintLayout solves in its root's
/// solver, so the container must be rooted before constraints are added.
@MainActor
final class GtkFormatLayout {
    private let window: WidgetPointer

    /// Presents the window and waits (at most 10 s) until it is mapped; nil if it never is.
    init?() {
        window = gtk_window_new()!
        gtk_window_set_default_size(windowPointer, 600, 600)
        gtk_window_present(windowPointer)
        let start = Date()
        while gtk_widget_get_mapped(window) == 0 {
            if Date().timeIntervalSince(start) > 10 { return nil }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
        }
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    }

    /// The frames GTK gives the case's views, or GTK's error message.
    func frames(of formatCase: FormatCase) -> Result<Frames, FormatFailure> {
        let container = cgtk_frame_container_new()!
        let layout = gtk_constraint_layout_new()!
        gtk_widget_set_layout_manager(container, layout)
        gtk_window_set_child(windowPointer, container)
        defer { gtk_window_set_child(windowPointer, nil) }

        let views = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, nil)!
        defer { g_hash_table_unref(views) }
        var children: [(String, WidgetPointer)] = []
        for name in formatCase.viewNames {
            let child = gtk_drawing_area_new()!
            gtk_widget_set_parent(child, container)
            g_hash_table_insert(views, g_strdup(name), child)
            children.append((name, child))
        }
        let lines = formatCase.gtk.map { strdup($0) }
        defer { lines.forEach { free($0) } }
        var error: UnsafeMutablePointer<GError>?
        let made = lines.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
            gtk_constraint_layout_add_constraints_from_descriptionv(
                OpaquePointer(layout), buffer.baseAddress, gsize(buffer.count), Int32(FormatGenerator.standard),
                Int32(FormatGenerator.standard), views, &error)
        }
        g_list_free(made)
        if let error {
            defer { g_error_free(error) }
            return .failure(FormatFailure("GTK: \(String(cString: error.pointee.message))"))
        }
        // A size request first, as a window's layout pass does, then the allocation that places children.
        gtk_widget_get_preferred_size(container, nil, nil)
        var allocation = GtkAllocation(
            x: 0, y: 0, width: Int32(formatCase.width), height: Int32(formatCase.height))
        gtk_widget_size_allocate(container, &allocation, -1)
        var frames: Frames = [:]
        for (name, child) in children {
            var placed = GtkAllocation()
            gtk_widget_get_allocation(child, &placed)
            frames[name] = [Int(placed.x), Int(placed.y), Int(placed.width), Int(placed.height)]
        }
        return .success(frames)
    }
}

/// Why a case could not be laid out by one side.
struct FormatFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
