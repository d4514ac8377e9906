// The user's code the previewer shows and watches: Swift files (--source) or a package (--package).

import Foundation
import PreviewLoading
import PreviewerCore

/// Where the user's previews come from, and how to build them into a library the previewer can load.
///
/// Building does not touch the window, so it runs off the main thread on every save.
enum UserCode: Sendable, Equatable {
    /// `--source` files, compiled together by `swiftc` against the previewer's own modules, with the language
    /// mode and stand-in modules of `--swift-version` and `--module`.
    case files([String], UserBuildSettings)
    /// A package folder (`--package`): its library product built by `swift build`, its objects linked into a
    /// library without the package's copy of Cartography.
    case package(String)

    /// Builds the code into a fresh library, as a reload does on every save.
    func build(toolchain: PreviewToolchain) throws(UserCodeError) -> BuiltPreviewLibrary {
        switch self {
        case .files(let sources, let settings):
            return try UserPreviewBuild(sources: sources, toolchain: toolchain, settings: settings).run()
        case .package(let folder):
            return try PackagePreviewBuild(packageFolder: folder, toolchain: toolchain).run()
        }
    }

    /// The folders to watch, and which saved files in them start a reload.
    func watchedFolders() throws(UserCodeError) -> (folders: [String], matches: @Sendable (String) -> Bool) {
        switch self {
        case .files(let sources, let settings):
            let absolute = Set(sources.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
            // A stand-in module's folder and the folders inside it: any Swift file saved there rebuilds.
            let moduleFolders = settings.standInModules.map { URL(fileURLWithPath: $0.folder).standardizedFileURL.path }
            let files = Set(absolute.map { ($0 as NSString).deletingLastPathComponent })
            let folders = files.union(moduleFolders.flatMap(Self.folderAndSubfolders))
            return (
                folders.sorted(),
                { path in
                    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
                    return absolute.contains(standardized)
                        || (standardized.hasSuffix(".swift")
                            && moduleFolders.contains { standardized.hasPrefix($0 + "/") })
                }
            )
        case .package(let folder):
            let folders = try PackagePreviewBuild.sourceFolders(ofPackage: folder)
            return (folders, { $0.hasSuffix(".swift") })
        }
    }

    /// `folder` and every folder inside it.
    static func folderAndSubfolders(_ folder: String) -> [String] {
        let inside = (FileManager.default.subpaths(atPath: folder) ?? []).map {
            (folder as NSString).appendingPathComponent($0)
        }
        return [folder]
            + inside.filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            }
    }
}

extension PreviewerOptions.Settings {
    /// How the loader compiles `--source` files: `--swift-version` (else its Swift 5) and `--module`.
    var userBuildSettings: UserBuildSettings {
        var build = UserBuildSettings(
            standInModules: standInModules.map { StandInModule(name: $0.name, folder: $0.folder) })
        if let swiftVersion { build.languageMode = swiftVersion }
        return build
    }
}
