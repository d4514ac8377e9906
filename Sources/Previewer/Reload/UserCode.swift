// The user's code the previewer shows and watches: Swift files (--source) or a package (--package).

import Foundation
import PreviewLoading

/// Where the user's previews come from, and how to build them into a library the previewer can load.
///
/// Building does not touch the window, so it runs off the main thread on every save.
enum UserCode: Sendable, Equatable {
    /// `--source` files, compiled together by `swiftc` against the previewer's own modules.
    case files([String])
    /// A package folder (`--package`): its library product built by `swift build`, its objects linked into a
    /// library without the package's copy of Cartography.
    case package(String)

    /// Builds the code into a fresh library, as a reload does on every save.
    func build(toolchain: PreviewToolchain) throws(UserCodeError) -> BuiltPreviewLibrary {
        switch self {
        case .files(let sources):
            return try UserPreviewBuild(sources: sources, toolchain: toolchain).run()
        case .package(let folder):
            return try PackagePreviewBuild(packageFolder: folder, toolchain: toolchain).run()
        }
    }

    /// The folders to watch, and which saved files in them start a reload.
    func watchedFolders() throws(UserCodeError) -> (folders: [String], matches: @Sendable (String) -> Bool) {
        switch self {
        case .files(let sources):
            let absolute = Set(sources.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
            let folders = Set(absolute.map { ($0 as NSString).deletingLastPathComponent })
            return (folders.sorted(), { absolute.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) })
        case .package(let folder):
            let folders = try PackagePreviewBuild.sourceFolders(ofPackage: folder)
            return (folders, { $0.hasSuffix(".swift") })
        }
    }
}
