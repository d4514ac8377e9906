// The nine-grid's controller as a whole: its report, its release, and its previews.

import Foundation
import Testing

@testable import Cartography
@testable import Gallery

@MainActor
@Suite struct NineGridControllerTests {
    @Test func reportOfTheSeed() throws {
        let controller = try makeGrid(count: 4)
        layOut(controller, 375, 667)
        let report = controller.view.layoutDiagnostics().report
        #expect(report.hasPrefix("Layout of NineGridViewController.view, 375 × 667"))
        #expect(report.contains("showView (0, 206, 375, 255)  [ambiguous: y]"))
        #expect(report.contains("· cell3.top == cell0.bottom + 15 (NineGridViewController.swift:"))
        #expect(report.contains("Conflicts: none."))
        #expect(report.contains("showView.height == showView.width ~ 100 (NineGridViewController.swift:"))
        #expect(report.contains("): off by 120"))
    }

    @Test func viewControllerWithBarButtonIsReleased() {
        weak var weakController: NineGridViewController?
        do {
            let controller = NineGridViewController()
            controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            controller.view.layoutIfNeeded()
            controller.navigationItem.rightBarButtonItem?.perform()
            controller.view.layoutIfNeeded()
            weakController = controller
        }
        #expect(weakController == nil)
    }

    @Test func theSeedsContainerIsAmbiguousVerticallyAndItsCellsAreNot() throws {
        let controller = try makeGrid(count: 9)
        layOut(controller, 375, 667)
        let diagnostics = controller.view.layoutDiagnostics()
        #expect(diagnostics.conflicts.isEmpty)
        #expect(diagnostics.ambiguities.count == 1)
        #expect(diagnostics.ambiguities.first?.view === controller.showView)
        #expect(diagnostics.ambiguities.first?.attributes == [.y])
        #expect(controller.showView.hasAmbiguousLayout)
        for cell in controller.showView.subviews { #expect(!cell.hasAmbiguousLayout) }

        // Pinning the top removes the ambiguity.
        constrain(controller.showView) { view in view.top == view.superview!.top + 146 }
        #expect(controller.view.layoutDiagnostics().ambiguities.isEmpty)
    }

    @Test func brokenPriorityAmountsAreExact() throws {
        for count in 1...9 {
            let controller = try makeGrid(count: count)
            layOut(controller, 375, 667)
            let broken = controller.view.layoutDiagnostics().brokenConstraints
            // height == width ~ 100 loses to the bottom constraint: 375 − (15 + rows·120).
            let rows = CGFloat((count + 2) / 3)
            let expected = 375 - (15 + rows * 120)
            if expected == 0 {
                #expect(broken.isEmpty)
            } else {
                #expect(broken.count == 1)
                #expect(broken.first?.constraint.firstAttribute == .height)
                #expect(abs((broken.first?.violation ?? 0) - expected) < 1e-9)
            }
        }
    }

    @Test func previewUsesTheContextsGeneratorAndCount() throws {
        let preview = try #require(Gallery.catalog.preview(named: "Nine-grid"))
        var first = PreviewContext(seed: 7, itemCount: 5)
        var second = PreviewContext(seed: 7, itemCount: 5)
        let a = try #require(try preview.makeContent(in: &first).viewController as? NineGridViewController)
        let b = try #require(try preview.makeContent(in: &second).viewController as? NineGridViewController)
        #expect(a.showView.subviews.count == 5)
        #expect(a.showView.subviews.map(\.backgroundColor) == b.showView.subviews.map(\.backgroundColor))
        var wrong = PreviewContext(seed: 7, itemCount: 12)
        #expect(throws: NineGridError.cellCountOutOfRange(12)) { try preview.makeContent(in: &wrong) }
    }

    @Test func galleryListsTheNineGridFirst() {
        #expect(Gallery.catalog.groups.first?.name == "NineGrid")
        #expect(Gallery.catalog.previews.first?.name == "Nine-grid")
    }
}
