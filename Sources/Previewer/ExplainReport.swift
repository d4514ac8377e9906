// `--explain`: the layout report for a window size, made by the layout library alone (no display needed).

import Cartography
import Gallery
import GtkKit

/// The report `--explain` prints: the nine-grid laid out as the previewer would lay it out for `--size`
/// (with `--seed` and `--count`), then diagnosed.
enum ExplainReport {
    /// The report for the root view the previewer would show in a content area of `--size` (375x667 by
    /// default): as wide as the content area, taller when the grid needs it (the previewer then scrolls).
    @MainActor
    static func text(for options: PreviewerOptions) throws(NineGridError) -> String {
        let generator = options.seed.map { GLibRandom(seed: $0) } ?? GLibRandom()
        let source = try NineGridLayout(generator: generator, fixedCount: options.count)
        let rootSize = source.rootSize(forContent: options.contentSize ?? PreviewerWindow.defaultWindowSize)
        return source.diagnostics(rootSize: rootSize).report
    }
}
