// The user's files compiled by the real swiftc against this build's modules, and loaded into the test process.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

/// One at a time: each test runs the compiler (about a second on two cores).
@Suite(.serialized) @MainActor struct BuildAndLoadTests {
    /// A screen whose width constraint is on line 12 (checked in the report).
    static let goodScreen = """
        import Cartography
        import Foundation

        final class BadgeViewController: ViewController {
            let badge = View()

            override func viewDidLoad() {
                super.viewDidLoad()
                badge.accessibilityIdentifier = "badge"
                view.addSubview(badge)
                constrain(badge) { badge in
                    badge.width == 120
                    badge.height == 40
                    badge.center == badge.superview!.center
                }
            }
        }

        struct Badge_Previews: PreviewProvider {
            static var previews: [Preview] {
                [Preview("Badge") { BadgeViewController() }, Preview("Badge, small", size: CGSize(width: 200, height: 100)) { BadgeViewController() }]
            }
        }
        """

    /// Resolves a constraint's line before any library is loaded, so the process's image map is read
    /// without the library in it: the loaded code's lines resolve only if the map is read again.
    func resolveALineOfTheTests() throws {
        let root = View()
        let box = View()
        root.addSubview(box)
        constrain(box) { box in box.width == 10 }
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics().report.contains("(BuildAndLoadTests.swift:"))
    }

    @Test func aGoodFileLoadsWithItsPreviewsAndItsOwnSourceLines() throws {
        try resolveALineOfTheTests()
        let files = try UserFiles()
        let path = try files.write("Badge.swift", Self.goodScreen)
        let built = try UserPreviewBuild(sources: [path], toolchain: UserFiles.toolchain()).run()
        #expect(built.providers.map(\.qualifiedName) == ["Badge_Previews"])
        let library = try PreviewLibraryLoader.load(path: built.path)
        let catalog = PreviewCatalog(providers: library.providers)
        #expect(catalog.groups.map(\.name) == ["Badge"])
        #expect(catalog.previews.map(\.name) == ["Badge", "Badge, small"])

        // The loaded code's controller is the host's ViewController: the one copy of Cartography.
        var context = PreviewContext()
        let content = try #require(catalog.preview(named: "Badge")).makeContent(in: &context)
        #expect(content.viewController != nil)
        let root = content.rootView
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        let badge = try #require(root.subviews.first)
        #expect(badge.frame == CGRect(x: 140, y: 130, width: 120, height: 40))
        // Constraints written by the loaded library name the user's file and line, not an unknown image.
        let report = root.layoutDiagnostics().report
        #expect(report.contains("badge.width == 120 (Badge.swift:12)"), "\(report)")
        #expect(report.contains("badge.height == 40 (Badge.swift:13)"), "\(report)")
    }

    /// A screen as it is written for iOS: `import UIKit` and `import Cartography`, UIKit's class names, CGSize.
    static let iOSScreen = """
        import UIKit
        import Cartography

        final class BannerViewController: UIViewController {
            let banner = UIView()
            let titleLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                banner.backgroundColor = UIColor.orange
                titleLabel.text = "Hello"
                view.addSubview(banner)
                banner.addSubview(titleLabel)
                constrain(banner, titleLabel) { banner, title in
                    banner.top == banner.superview!.safeAreaLayoutGuide.top
                    banner.leading == banner.superview!.leading
                    banner.trailing == banner.superview!.trailing
                    banner.height == 44
                    title.center == banner.center
                }
            }
        }

        struct Banner_Previews: PreviewProvider {
            static var previews: [Preview] {
                [Preview("Banner", size: CGSize(width: 320, height: 200)) { BannerViewController() }]
            }
        }
        """

    @Test func aFileWrittenForIOSKeepsItsImportsAndUIKitNames() throws {
        let files = try UserFiles()
        let path = try files.write("Banner.swift", Self.iOSScreen)
        let built = try UserPreviewBuild(sources: [path], toolchain: UserFiles.toolchain()).run()
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        let catalog = PreviewCatalog(providers: try PreviewLibraryLoader.load(path: built.path).providers)
        let preview = try #require(catalog.preview(named: "Banner"))
        var context = PreviewContext()
        let root = try preview.makeContent(in: &context).rootView
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        let banner = try #require(root.subviews.first)
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = try #require(banner.subviews.first as? Label)
        #expect(title.text == "Hello")
        #expect(title.center == CGPoint(x: 160, y: 22))
    }

    @Test func aCompileErrorGivesTheCompilersMessagesAtTheirPlaces() throws {
        let files = try UserFiles()
        let path = try files.write(
            "Broken.swift",
            """
            import Cartography

            struct Broken_Previews: PreviewProvider {
                static var previews: [Preview] {
                    [Preview("Broken") { MissingController() }]
                }
            }
            """)
        let error = #expect(throws: UserCodeError.self) {
            try UserPreviewBuild(sources: [path], toolchain: UserFiles.toolchain()).run()
        }
        guard case .compileFailed(let messages, let output) = error else {
            Issue.record("expected a compile error, got \(String(describing: error))")
            return
        }
        let first = try #require(messages.first)
        #expect(first.file == path)
        #expect(first.line == 5)
        #expect(first.column == 30)
        #expect(first.severity == .error)
        #expect(first.message == "cannot find 'MissingController' in scope")
        #expect(output.contains("MissingController"))
        #expect(error?.description.hasPrefix("\(path):5:30: error: cannot find 'MissingController' in scope") == true)
    }

    @Test func aFileWithoutPreviewsIsRefusedBeforeCompiling() throws {
        let files = try UserFiles()
        let path = try files.write("Plain.swift", "import Cartography\n\nfinal class Plain: ViewController {}\n")
        #expect(throws: UserCodeError.noPreviews(files: [path])) {
            try UserPreviewBuild(sources: [path], toolchain: UserFiles.toolchain()).run()
        }
    }

    @Test func missingFoldersAndNonSwiftFilesAreRefused() throws {
        let files = try UserFiles()
        let text = try files.write("notes.txt", "struct A: PreviewProvider {}")
        let toolchain = try UserFiles.toolchain()
        let cases: [(String, String)] = [
            (files.folder + "/Missing.swift", "no such file"),
            (text, "not a Swift file"),
        ]
        for (path, reason) in cases {
            let error = #expect(throws: UserCodeError.self) {
                try UserPreviewBuild(sources: [path], toolchain: toolchain).run()
            }
            guard case .unreadableSource(let reported, let why) = error else {
                Issue.record("\(path): expected an unreadable source, got \(String(describing: error))")
                continue
            }
            #expect(reported == path)
            #expect(why.contains(reason), "\(why)")
        }
        try FileManager.default.createDirectory(
            atPath: files.folder + "/Screens.swift", withIntermediateDirectories: false)
        #expect(
            throws: UserCodeError.unreadableSource(
                path: files.folder + "/Screens.swift", reason: "is a folder, not a file")
        ) {
            try UserPreviewBuild(sources: [files.folder + "/Screens.swift"], toolchain: toolchain).run()
        }
    }

    @Test func aPrivateProviderIsNamedAtItsLine() throws {
        let files = try UserFiles()
        let path = try files.write(
            "Hidden.swift",
            "import Cartography\n\nprivate struct Hidden_Previews: PreviewProvider {\n    static var previews: [Preview] { [] }\n}\n"
        )
        let error = #expect(throws: UserCodeError.self) {
            try UserPreviewBuild(sources: [path], toolchain: UserFiles.toolchain()).run()
        }
        #expect(
            error?.description.hasPrefix("\(path):3:9: error: Hidden_Previews is private") == true,
            "\(String(describing: error))")
    }

    @Test func eachBuildLoadsItsOwnGeneration() throws {
        let files = try UserFiles()
        let toolchain = try UserFiles.toolchain()
        func generation(_ name: String) throws -> [String] {
            let path = try files.write(
                "Reloaded.swift",
                "import Cartography\n\nstruct Reloaded_Previews: PreviewProvider {\n"
                    + "    static var previews: [Preview] { [Preview(\"\(name)\", view: { View() })] }\n}\n")
            let built = try UserPreviewBuild(sources: [path], toolchain: toolchain).run()
            let library = try PreviewLibraryLoader.load(path: built.path)
            return PreviewCatalog(providers: library.providers).previews.map(\.name)
        }
        let first = try generation("First")
        let second = try generation("Second")
        #expect(first == ["First"])
        #expect(second == ["Second"])
    }

    @Test func aLibraryWithItsOwnCopyOfCartographyIsDetected() throws {
        let files = try UserFiles()
        let path = try files.write("Copy.swift", Self.goodScreen)
        let toolchain = try UserFiles.toolchain()
        let providers = PreviewProviderScanner.providers(in: Self.goodScreen, file: path)
        let entry = try files.write("Entry.swift", PreviewEntryPoint.source(for: providers))
        let library = files.folder + "/libOwnCopy.so"
        // The mistake the check exists for: Cartography (and what it needs) linked into the user's library.
        let buildFolder = (toolchain.modulesFolder as NSString).deletingLastPathComponent
        let objects = try ["Cartography", "Cassowary", "CFramePointer"].flatMap { target in
            let folder = "\(buildFolder)/\(target).build"
            // Only the objects of today's sources: a build folder keeps those of files since deleted.
            let sources = (try? String(contentsOfFile: "\(folder)/sources", encoding: .utf8)) ?? ""
            let current = Set(
                sources.split(separator: "\n").map { ($0 as NSString).lastPathComponent + ".o" })
            return try FileManager.default.subpathsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".o") && (!$0.hasSuffix(".swift.o") || current.contains($0)) }
                .map { "\(folder)/\($0)" }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolchain.swiftc)
        process.arguments =
            toolchain.arguments(sources: [path, entry], output: library, moduleName: "OwnCopy") + objects
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let error = #expect(throws: UserCodeError.self) { try PreviewLibraryLoader.load(path: library) }
        #expect(error == .ownCopyOfCartography(library: library, image: library))
        #expect(error?.description.contains("build it without linking Cartography") == true)
    }
}
