// Resizes the window so that its content area, not the whole window, reaches a requested size.

import GtkKit

/// Drives the window to a content-area size: the window's size is the content plus what GTK adds around it
/// (the header bar), which is only known for sure once the window is laid out, so it measures and corrects.
@MainActor
final class ContentSizer {
    /// How a resize ended.
    enum Outcome {
        /// The content area has exactly the requested size.
        case reached(PixelSize)
        /// The window settled at another size (it cannot be that small, or the display refused).
        case settled(PixelSize)
    }

    private static let maximumAttempts = 4
    private static let timeoutMilliseconds = 3000

    private struct Request {
        let target: PixelSize
        /// Tells this request's allocation callbacks from those of a request it superseded.
        let generation: Int
        var attempts = 0
        let completion: @MainActor (Outcome) -> Void
    }

    private let window: PreviewerWindow
    private var pending: Request?
    private var generation = 0
    private var timer: MainLoop.Timer?

    init(window: PreviewerWindow) {
        self.window = window
    }

    /// Resizes the window until the content area is `target`, then calls `completion` once, from an idle
    /// callback after the allocation. A resize still in progress is superseded.
    func resize(to target: PixelSize, completion: @escaping @MainActor (Outcome) -> Void) {
        if let superseded = pending {
            pending = nil
            superseded.completion(.settled(window.contentSize))
        }
        generation += 1
        pending = Request(target: target, generation: generation, completion: completion)
        timer?.cancel()
        timer = MainLoop.after(milliseconds: Self.timeoutMilliseconds) { [weak self] in self?.finish() }
        step(generation)
    }

    private func step(_ generation: Int) {
        guard var request = pending, request.generation == generation else { return }
        let current = window.contentSize
        if current == request.target || request.attempts >= Self.maximumAttempts {
            finish()
            return
        }
        request.attempts += 1
        pending = request
        window.defaultSize = windowSize(forContent: request.target, current: current)
        window.afterNextContentAllocation { [weak self] _ in self?.step(generation) }
    }

    /// The window size for a content size: before the first allocation the header bar (and the problems pane)
    /// is measured; after it, the difference between the window and its content is taken as it is.
    private func windowSize(forContent target: PixelSize, current: PixelSize) -> PixelSize {
        let windowSize = window.defaultSize
        guard current.width > 0, current.height > 0 else {
            return PixelSize(
                width: target.width + window.sidebarAllowance, height: target.height + window.heightAllowance)
        }
        return PixelSize(
            width: target.width + windowSize.width - current.width,
            height: target.height + windowSize.height - current.height)
    }

    private func finish() {
        guard let request = pending else { return }
        pending = nil
        timer?.cancel()
        timer = nil
        let current = window.contentSize
        request.completion(current == request.target ? .reached(current) : .settled(current))
    }
}
