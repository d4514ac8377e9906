// The toolchain of an installed previewer: module files under PREFIX/lib/previewer, found from PREFIX/bin.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

@Suite(.serialized) @MainActor struct InstalledToolchainTests {
    /// A prefix laid out as `scripts/install` lays it out, from this build's module files: `bin/previewer` (a
    /// plain file: only its folder matters) and `lib/previewer/Modules` with Cartography, Cassowary and
    /// CFramePointer's header beside a map that names it relatively.
    static func installedPrefix(in files: UserFiles) throws -> (executable: String, modules: String) {
        let build = try UserFiles.toolchain().modulesFolder
        let prefix = files.folder
        let manager = FileManager.default
        let modules = prefix + "/lib/previewer/Modules"
        try manager.createDirectory(atPath: modules + "/CFramePointer", withIntermediateDirectories: true)
        for module in ["Cartography", "Cassowary"] {
            try manager.copyItem(atPath: "\(build)/\(module).swiftmodule", toPath: "\(modules)/\(module).swiftmodule")
        }
        let header = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CFramePointer/include/CFramePointer.h")
        try manager.copyItem(atPath: header.path, toPath: modules + "/CFramePointer/CFramePointer.h")
        try "module CFramePointer {\n    header \"CFramePointer.h\"\n    export *\n}\n".write(
            toFile: modules + "/CFramePointer/module.modulemap", atomically: true, encoding: .utf8)
        try manager.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        #expect(manager.createFile(atPath: prefix + "/bin/previewer", contents: Data()))
        return (prefix + "/bin/previewer", modules)
    }

    @Test func anInstalledPreviewerCompilesAgainstItsOwnCopiesAndTheLibraryLoads() throws {
        let files = try UserFiles()
        let (executable, modules) = try Self.installedPrefix(in: files)
        let toolchain = try PreviewToolchain.beside(executable: executable)
        #expect(toolchain.modulesFolder == modules)
        #expect(toolchain.moduleMaps == [modules + "/CFramePointer/module.modulemap"])

        let sources = try UserFiles()
        let path = try sources.write("Badge.swift", BuildAndLoadTests.goodScreen)
        let built = try UserPreviewBuild(sources: [path], toolchain: toolchain).run()
        let library = try PreviewLibraryLoader.load(path: built.path)
        var context = PreviewContext()
        let content = try #require(PreviewCatalog(providers: library.providers).preview(named: "Badge"))
            .makeContent(in: &context)
        let root = content.rootView
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(root.subviews.first?.frame == CGRect(x: 140, y: 130, width: 120, height: 40))
    }

    @Test func withoutModuleFilesTheErrorNamesWhereTheyShouldBe() throws {
        let files = try UserFiles()
        try FileManager.default.createDirectory(atPath: files.folder + "/bin", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: files.folder + "/bin/previewer", contents: Data()))
        #expect(throws: UserCodeError.modulesNotFound(folder: files.folder + "/bin/Modules")) {
            try PreviewToolchain.beside(executable: files.folder + "/bin/previewer")
        }
    }
}
