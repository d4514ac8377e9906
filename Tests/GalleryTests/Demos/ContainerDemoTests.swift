// The stack-view, form, breakpoint, text and chat demos at three widths, against frames worked out by hand
// (text sizes from the library's fixed metrics: 0.6 of the point size a character, 1.2 a line).

import Cartography
import Foundation
import Testing

@testable import Gallery

@MainActor
@Suite struct ContainerDemoTests {
    /// Inside 20-point margins, three tiles 8 apart share W − 40 − 16.
    @Test(arguments: demoWidths)
    func simpleStack(width: CGFloat) throws {
        let layout = try DemoLayout("Stack view", width: width)
        let tile = (width - 56) / 3
        for index in 0..<3 {
            let x = 20 + CGFloat(index) * (tile + 8)
            #expect(close(try layout.frame("tile\(index)"), CGRect(x: x, y: 20, width: tile, height: 60)))
        }
        expectClean(layout.diagnostics)
    }

    /// Rows 44, 120 and 30 high, 12 apart, from y = 20; the two cards split W − 32 − 10.
    @Test(arguments: demoWidths)
    func nestedStacks(width: CGFloat) throws {
        let layout = try DemoLayout("Nested stack views", width: width)
        let inner = width - 32
        let card = (inner - 10) / 2
        #expect(close(try layout.frame("header"), CGRect(x: 16, y: 20, width: inner, height: 44)))
        #expect(close(try layout.frame("card0"), CGRect(x: 16, y: 76, width: card, height: 120)))
        #expect(close(try layout.frame("card1"), CGRect(x: 26 + card, y: 76, width: card, height: 120)))
        #expect(close(try layout.frame("footer"), CGRect(x: 16, y: 208, width: inner, height: 30)))
        #expect(close(try layout.frame("column"), CGRect(x: 16, y: 20, width: inner, height: 218)))
        expectClean(layout.diagnostics)
    }

    /// Rows 44 high, 8 apart: Add makes a fourth at y = 20 + 3 · 52, Remove takes it away again.
    @Test(arguments: demoWidths)
    func dynamicStack(width: CGFloat) throws {
        let layout = try DemoLayout("Dynamic stack view", width: width)
        let controller = try #require(layout.content.viewController as? DynamicStackViewController)
        for index in 0..<3 {
            let y = 20 + CGFloat(index) * 52
            #expect(close(try layout.frame("row\(index)"), CGRect(x: 20, y: y, width: width - 40, height: 44)))
        }
        controller.navigationItem.rightBarButtonItem?.perform()
        layout.layOut(width: width)
        #expect(close(try layout.frame("row3"), CGRect(x: 20, y: 176, width: width - 40, height: 44)))
        #expect(close(try layout.frame("stack"), CGRect(x: 20, y: 20, width: width - 40, height: 200)))
        controller.navigationItem.leftBarButtonItem?.perform()
        layout.layOut(width: width)
        #expect(controller.stack.arrangedSubviews.count == 3)
        #expect(close(try layout.frame("stack"), CGRect(x: 20, y: 20, width: width - 40, height: 148)))
        expectClean(layout.diagnostics)
    }

    /// UIKit's hidden arranged view: the stack holds it at height 0, and the row's own height gives way at 999
    /// (broken, by 44) instead of conflicting, as iOS logs for a required one while the row collapses.
    @Test func removingARowCollapsesItWithoutAConflict() throws {
        let layout = try DemoLayout("Dynamic stack view", width: 375)
        let controller = try #require(layout.content.viewController as? DynamicStackViewController)
        let last = try #require(controller.stack.arrangedSubviews.last)
        last.isHidden = true
        layout.layOut(width: 375)
        let diagnostics = layout.diagnostics
        #expect(diagnostics.conflicts.isEmpty, "\(diagnostics.report)")
        #expect(close(try layout.frame("stack"), CGRect(x: 20, y: 20, width: 335, height: 96)))
        #expect(diagnostics.brokenConstraints.count == 1, "\(diagnostics.report)")
        #expect(diagnostics.brokenConstraints.first?.constraint.firstItem === last)
    }

    /// Captions 90 wide at x = 16, fields from x = 114 to W − 16; fields 12 apart from y = 24; each caption
    /// one 20.4-point line on its field's baseline: (field height − 20.4) / 2 below the field's top.
    @Test(arguments: demoWidths)
    func form(width: CGFloat) throws {
        let layout = try DemoLayout("Form", width: width)
        let controller = try #require(layout.content.viewController as? FormViewController)
        var top: CGFloat = 24
        for (index, name) in ["Name", "Email", "Password"].enumerated() {
            let height = controller.fields[index].intrinsicContentSize.height
            #expect(close(try layout.frame("field\(name)"), CGRect(x: 114, y: top, width: width - 130, height: height)))
            let captionY = top + (height - 17 * 1.2) / 2
            #expect(close(try layout.frame("caption\(name)"), CGRect(x: 16, y: captionY, width: 90, height: 17 * 1.2)))
            top += height + 12
        }
        expectClean(layout.diagnostics)
    }

