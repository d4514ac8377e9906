// `--explain`: the layout report for a window size, made by the layout library alone (no display needed).

import Cartography
import GtkKit

/// The report `--explain` prints: the preview laid out as the previewer would lay it out for `--size`, then
/// diagnosed, under a line naming the preview and its seed.
enum ExplainReport {
    /// The report for the root view the previewer would show in a content area of `contentSize`: as wide as
    /// the content area, taller when the views need it (the previewer then scrolls).
    @MainActor
    static func text(for document: PreviewDocument, contentSize: PixelSize) -> String {
        let rootSize = document.rootSize(forContent: contentSize)
        return "Preview \"\(document.preview.name)\", seed \(document.seed)\n"
            + document.diagnostics(rootSize: rootSize).report
    }
}
