// How the user's `--source` files are compiled: their Swift language mode and the stand-in modules they import.

import Foundation

/// What the previewer's options say about compiling the user's files.
public struct UserBuildSettings: Equatable, Sendable {
    /// The Swift language mode of the user's files (`-swift-version`): 5 unless asked, as iOS projects are
    /// mostly compiled, so strict-concurrency errors they never see (a `static let shared` singleton) do not
    /// stop a preview. The previewer's own modules stay Swift 6.
    public var languageMode: String
    /// Folders of the user's stand-ins compiled as modules the files import (`--module Core=Stubs/Core`).
    public var standInModules: [StandInModule]

    /// The modules the previewer provides to user files, besides Swift's own.
    public static let providedModules = ["Cartography", "UIKit", "Foundation", "SnapKit"]

    /// Settings for Swift 5 and no stand-in modules unless given.
    public init(languageMode: String = "5", standInModules: [StandInModule] = []) {
        self.languageMode = languageMode
        self.standInModules = standInModules
    }
}

/// A folder of the user's Swift files compiled as a module of its own, standing in for a module the previewer
/// does not have (a dependency such as `Then`, or the app's own `Core`).
public struct StandInModule: Equatable, Sendable {
    /// The module name the user's files import.
    public var name: String
    /// The folder whose `.swift` files (subfolders included) make the module.
    public var folder: String

    /// The module `name` made of the Swift files in `folder`.
    public init(name: String, folder: String) {
        self.name = name
        self.folder = folder
    }

    /// The module's `.swift` files, sorted; the error says why there are none.
    func sources() throws(UserCodeError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unreadableSource(path: folder, reason: "is not a folder (--module \(name)=DIR takes a folder)")
        }
        let found = (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard !found.isEmpty else {
            throw .unreadableSource(path: folder, reason: "holds no .swift files to compile as the module \(name)")
        }
        return found.map { (folder as NSString).appendingPathComponent($0) }
    }
}
