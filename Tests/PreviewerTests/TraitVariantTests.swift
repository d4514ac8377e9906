// Variants of traits rendered: light and dark, right to left, text at 200 %, each in frames and pixels.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Trait variants (--record)")
    struct TraitVariantTests {
        /// A system-background screen with a card that picks its colour by the appearance (in
        /// `traitCollectionDidChange`) and a label in the `label` colour, in four variants.
        static let themedFile = """
            import Cartography
            import Foundation

            final class Card: View {
                override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                    backgroundColor = traitCollection.userInterfaceStyle == .dark
                        ? Color(red: 1, green: 0.5, blue: 0) : Color(red: 0, green: 0, blue: 1)
                }
            }

            final class ThemedViewController: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    let card = Card()
                    card.backgroundColor = Color(red: 0, green: 0, blue: 1)
                    let greeting = Label()
                    greeting.text = "Hello"
                    greeting.font = .systemFont(ofSize: 15)
                    greeting.textColor = .label
                    view.addSubview(card)
                    view.addSubview(greeting)
                    constrain(card, greeting) { card, greeting in
                        card.leading == card.superview!.leading + 20
                        card.top == card.superview!.top + 20
                        card.width == 40
                        card.height == 40
                        greeting.leading == card.leading
                        greeting.top == card.bottom + 20
                    }
                }
            }

            struct Themed_Previews: PreviewProvider {
                static let small = PreviewVariant("Small", size: CGSize(width: 200, height: 150))
                static var previews: [Preview] {
                    [Preview("Themed", variants: [small, small.dark, small.rightToLeft, small.textScale(2)]) {
                        ThemedViewController()
                    }]
                }
            }
            """

        struct Recorded {
            var picture: RGBImage
            /// The card's and the label's frames: x, y, width, height.
            var card: [Int]
            var label: [Int]
            var cardColor: [Double]
        }

        static func record(display: VirtualDisplay) throws -> [String: Recorded] {
            let files = try TemporaryFiles()
            let source = try files.write("Themed.swift", themedFile)
            let folder = try ShotsFolder.folder(for: "trait-variants").appendingPathComponent("golden")
            try? FileManager.default.removeItem(at: folder)
            let run = try OneShotRun(
                ["--source", source, "--preview", "Themed", "--record", folder.path],
                environment: display.appEnvironment)
            guard run.status == 0 else { throw HarnessError("--record failed: \(run.errors)") }
            var result: [String: Recorded] = [:]
            // Each variant and its portable file name.
            let fileNames = [
                ("Small", "Small"), ("Small dark", "Small-dark"), ("Small RTL", "Small-RTL"),
                ("Small text 200 %", "Small-text-200"),
            ]
            for (variant, file) in fileNames {
                let base = folder.appendingPathComponent("Themed/\(file)")
                let data = try Data(contentsOf: URL(fileURLWithPath: base.path + ".json"))
                let tree = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
                #expect(tree["variant"] as? String == variant)
                let views = try #require(tree["views"] as? [String: Any])
                let children = try #require(views["children"] as? [[String: Any]])
                func frame(_ index: Int) throws -> [Int] {
                    let frame = try #require(children[index]["frame"] as? [String: Int])
                    return [frame["x"] ?? -1, frame["y"] ?? -1, frame["width"] ?? -1, frame["height"] ?? -1]
                }
                result[variant] = Recorded(
                    picture: try RGBImage(contentsOf: base.path + ".png"), card: try frame(0), label: try frame(1),
                    cardColor: children[0]["color"] as? [Double] ?? [])
            }
            return result
        }

        @Test("light and dark, right to left, text at 200 %: each renders differently", .timeLimit(.minutes(2)))
        func variants() throws {
            try withDisplay { display in
                let recorded = try Self.record(display: display)
                let light = try #require(recorded["Small"])
                let dark = try #require(recorded["Small dark"])
                let mirrored = try #require(recorded["Small RTL"])
                let large = try #require(recorded["Small text 200 %"])
                let blue = RGB(red: 0, green: 0, blue: 255)
                let orange = RGB(red: 255, green: 128, blue: 0)
                // Light: a white system background, the blue card, dark text.
                #expect(light.picture[150, 130] == .white && light.picture[40, 40] == blue)
                #expect(light.card == [20, 20, 40, 40] && light.cardColor == [0, 0, 1, 1])
                #expect(Self.count(in: light.picture, x: 20...80, y: 80...100) { $0.red < 80 } > 15, "dark text")
                // Dark: the system background black, the card orange (its traitCollectionDidChange), light text;
                // the same frames.
                #expect(dark.picture[150, 130] == .black && dark.picture[40, 40].isClose(to: orange, tolerance: 1))
                #expect(dark.card == light.card && dark.label == light.label && dark.cardColor == [1, 0.5, 0, 1])
                #expect(Self.count(in: dark.picture, x: 20...80, y: 80...100) { $0.red > 170 } > 15, "light text")
                // Right to left: the card and the label 20 from the right edge.
                #expect(mirrored.card == [140, 20, 40, 40] && mirrored.picture[160, 40] == blue)
                #expect(mirrored.label[0] + mirrored.label[2] == 180)
                // Text at 200 %: the label twice as large (Pango's measure, so within a pixel or two); the card as it was.
                #expect(large.card == light.card)
                #expect(abs(large.label[2] - 2 * light.label[2]) <= 3 && abs(large.label[3] - 2 * light.label[3]) <= 3)
                #expect(
                    Self.count(in: large.picture, x: 20...180, y: 80...130) { $0.red < 80 }
                        > 3 * Self.count(in: light.picture, x: 20...180, y: 80...130) { $0.red < 80 })
            }
        }

        static func count(
            in image: RGBImage, x: ClosedRange<Int>, y: ClosedRange<Int>, where test: (RGB) -> Bool
        ) -> Int {
            var count = 0
            for row in y where row < image.height {
                for column in x where column < image.width && test(image[column, row]) { count += 1 }
            }
            return count
        }
    }
}
