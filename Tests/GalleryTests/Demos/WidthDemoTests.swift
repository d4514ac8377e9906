// The width demos at three widths, against frames worked out by hand from their constraints.

import Cartography
import Foundation
import Testing

@MainActor
@Suite struct WidthDemoTests {
    /// 20-point margins and a 10-point gap leave W − 50 to share: (W − 50) / 2 each.
    @Test(arguments: demoWidths)
    func equalWidths(width: CGFloat) throws {
        let layout = try DemoLayout("Equal widths", width: width)
        let each = (width - 50) / 2
        #expect(close(try layout.frame("red"), CGRect(x: 20, y: 20, width: each, height: 160)))
        #expect(close(try layout.frame("blue"), CGRect(x: 30 + each, y: 20, width: each, height: 160)))
        expectClean(layout.diagnostics)
    }

    /// red = 2 × blue: blue (W − 50) / 3, red twice that.
    @Test(arguments: demoWidths)
    func twoToOne(width: CGFloat) throws {
        let layout = try DemoLayout("Widths at 2:1", width: width)
        let blue = (width - 50) / 3
        #expect(close(try layout.frame("red"), CGRect(x: 20, y: 20, width: 2 * blue, height: 160)))
        #expect(close(try layout.frame("blue"), CGRect(x: 30 + 2 * blue, y: 20, width: blue, height: 160)))
        expectClean(layout.diagnostics)
    }

    /// W − 48 to share; blue is a third of it, unless that is under 150: then blue is 150, red the rest, and
    /// the report says the 2× preference is broken by how far red is from twice 150.
    @Test(arguments: demoWidths)
    func complexWidths(width: CGFloat) throws {
        let layout = try DemoLayout("Complex widths", width: width)
        let room = width - 48
        let blue = max(150, room / 3)
        let red = room - blue
        #expect(close(try layout.frame("red"), CGRect(x: 20, y: 20, width: red, height: 120)))
        #expect(close(try layout.frame("blue"), CGRect(x: 28 + red, y: 20, width: blue, height: 120)))
        let diagnostics = layout.diagnostics
        #expect(diagnostics.conflicts.isEmpty)
        #expect(diagnostics.ambiguities.isEmpty)
        if room / 3 < 150 {
            #expect(diagnostics.brokenConstraints.count == 1)
            #expect(abs((diagnostics.brokenConstraints.first?.violation ?? 0) - abs(red - 2 * blue)) < 1e-6)
            #expect(
                diagnostics.report.contains(
                    "red.width == blue.width * 2 ~ defaultHigh (ComplexWidthsViewController.swift:"))
        } else {
            #expect(diagnostics.brokenConstraints.isEmpty)
        }
    }

    /// Four equal spacers share what the buttons (60 + 90 + 60) leave: (W − 210) / 4.
    @Test(arguments: demoWidths)
    func spacerGuides(width: CGFloat) throws {
        let layout = try DemoLayout("Equal spacing with guides", width: width)
        let space = (width - 210) / 4
        #expect(close(try layout.frame("button0"), CGRect(x: space, y: 40, width: 60, height: 44)))
        #expect(close(try layout.frame("button1"), CGRect(x: 2 * space + 60, y: 40, width: 90, height: 44)))
        #expect(close(try layout.frame("button2"), CGRect(x: 3 * space + 150, y: 40, width: 60, height: 44)))
        expectClean(layout.diagnostics)
    }

    /// Only the centre's width follows the window: W − 220; the columns fill the height between 60 and H − 50.
    @Test(arguments: demoWidths)
    func holyGrail(width: CGFloat) throws {
        let layout = try DemoLayout("Holy grail", width: width, height: 500)
        #expect(close(try layout.frame("header"), CGRect(x: 0, y: 0, width: width, height: 60)))
        #expect(close(try layout.frame("footer"), CGRect(x: 0, y: 450, width: width, height: 50)))
        #expect(close(try layout.frame("navigation"), CGRect(x: 0, y: 60, width: 120, height: 390)))
        #expect(close(try layout.frame("content"), CGRect(x: 120, y: 60, width: width - 220, height: 390)))
        #expect(close(try layout.frame("aside"), CGRect(x: width - 100, y: 60, width: 100, height: 390)))
        expectClean(layout.diagnostics)
    }

    /// 16:9 in (W − 40) × (H − 40): the width when the height allows it, else the height decides; the
    /// wish that loses is reported broken, by what it is off by.
    @Test(arguments: demoWidths)
    func aspectRatio(width: CGFloat) throws {
        let height: CGFloat = 500
        let layout = try DemoLayout("Aspect ratio 16:9", width: width, height: height)
        let pictureWidth = min(width - 40, (height - 40) * 16 / 9)
        let pictureHeight = pictureWidth * 9 / 16
        let expected = CGRect(
            x: (width - pictureWidth) / 2, y: (height - pictureHeight) / 2, width: pictureWidth, height: pictureHeight)
        #expect(close(try layout.frame("picture"), expected))
        let diagnostics = layout.diagnostics
        #expect(diagnostics.conflicts.isEmpty)
        #expect(diagnostics.ambiguities.isEmpty)
        #expect(diagnostics.brokenConstraints.count == 1)
    }

    /// Leading edges on the left, then mirrored on the right after the flip.
    @Test(arguments: demoWidths)
    func rightToLeft(width: CGFloat) throws {
        let layout = try DemoLayout("Right to left", width: width)
        let nameWidth = width - 16 - 48 - 12 - 12 - 24 - 16
        #expect(close(try layout.frame("avatar"), CGRect(x: 16, y: 24, width: 48, height: 48)))
        #expect(close(try layout.frame("name"), CGRect(x: 76, y: 38, width: nameWidth, height: 20)))
        #expect(close(try layout.frame("badge"), CGRect(x: width - 40, y: 36, width: 24, height: 24)))
        expectClean(layout.diagnostics)

        layout.content.viewController?.navigationItem.rightBarButtonItem?.perform()
        layout.layOut(width: width)
        #expect(close(try layout.frame("avatar"), CGRect(x: width - 64, y: 24, width: 48, height: 48)))
        #expect(close(try layout.frame("name"), CGRect(x: width - 76 - nameWidth, y: 38, width: nameWidth, height: 20)))
        #expect(close(try layout.frame("badge"), CGRect(x: 16, y: 36, width: 24, height: 24)))
        expectClean(layout.diagnostics)
    }

    @Test func flippedPreviewStartsRightToLeft() throws {
        let layout = try DemoLayout("Right to left, flipped", width: 320)
        #expect(close(try layout.frame("avatar"), CGRect(x: 256, y: 24, width: 48, height: 48)))
    }

    private func expectClean(
        _ diagnostics: LayoutDiagnostics, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(diagnostics.conflicts.isEmpty, sourceLocation: sourceLocation)
        #expect(diagnostics.ambiguities.isEmpty, sourceLocation: sourceLocation)
        #expect(diagnostics.brokenConstraints.isEmpty, sourceLocation: sourceLocation)
    }
}
