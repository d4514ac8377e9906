// The renderer on a preview that is not the nine-grid: nested views, text, corner radius, border, clipping,
// alpha and a hidden view, in a real window's pixels and in --dump-frames' tree.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Renderer")
    struct RendererTests {
        /// The "Views and layers" preview at 375×667, drawn once: its frames and the in-app snapshot.
        struct Rendered {
            let frames: FrameReport
            let image: RGBImage
            /// The content area's top-left pixel in the image.
            let origin: (x: Int, y: Int)

            init(preview: String, test: String) throws {
                let display = try VirtualDisplay()
                defer { display.stop() }
                let path = try ShotsFolder.folder(for: "renderer").appendingPathComponent("\(test).png").path
                let run = try OneShotRun(
                    ["--preview", preview, "--size", "375x667", "--dump-frames", "--snapshot", path],
                    environment: display.appEnvironment)
                guard run.status == 0, let line = run.output.first else {
                    throw HarnessError("previewer exited with \(run.status): \(run.errors.joined(separator: "\n"))")
                }
                frames = try JSONDecoder().decode(FrameReport.self, from: Data(line.utf8))
                image = try RGBImage(contentsOf: path)
                origin = (frames.content.x, frames.content.y)
            }

            func view(_ name: String) throws -> FrameReport.ViewNode {
                try #require(frames.views.find(name), "no view called \(name) in the frame report")
            }

            /// The pixel at (x, y) of the root view.
            func pixel(_ x: Int, _ y: Int) -> RGB { image[origin.x + x, origin.y + y] }
        }

        static let banner = RGB(red: 33, green: 89, blue: 191)
        static let titleBackground = RGB(red: 20, green: 56, blue: 128)
        static let cardFill = RGB(red: 235, green: 235, blue: 235)
        static let border = RGB(red: 64, green: 64, blue: 64)
        static let ribbon = RGB(red: 217, green: 26, blue: 26)
        /// Black at 50 % over the card's 92 % white.
        static let badge = RGB(red: 117, green: 117, blue: 117)

        @Test("--dump-frames prints the whole tree: names, types, frames in the root and in the superview")
        func tree() throws {
            let rendered = try Rendered(preview: "Views and layers", test: "tree")
            let frames = rendered.frames
            #expect(frames.preview == "Views and layers")
            #expect(frames.views.name == "LayersViewController.view")
            #expect(frames.views.children.map(\.name) == ["banner", "card", "hiddenPanel"])
            let title = try rendered.view("titleLabel")
            #expect(title.type == "Label")
            #expect(title.text == "Cartography")
            // 20 from the banner's sides, 48 tall, centred in its 120 points.
            #expect(title.frameInSuperview.matches(CGRect(x: 20, y: 36, width: 335, height: 48)))
            #expect(title.layoutFrame.matches(CGRect(x: 20, y: 36, width: 335, height: 48)) == true)
            #expect(title.frame == FrameReport.Rect(x: 20, y: 36, width: 335, height: 48))
            let card = try rendered.view("card")
            #expect(card.frame == FrameReport.Rect(x: 24, y: 144, width: 327, height: 200))
            let ribbon = try rendered.view("ribbon")
            // Inside the card: 40 from its left, 60 past its right edge.
            #expect(ribbon.frameInSuperview.matches(CGRect(x: 40, y: 40, width: 347, height: 40)))
            #expect(ribbon.layoutFrame.matches(CGRect(x: 64, y: 184, width: 347, height: 40)) == true)
            #expect(try rendered.view("hiddenPanel").hidden)
            #expect(frames.views.subtree.count == 7)
        }

        @Test(
            "Nested views, text, border, corner radius, clipping, alpha and hidden views are drawn as UIKit draws them")
        func pixels() throws {
            let rendered = try Rendered(preview: "Views and layers", test: "pixels")
            let title = try rendered.view("titleLabel").frame
            let card = try rendered.view("card").frame
            let ribbon = try rendered.view("ribbon").frame
            let badge = try rendered.view("badge").frame
            var problems: [String] = []
            func expect(_ x: Int, _ y: Int, _ color: RGB, _ what: String, tolerance: Int = 3) {
                let got = rendered.pixel(x, y)
                if !got.isClose(to: color, tolerance: tolerance) {
                    problems.append("\(what) at (\(x), \(y)) is \(got), not \(color)")
                }
            }
            expect(5, 5, Self.banner, "the banner")
            expect(title.x + 3, title.y + 3, Self.titleBackground, "the title label's background")
            // The text: white pixels in the middle of the label, none outside it.
            let textPixels = (title.x..<title.maxX).flatMap { x in (title.y..<title.maxY).map { (x, $0) } }
                .filter { rendered.pixel($0.0, $0.1).isClose(to: .white, tolerance: 40) }.count
            if textPixels < 100 { problems.append("only \(textPixels) white text pixels in the title label \(title)") }
            let outsideTitle = (0..<375).filter { rendered.pixel($0, title.y - 2).isClose(to: .white, tolerance: 40) }
            if !outsideTitle.isEmpty {
                problems.append("white pixels above the title label at x \(outsideTitle.prefix(5))")
            }
            // The card: a 4-pixel border inside its frame, rounded corners that show the white root.
            expect(card.x + 1, card.y + card.height / 2, Self.border, "the card's left border")
            expect(card.x + 10, card.y + card.height / 2, Self.cardFill, "the card's fill")
            expect(card.x, card.y, .white, "the card's rounded top-left corner")
            expect(card.maxX - 1, card.maxY - 1, .white, "the card's rounded bottom-right corner")
            // The ribbon runs past the card's right edge and is cut there.
            expect(ribbon.x + 20, ribbon.y + 20, Self.ribbon, "the ribbon inside the card")
            expect(card.maxX - 8, ribbon.y + 20, Self.ribbon, "the ribbon just inside the card's border")
            expect(card.maxX - 2, ribbon.y + 20, Self.border, "the card's border over the ribbon")
            expect(card.maxX + 5, ribbon.y + 20, .white, "the ribbon past the card's edge (clipped)")
            expect(badge.x + 10, badge.y + 10, Self.badge, "the half-transparent badge", tolerance: 4)
            // The hidden panel would cover the card's middle in green.
            let green = RGB(red: 0, green: 255, blue: 0)
            let greenPixels = (0..<375).flatMap { x in (0..<667).map { (x, $0) } }
                .filter { rendered.pixel($0.0, $0.1).isClose(to: green, tolerance: 60) }.count
            if greenPixels > 0 { problems.append("\(greenPixels) green pixels of the hidden panel") }
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }

        @Test("A preview that shows layout times draws the last pass's time in the top-right corner; others do not")
        func layoutTimeBadge() throws {
            let words = try Rendered(preview: "Words (1,200 labels)", test: "words")
            let plain = try Rendered(preview: "Views and layers", test: "no-badge")
            // The badge is white text on 70 % black near the top-right corner of the root: dark gray pixels, which
            // neither demo has there otherwise (the other's banner is blue).
            func isDarkGray(_ pixel: RGB) -> Bool {
                let red = Int(pixel.red)
                let green = Int(pixel.green)
                let blue = Int(pixel.blue)
                return red < 100 && abs(red - green) < 8 && abs(green - blue) < 8
            }
            func darkGrayPixels(_ rendered: Rendered) -> Int {
                var count = 0
                for x in 280..<370 {
                    for y in 6..<24 where isDarkGray(rendered.pixel(x, y)) { count += 1 }
                }
                return count
            }
            #expect(darkGrayPixels(words) > 200, "no layout time badge over the words")
            #expect(darkGrayPixels(plain) == 0, "a layout time badge where none was asked for")
        }
    }
}
