// The previews the previewer lists: those of the user's code (built and loaded), then the gallery's.

import Cartography
import Gallery
import PreviewLoading

/// The user's previews, a group per provider in the order their files declare them, followed by the
/// gallery's.
@MainActor
func catalog(with library: LoadedPreviewLibrary?) -> PreviewCatalog {
    var catalog = Gallery.catalog
    if let library { catalog.prepend(PreviewCatalog(providers: library.providers)) }
    return catalog
}

/// Builds the user's code against this previewer's own modules (about a second), or takes the library a
/// restart names, and loads it into the process; nil without user code, and nothing is compiled.
///
/// The error says what to fix: a compile error with the compiler's file:line:column messages, a file
/// without previews, a missing file.
@MainActor
func loadUserLibrary(code: UserCode?, resuming resumed: String?) throws(UserCodeError) -> LoadedPreviewLibrary? {
    if let resumed { return try PreviewLibraryLoader.load(path: resumed) }
    guard let code else { return nil }
    let library = try code.build(toolchain: try PreviewToolchain.forRunningExecutable())
    return try PreviewLibraryLoader.load(path: library.path)
}
