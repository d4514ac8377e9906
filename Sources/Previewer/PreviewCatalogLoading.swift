// The previews the previewer lists: those of the user's files (built and loaded), then the gallery's.

import Cartography
import Gallery
import PreviewLoading

/// The user's previews, a group per provider in the order their files declare them, followed by the
/// gallery's. With no sources this is the gallery alone, and nothing is compiled.
///
/// Compiles `sources` against this previewer's own modules (about a second) and loads the library into the
/// process; the error says what to fix: a compile error with the compiler's file:line:column messages, a file
/// without previews, a missing file.
@MainActor
func loadCatalog(sources: [String]) throws(UserCodeError) -> PreviewCatalog {
    var catalog = Gallery.catalog
    guard !sources.isEmpty else { return catalog }
    let build = UserPreviewBuild(sources: sources, toolchain: try PreviewToolchain.forRunningExecutable())
    let library = try PreviewLibraryLoader.load(path: try build.run().path)
    catalog.prepend(PreviewCatalog(providers: library.providers))
    return catalog
}
