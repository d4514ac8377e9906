// Each preview's own scroll position: switching away and back finds it where it was, another starts at the top.

import Foundation

/// How far down the content area each preview was scrolled when the window left it, by preview name.
struct PreviewScrollMemory {
    private var offsets: [String: Double] = [:]

    /// The window leaves the preview called `name` scrolled `offset` pixels down.
    mutating func leave(_ name: String, at offset: Double) {
        offsets[name] = offset
    }

    /// Where the preview called `name` was left: the top for one never left.
    func offset(for name: String) -> Double {
        offsets[name] ?? 0
    }
}

extension PreviewerSession {
    /// Scrolls the content area to where the preview shown was left (the top for a new one), now and again once
    /// the new tree is laid out, since until then the scrolled window still has the old content's height.
    func restoreScroll() {
        let offset = shown.scrollMemory.offset(for: document.preview.name)
        window.scrollOffset = offset
        renderer.afterNextLayout { [weak self] in self?.window.scrollOffset = offset }
    }
}
