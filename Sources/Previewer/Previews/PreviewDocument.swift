// The preview being shown: its content made by the preview's body, the seed it was made with, its counters.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

/// One showing of a preview: the body ran once with a seeded generator; the root view it made is laid out
/// for every size the window gives it.
@MainActor
final class PreviewDocument {
    /// What `stats` reports of the layout: rebuilds (the body ran, or a bar button changed the views) and solves.
    struct Counters: Equatable {
        var rebuilds = 0
        var solves = 0
    }

    let preview: Preview
    /// The name of the provider that declares the preview.
    let groupName: String
    /// The seed of the generator the body was given: shown, so that what was seen can be made again.
    let seed: UInt32
    let content: PreviewContent
    /// Calls the controller's appearance and layout hooks in UIKit's order as the preview is shown, laid out
    /// (by the renderer showing it) and hidden.
    let lifecycle: ScreenLifecycle
    /// The body's runs and the bar buttons' rebuilds.
    private var rebuilds = 0

    /// Runs the preview's body with a GLib generator seeded with `seed`; `itemCount` is `--count`.
    init(preview: Preview, groupName: String, seed: UInt32, itemCount: Int?) throws {
        self.preview = preview
        self.groupName = groupName
        self.seed = seed
        var context = PreviewContext(seed: UInt64(seed), random: GLibRandom(seed: seed), itemCount: itemCount)
        content = try preview.makeContent(in: &context)
        lifecycle = ScreenLifecycle(content: content)
        rebuilds = 1
    }

    /// What `stats` reports of the layout.
    var counters: Counters { Counters(rebuilds: rebuilds, solves: lifecycle.layoutCount) }

    /// A seed from GLib's entropy source, for a run without `--seed`.
    static func randomSeed() -> UInt32 {
        let generator = GLibRandom()
        return UInt32(truncatingIfNeeded: generator.next())
    }

    var root: View { content.rootView }

    /// The size the preview declares (`Preview(…, size:)`), in whole pixels within the previewer's limits.
    var declaredSize: PixelSize? {
        guard let size = preview.traits.size, size.width.isFinite, size.height.isFinite else { return nil }
        let range = SizeInPixels.sides
        func clamp(_ value: CGFloat) -> Int { min(range.upperBound, max(range.lowerBound, Int(value.rounded()))) }
        return PixelSize(width: clamp(size.width), height: clamp(size.height))
    }

    /// The title for the header bar: the navigation item's, the controller's, or the preview's name.
    var title: String {
        let controller = content.viewController
        return controller?.navigationItem.title ?? controller?.title ?? preview.name
    }

    /// The bar buttons the header bar shows, as a navigation bar would.
    var rightBarButton: BarButtonItem? { content.viewController?.navigationItem.rightBarButtonItem }
    var leftBarButton: BarButtonItem? { content.viewController?.navigationItem.leftBarButtonItem }

    /// Gives the root `size` and lays the tree out.
    func layOut(rootSize size: CGSize) {
        lifecycle.layOut(rootSize: size)
    }

    /// The preview comes on screen: `viewWillAppear` now, `viewDidAppear` after the next layout pass.
    func show() {
        lifecycle.show()
    }

    /// The preview leaves the screen (another one replaces it, or the variants canvas covers it).
    func hide() {
        lifecycle.hide()
    }

    /// Runs a bar button's action, as a tap does.
    func perform(_ item: BarButtonItem) {
        item.perform()
        rebuilds += 1
    }

    /// The diagnostics of the layout at `rootSize`. Measuring lays the tree out at other heights, so this sets
    /// the size again first; at the size of the last layout pass that changes nothing.
    func diagnostics(rootSize: CGSize) -> LayoutDiagnostics {
        root.frame = CGRect(origin: .zero, size: rootSize)
        return root.layoutDiagnostics()
    }

    /// What the inspector shows of `view` in the layout at `rootSize` (set again first, as for the diagnostics).
    func inspection(of view: View, rootSize: CGSize) -> ViewInspection {
        root.frame = CGRect(origin: .zero, size: rootSize)
        return view.inspection()
    }

    /// The root size the previewer gives the layout in a content area of `contentSize` with `sizing`, the
    /// policy the renderer measures the root with.
    func rootSize(forContent contentSize: PixelSize, sizing: RootSizing) -> CGSize {
        sizing.rootSize(of: root, width: Double(contentSize.width), availableHeight: contentSize.height) { size in
            self.layOut(rootSize: size)
        }
    }

    /// What the layout engine has done: constraint syncs, additions, removals, solver rebuilds.
    var engineStatistics: LayoutStatistics { root.layoutStatistics }
}