    /// Below 600 points: a 120-point band on top, the content under it; from 600: a 200-point column beside it.
    @Test(arguments: demoWidths)
    func breakpoint(width: CGFloat) throws {
        let layout = try DemoLayout("Breakpoint", width: width, height: 500)
        expectBreakpointFrames(layout, width: width)
        // Across the breakpoint and back in the same controller: replace: swaps the groups each time.
        let other: CGFloat = width < 600 ? 900 : 400
        layout.layOut(width: other, height: 500)
        expectBreakpointFrames(layout, width: other)
        layout.layOut(width: width, height: 500)
        expectBreakpointFrames(layout, width: width)
        expectClean(layout.diagnostics)
    }

    private func expectBreakpointFrames(_ layout: DemoLayout, width: CGFloat) {
        let wide = width >= 600
        let sidebar = wide ? CGRect(x: 0, y: 0, width: 200, height: 500) : CGRect(x: 0, y: 0, width: width, height: 120)
        let content =
            wide
            ? CGRect(x: 200, y: 0, width: width - 200, height: 500) : CGRect(x: 0, y: 120, width: width, height: 380)
        #expect(close((try? layout.frame("sidebar")) ?? .zero, sidebar), "sidebar at \(width)")
        #expect(close((try? layout.frame("content")) ?? .zero, content), "content at \(width)")
    }

    /// The readable guide: the root's margins (16 at the sides, none at the top), at most 672 wide, centred; the title 16 below its top, the article
    /// 12 below the title; both as tall as their wrapped lines. A+ sets the article at 19 points.
    @Test(arguments: demoWidths)
    func dynamicText(width: CGFloat) throws {
        let layout = try DemoLayout("Dynamic text", width: width)
        let column = min(width - 32, 672)
        let x = 16 + (width - 32 - column) / 2
        let measurer = FixedMetricsTextMeasurer()
        func height(_ text: String, size: CGFloat, bold: Bool) -> CGFloat {
            let font: Font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
            return measurer.measure(text, style: TextStyle(font: font, numberOfLines: 0), width: column).size.height
        }
        let titleHeight = height("How Auto Layout thinks", size: 25, bold: true)
        #expect(close(try layout.frame("title"), CGRect(x: x, y: 16, width: column, height: titleHeight)))
        let article = DynamicTextViewController.article
        #expect(
            close(
                try layout.frame("article"),
                CGRect(x: x, y: 28 + titleHeight, width: column, height: height(article, size: 17, bold: false))))
        #expect(height(article, size: 17, bold: false) >= 3 * 20.4, "the article should wrap at \(column)")

        // The readable guide reaches the margins only up to 672 points: past that its wish (999) gives way.
        let broken = layout.diagnostics.brokenConstraints
        #expect(broken.allSatisfy { ($0.constraint.firstItem as? LayoutGuide)?.identifier == "readableContentGuide" })
        #expect(broken.isEmpty == (width - 32 <= 672))

        layout.content.viewController?.navigationItem.rightBarButtonItem?.perform()
        layout.layOut(width: width)
        let largerTitle = height("How Auto Layout thinks", size: 27, bold: true)
        #expect(
            close(
                try layout.frame("article"),
                CGRect(x: x, y: 28 + largerTitle, width: column, height: height(article, size: 19, bold: false))))
        #expect(layout.diagnostics.conflicts.isEmpty)
        #expect(layout.diagnostics.ambiguities.isEmpty)
    }

    /// Each bubble is its text wrapped at 70 % of the width less the 20 points of padding, plus the padding;
    /// incoming ones 12 from the leading edge, outgoing ones 12 from the trailing edge; 8 apart from y = 16.
    @Test(arguments: demoWidths)
    func chatBubbles(width: CGFloat) throws {
        let layout = try DemoLayout("Chat bubbles", width: width)
        let measurer = FixedMetricsTextMeasurer()
        var top: CGFloat = 16
        for (index, message) in ChatBubblesViewController.messages.enumerated() {
            let text = measurer.measure(
                message.text, style: TextStyle(font: .systemFont(ofSize: 17), numberOfLines: 0),
                width: width * 0.7 - 20
            ).size
            let bubbleWidth = text.width + 20
            let x = message.outgoing ? width - 12 - bubbleWidth : 12
            let expected = CGRect(x: x, y: top, width: bubbleWidth, height: text.height + 20)
            let actual = try layout.frame("bubble\(index)")
            #expect(close(actual, expected), "bubble \(index) at \(width): \(actual), not \(expected)")
            top += text.height + 28
        }
        expectClean(layout.diagnostics)
    }

    private func expectClean(
        _ diagnostics: LayoutDiagnostics, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(diagnostics.conflicts.isEmpty, sourceLocation: sourceLocation)
        #expect(diagnostics.ambiguities.isEmpty, "\(diagnostics.report)", sourceLocation: sourceLocation)
        #expect(diagnostics.brokenConstraints.isEmpty, "\(diagnostics.report)", sourceLocation: sourceLocation)
    }
}
