// --filmstrip: one preview at several widths, side by side in one labelled picture.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Filmstrip")
    struct FilmstripTests {
        @Test("--filmstrip lays out the preview at each width and pictures them in a row", .timeLimit(.minutes(1)))
        func filmstrip() throws {
            try withDisplay { display in
                let path = try ShotsFolder.folder(for: "filmstrip").appendingPathComponent("equal-widths.png").path
                let run = try OneShotRun(
                    ["--preview", "Equal widths", "--size", "320x300", "--filmstrip", path, "--widths", "320,480"],
                    environment: display.appEnvironment)
                #expect(run.status == 0, "stderr: \(run.errors)")
                let image = try RGBImage(contentsOf: path)
                // 16-point margins around and between the frames, a 28-point caption under them.
                #expect(image.width == 16 + 320 + 16 + 480 + 16)
                #expect(image.height == 16 + 300 + 28 + 16)
                let red = RGB(red: 232, green: 77, blue: 61)
                let blue = RGB(red: 51, green: 117, blue: 219)
                for (origin, width) in [(16, 320), (352, 480)] {
                    // red at x = 20, blue at 30 + (W − 50) / 2, both 20 from the top.
                    let redPixel = image[origin + 25, 16 + 25]
                    let bluePixel = image[origin + 30 + (width - 50) / 2 + 5, 16 + 25]
                    #expect(redPixel.isClose(to: red, tolerance: 3), "the red view at width \(width) is \(redPixel)")
                    #expect(
                        bluePixel.isClose(to: blue, tolerance: 3), "the blue view at width \(width) is \(bluePixel)")
                }
            }
        }
    }
}
