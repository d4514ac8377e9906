// The example package's screens, built together as the previewer builds them: each preview lays out cleanly.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

@Suite(.serialized) @MainActor struct ExampleScreensTests {
    static var exampleSources: [String] {
        let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Sources/Screens")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: screens.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { screens.appendingPathComponent($0).path }
    }

    @Test func everyPreviewLaysOutWithoutConflictsOrAmbiguity() throws {
        let sources = Self.exampleSources
        try #require(sources.count >= 3)
        let built = try UserPreviewBuild(sources: sources, toolchain: PreviewToolchain.forRunningExecutable()).run()
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        let catalog = PreviewCatalog(providers: try PreviewLibraryLoader.load(path: built.path).providers)
        #expect(catalog.groups.map(\.name) == ["LoginCard", "ProfileHeader", "Settings"])
        for preview in catalog.previews {
            var context = PreviewContext()
            let root = try preview.makeContent(in: &context).rootView
            let size = preview.traits.size ?? CGSize(width: 375, height: 667)
            root.frame = CGRect(origin: .zero, size: size)
            root.layoutIfNeeded()
            let diagnostics = root.layoutDiagnostics()
            // Preferences (`~ .defaultHigh`) may break, as the login card's width does on a tablet.
            #expect(diagnostics.isClean, "\(preview.name):\n\(diagnostics.report)")
            // Every view is inside the screen: nothing was pushed off by a wrong sign.
            var views = root.subviews
            while let view = views.popLast() {
                views += view.subviews
                let frame = view.convert(view.bounds, to: root)
                #expect(
                    root.bounds.insetBy(dx: -0.001, dy: -0.001).contains(frame),
                    "\(preview.name): \(view.debugName) at \(frame)")
            }
        }
    }
}
