// The layout report's text, as --explain prints it and the report pane shows it: the library's report under
// lines naming the preview, its seed and what the root's size is.

import Cartography
import Foundation
import GtkKit
import PreviewerCore

/// The report `--explain` prints and the report pane shows: the preview and its seed (so it can be made
/// again), a line when the root's size is not the size asked for, then `LayoutDiagnostics.report`.
enum ExplainReport {
    /// The report for the root view the previewer would show in a content area of `contentSize`: as wide as
    /// the content area, taller when the views need it (the previewer then scrolls), unless `exactSize`.
    @MainActor
    static func text(for document: PreviewDocument, contentSize: PixelSize, exactSize: Bool) -> String {
        let rootSize = document.rootSize(forContent: contentSize, sizing: RootSizing(isExact: exactSize))
        return text(for: document, rootSize: rootSize, contentSize: contentSize, exactSize: exactSize)
    }

    /// The report for the root laid out at `rootSize` in a content area of `contentSize`.
    @MainActor
    static func text(
        for document: PreviewDocument, rootSize: CGSize, contentSize: PixelSize, exactSize: Bool
    )
        -> String
    {
        let diagnostics = document.diagnostics(rootSize: rootSize)
        var lines = ["Preview \"\(document.preview.name)\", seed \(document.seed)"]
        if let note = sizeNote(root: document.root, rootSize: rootSize, contentSize: contentSize, exactSize: exactSize)
        {
            lines.append(note)
        }
        return (lines + [diagnostics.report]).joined(separator: "\n")
    }

    /// Why the root is not exactly the size asked for, or how it overflows when it is kept at that size.
    @MainActor
    static func sizeNote(root: View, rootSize: CGSize, contentSize: PixelSize, exactSize: Bool) -> String? {
        let asked = "\(contentSize.width) × \(contentSize.height)"
        if exactSize {
            let overflow = RootOverflow(root: root, size: rootSize)
            guard !overflow.isEmpty else { return nil }
            return "Exact size: the root stays \(asked); views overflow \(overflow.description) points "
                + "(the yellow and black tape)."
        }
        let height = Int(rootSize.height.rounded())
        guard height > contentSize.height else { return nil }
        return "The root is \(contentSize.width) × \(height), taller than the \(asked) asked for: its views need "
            + "\(height) points, so it scrolls (--exact-size, or the Exact Size toggle under the previews, keeps it \(asked))."
    }
}
