// --package: a user package (depending on this repository by path) built with swift build, loaded, reloaded.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("A user package (--package)")
    struct PackageReloadTests {
        /// A package of two files: the card's inset lives in a file of its own, so the edit is in another file
        /// than the preview.
        static func writePackage(in files: TemporaryFiles, repository: String) throws -> String {
            let manifest = """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Cards",
                    products: [.library(name: "Cards", targets: ["Cards"])],
                    dependencies: [.package(name: "CartographyLinux", path: "\(repository)")],
                    targets: [
                        .target(name: "Cards", dependencies: [.product(name: "Cartography", package: "CartographyLinux")])
                    ],
                    swiftLanguageModes: [.v6]
                )

                """
            let folder = files.folder
            try FileManager.default.createDirectory(
                atPath: "\(folder)/Sources/Cards", withIntermediateDirectories: true)
            _ = try files.write("Package.swift", manifest)
            _ = try files.write(
                "Sources/Cards/Card.swift",
                ReloadSession.cardFile(inset: 0).replacingOccurrences(of: "edges, 0)", with: "edges, cardInset)"))
            _ = try files.write("Sources/Cards/Inset.swift", insetFile(20))
            return folder
        }

        static func insetFile(_ inset: Int) -> String { "/// The card's inset.\nlet cardInset: Double = \(inset)\n" }

        @Test("The package's previews show, and an edit of one of its files reloads them", .timeLimit(.minutes(6)))
        func packageReloads() throws {
            let files = try TemporaryFiles()
            let repository = ExamplePackage.root.deletingLastPathComponent().path
            let package = try Self.writePackage(in: files, repository: repository)
            // The first build compiles Cartography for the package (tens of seconds on two cores): done here, so
            // the previewer's start stays within the reply timeout.
            _ = try ExternalTool.run("swift", ["build", "--package-path", package, "--target", "Cards"])
            try withPreviewer(options: ["--package", package, "--size", "300x400"]) { app, _ in
                let first = try app.frames()
                #expect(first.preview == "Card")
                #expect(first.card == FrameReport.Rect(x: 20, y: 20, width: 260, height: 360))

                _ = try files.write("Sources/Cards/Inset.swift", Self.insetFile(35))
                let reply = try app.send("wait-reload 1")
                #expect(reply.reload?.outcome == .ok, "\(String(describing: reply.reload))")
                #expect(reply.frames?.card == FrameReport.Rect(x: 35, y: 35, width: 230, height: 330))
                #expect(reply.frames?.preview == "Card")
                #expect(try app.quit() == 0)
            }
        }
    }
}
