// The window a nested-tree measurement runs in, and the container whose allocation of the tree is timed.

import CGtk
import Foundation
import GtkKit

/// A shown window with a scrolled host container; the tree's top widget (the renderer's, or the closed
/// form's) is the host's one child. The host places it at `size` whenever GTK allocates the host, and the
/// measurement allocates it directly with `allocate`, as a window's layout pass does, without the main loop.
@MainActor
final class NestedTreeHost {
    let window: Window
    private let host = FrameContainer()
    private(set) var content: Widget?
    private(set) var size = PixelSize(width: NestedTreeShape.widths.first, height: 0)

    init(application: Application) {
        window = Window(application: application)
        window.defaultSize = PixelSize(width: 375, height: 667)
        // As the previewer shows a tree taller than the window: scrolled, so the window keeps its size.
        let scrolled = ScrolledWindow(horizontal: .automatic, vertical: .automatic)
        scrolled.setChild(host)
        window.setChild(scrolled)
        host.setLayout(
            measure: { [unowned self] orientation, _ in
                let natural = orientation == .vertical ? size.height : size.width
                return SizeRequest(minimum: 0, natural: natural)
            },
            allocate: { [unowned self] _ in
                if let content {
                    host.place(content, in: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
                }
            })
        window.present()
    }

    /// Makes `widget` the host's child in place of the one before.
    func show(_ widget: Widget) {
        if let content { host.remove(content) }
        content = widget
        host.append(widget)
    }

    /// The content's height for `width`, as the window's layout asks its children before allocating them.
    func measureHeight(width: Int) -> Int {
        content?.measure(.vertical, forSize: width).natural ?? 0
    }

    /// Allocates the content at a new size: GTK places every widget below it before this returns.
    /// Never inlined, so that a profiler can count this function alone (callgrind's `--toggle-collect`).
    @inline(never)
    func allocate(width: Int, height: Int) {
        size = PixelSize(width: width, height: height)
        guard let content else { return }
        host.place(content, in: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// Runs main-loop iterations without blocking until `condition` holds or `timeout` seconds pass.
    @discardableResult
    static func pumpMainLoop(until condition: () -> Bool, timeout: Double = 10) -> Bool {
        let start = now()
        while !condition() {
            if now() - start > timeout { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
        }
        return true
    }

    /// Runs the main loop until the window has shown a frame (laid out and painted) after this call.
    @discardableResult
    func waitForNextFrame(timeout: Double = 10) -> Bool {
        var shown = false
        window.afterNextFrame { shown = true }
        return Self.pumpMainLoop(until: { shown }, timeout: timeout)
    }
}
