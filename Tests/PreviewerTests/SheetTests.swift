// --sheet: one preview in each of its variants, side by side in one labelled contact sheet.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Contact sheet of variants (--sheet)")
    struct SheetTests {
        /// A red square 20 from the leading and top edges, in two variants: left to right, right to left.
        static let spotFile = """
            import Cartography
            import Foundation

            final class SpotViewController: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    let spot = View()
                    spot.backgroundColor = Color(red: 1, green: 0, blue: 0)
                    view.addSubview(spot)
                    constrain(spot) { spot in
                        spot.leading == spot.superview!.leading + 20
                        spot.top == spot.superview!.top + 20
                        spot.width == 40
                        spot.height == 40
                    }
                }
            }

            struct Spot_Previews: PreviewProvider {
                static var previews: [Preview] {
                    [Preview("Spot", variants: [
                        PreviewVariant("Small", size: CGSize(width: 200, height: 150)),
                        PreviewVariant("Small", size: CGSize(width: 200, height: 150)).rightToLeft,
                    ]) { SpotViewController() }]
                }
            }
            """

        @Test("--sheet pictures each variant at its size and direction, in a row", .timeLimit(.minutes(2)))
        func sheet() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let source = try files.write("Spot.swift", Self.spotFile)
                let path = try ShotsFolder.folder(for: "sheet").appendingPathComponent("spot.png").path
                let run = try OneShotRun(
                    ["--source", source, "--preview", "Spot", "--sheet", path], environment: display.appEnvironment)
                #expect(run.status == 0, "stderr: \(run.errors)")
                let image = try RGBImage(contentsOf: path)
                // 16-point margins around and between the pictures, a 28-point caption under them.
                #expect(image.width == 16 + 200 + 16 + 200 + 16)
                #expect(image.height == 16 + 150 + 28 + 16)
                let red = RGB(red: 255, green: 0, blue: 0)
                let white = RGB(red: 255, green: 255, blue: 255)
                // Left to right the square spans x 20–60; right to left, 140–180.
                for (origin, spot, empty) in [(16, 40, 160), (232, 160, 40)] {
                    #expect(image[origin + spot, 16 + 40].isClose(to: red, tolerance: 3), "variant at \(origin)")
                    #expect(image[origin + empty, 16 + 40].isClose(to: white, tolerance: 3), "variant at \(origin)")
                }
            }
        }
    }
}
