// Which preview the session shows, from which catalog, made with which seed and `--count`.

import Cartography

/// The preview on screen and what it was made from; a preview shown next is made with the same seed and count,
/// so that switching back shows the same content.
@MainActor
struct ShownPreview {
    /// Every preview the sidebar lists.
    var catalog: PreviewCatalog
    var document: PreviewDocument
    /// The seed every preview's body gets.
    let seed: UInt32
    /// `--count`: how many items a list preview makes.
    let itemCount: Int?
    /// How far down each preview was scrolled when another was shown.
    var scrollMemory = PreviewScrollMemory()

    /// Runs `preview`'s body afresh with the seed and the count; throws what the body throws.
    func makeDocument(_ preview: Preview, groupName: String) throws -> PreviewDocument {
        try PreviewDocument(preview: preview, groupName: groupName, seed: seed, itemCount: itemCount)
    }
}
