// The previewer's root-sizing policy: as wide as the area, as tall as the views need, or exactly the area.

import Foundation
import Testing

@testable import Cartography

@Suite("Root sizing")
@MainActor
struct RootSizingTests {
    /// A root with one view at y 100, 300 tall, inside a box at y 20 (so its bottom is at 420), and a clipping
    /// box whose child reaches 1000 below it.
    private func tree() -> View {
        let root = View()
        let box = View()
        box.frame = CGRect(x: 0, y: 20, width: 100, height: 50)
        let tall = View()
        tall.frame = CGRect(x: 0, y: 100, width: 50, height: 300)
        box.addSubview(tall)
        let clipping = View()
        clipping.clipsToBounds = true
        clipping.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let hidden = View()
        hidden.frame = CGRect(x: 0, y: 0, width: 10, height: 1000)
        clipping.addSubview(hidden)
        root.addSubview(box)
        root.addSubview(clipping)
        return root
    }

    @Test("The root grows to where the lowest view ends; what a view clips does not count")
    func growsToFit() {
        let root = tree()
        var laidOut: [CGSize] = []
        let size = RootSizing().rootSize(of: root, width: 375, availableHeight: 200) { laidOut.append($0) }
        #expect(size == CGSize(width: 375, height: 420))
        // Measured at the size that will be shown, not at a height of zero.
        #expect(laidOut == [CGSize(width: 375, height: 200)])
    }

    @Test("A root whose views fit keeps the area's height; an exact root keeps it whatever they need")
    func keepsTheArea() {
        let root = tree()
        #expect(
            RootSizing().rootSize(of: root, width: 375, availableHeight: 667) { _ in }
                == CGSize(width: 375, height: 667))
        #expect(
            RootSizing(isExact: true).rootSize(of: root, width: 375, availableHeight: 200) { _ in }
                == CGSize(width: 375, height: 200))
    }

    @Test("A bottom between pixels rounds up to the next one; one a millionth of a pixel off does not")
    func wholePixels() {
        let root = View()
        let view = View()
        view.frame = CGRect(x: 0, y: 0.25, width: 10, height: 378.5)
        root.addSubview(view)
        #expect(RootSizing.fittingHeight(of: root, forWidth: 100, availableHeight: 10) { _ in } == 379)
        // Floating-point noise from a layout (379.000000000001 for 379) gives no extra pixel.
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 379.000_000_000_001)
        #expect(RootSizing.fittingHeight(of: root, forWidth: 100, availableHeight: 10) { _ in } == 379)
    }
}
