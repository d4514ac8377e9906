// --variants: --record and --sheet render the variants canvas's families and sizes named on the command line,
// not only what the preview declares.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Variants from the command line (--variants)")
    struct VariantsOptionTests {
        static let red = RGB(red: 255, green: 0, blue: 0)

        /// The sheet tests' spot (a 40-point red square 20 points from the leading and top edges) on the
        /// system background, which is black in the dark appearance.
        static let spotFile = SheetTests.spotFile.replacingOccurrences(of: ".white", with: ".systemBackground")

        /// Runs the previewer once on the spot file, `--source` first, then `arguments`; it must succeed.
        static func runOnSpot(_ arguments: [String]) throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let files = try TemporaryFiles()
            let source = try files.write("Spot.swift", spotFile)
            let run = try OneShotRun(["--source", source] + arguments, environment: display.appEnvironment)
            #expect(run.status == 0, "stderr: \(run.errors)")
        }

        @Test("--record --variants saves the named families and sizes, each name once", .timeLimit(.minutes(2)))
        func recordNamedVariants() throws {
            let folder = try ShotsFolder.folder(for: "variants-option").appendingPathComponent("golden")
            try? FileManager.default.removeItem(at: folder)
            try Self.runOnSpot(["--record", folder.path, "--variants", "dark, 320x240,rtl"])
            let spot = folder.appendingPathComponent("Spot")
            let pictures = try FileManager.default.contentsOfDirectory(atPath: spot.path).filter {
                $0.hasSuffix(".png")
            }
            #expect(Set(pictures) == ["Small.png", "Small-dark.png", "320x240.png", "Small-RTL.png"])
            // (file, size, the spot's left edge + 20, the background).
            let black = RGB(red: 0, green: 0, blue: 0)
            let white = RGB(red: 255, green: 255, blue: 255)
            let expectations = [
                ("Small", 200, 150, 40, white), ("Small-dark", 200, 150, 40, black),
                ("320x240", 320, 240, 40, white), ("Small-RTL", 200, 150, 160, white),
            ]
            for (name, width, height, spotX, background) in expectations {
                let image = try RGBImage(contentsOf: spot.appendingPathComponent("\(name).png").path)
                #expect(image.width == width && image.height == height, "\(name)")
                #expect(image[spotX, 40].isClose(to: Self.red, tolerance: 3), "\(name)")
                #expect(image[width - 5, height - 5].isClose(to: background, tolerance: 3), "\(name)")
            }
        }

        @Test("--sheet --variants pictures the sizes given, in their order", .timeLimit(.minutes(2)))
        func sheetOfSizes() throws {
            let path = try ShotsFolder.folder(for: "variants-option").appendingPathComponent("sheet.png").path
            try Self.runOnSpot(["--preview", "Spot", "--sheet", path, "--variants", "300x100, 120x90"])
            let image = try RGBImage(contentsOf: path)
            // 16-point margins around and between the pictures (as the declared sheet has).
            #expect(image.width == 16 + 300 + 16 + 120 + 16)
            #expect(image[16 + 40, 16 + 40].isClose(to: Self.red, tolerance: 3))
            #expect(image[16 + 300 + 16 + 40, 16 + 40].isClose(to: Self.red, tolerance: 3))
        }
    }
}
