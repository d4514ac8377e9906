// A copy of Examples/ anywhere: its manifest depends on this repository through CARTOGRAPHY_LINUX, which the
// previewer sets to its own checkout; without it, the error says what is wrong and how to fix it.

import Foundation
import Testing

@testable import PreviewLoading

@Suite struct PackageCopyTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// A copy of Examples in a fresh temporary folder, where `../` is not this repository.
    func copyOfExamples() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("Examples")
        try FileManager.default.copyItem(at: Self.examples, to: copy)
        // SwiftPM caches an evaluated manifest by its text, not by the environment it read: a manifest of its
        // own keeps one test's CARTOGRAPHY_LINUX out of the other's.
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8) + "// \(folder.lastPathComponent)\n"
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        return copy
    }

    @Test func theCheckoutIsFoundFromTheBuildsModules() throws {
        let toolchain = try UserFiles.toolchain()
        let checkout = try #require(CheckoutEnvironment.checkout(holding: toolchain.modulesFolder))
        #expect(
            URL(fileURLWithPath: checkout).standardizedFileURL
                == Self.examples.deletingLastPathComponent().standardizedFileURL)
        #expect(CheckoutEnvironment.checkout(holding: "/usr/lib/previewer/Modules") == nil)
    }

    @Test func aCopyResolvesThroughThePreviewersCheckout() throws {
        let copy = try copyOfExamples()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let toolchain = try UserFiles.toolchain()
        let swift = try PackagePreviewBuild.swiftTool(besides: toolchain.swiftc)
        let environment = CheckoutEnvironment.forSwift(modulesFolder: toolchain.modulesFolder)
        let resolved = try ToolRun.run(
            swift, ["package", "--package-path", copy.path, "show-dependencies"], environment: environment)
        #expect(resolved.status == 0, "\(resolved.output)")
        var without = environment
        without.removeValue(forKey: CheckoutEnvironment.variable)
        let unresolved = try ToolRun.run(
            swift, ["package", "--package-path", copy.path, "show-dependencies"], environment: without)
        #expect(unresolved.status != 0, "\(unresolved.output)")
    }

    @Test func aCopyWithoutTheCheckoutSaysWhatToFix() throws {
        let copy = try copyOfExamples()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let real = try UserFiles.toolchain()
        // An installed previewer's modules: no checkout to point the copy at.
        let installed = PreviewToolchain(
            swiftc: real.swiftc, modulesFolder: "/usr/lib/previewer/Modules", moduleMaps: [])
        #expect {
            _ = try PackagePreviewBuild(packageFolder: copy.path, toolchain: installed).run()
        } throws: { error in
            let message = (error as? UserCodeError)?.description ?? ""
            return message.contains("swift build could not read the package")
                && message.contains("cannot be accessed") && message.contains("CARTOGRAPHY_LINUX")
                && !message.contains("compiler")
        }
    }
}
