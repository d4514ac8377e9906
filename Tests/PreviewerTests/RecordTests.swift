// --record: every preview in each of its variants saved as a picture and its frames.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Golden snapshots (--record)")
    struct RecordTests {
        @Test("--record saves each variant's picture at its size and its view tree", .timeLimit(.minutes(2)))
        func record() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let source = try files.write("Spot.swift", SheetTests.spotFile)
                let folder = try ShotsFolder.folder(for: "record").appendingPathComponent("golden")
                try? FileManager.default.removeItem(at: folder)
                let run = try OneShotRun(
                    ["--source", source, "--seed", "7", "--record", folder.path], environment: display.appEnvironment)
                #expect(run.status == 0, "stderr: \(run.errors)")
                let spot = folder.appendingPathComponent("Spot")
                let names = try FileManager.default.contentsOfDirectory(atPath: spot.path).sorted()
                // Portable file names (no spaces, no ×); the JSON keeps the variant's own name.
                #expect(names == ["Small-RTL.json", "Small-RTL.png", "Small.json", "Small.png"])
                #expect(run.output == ["recorded 2 pictures and their frames of 1 previews in \(folder.path)"])
                let red = RGB(red: 255, green: 0, blue: 0)
                for (variant, file, spotX) in [("Small", "Small", 40), ("Small RTL", "Small-RTL", 160)] {
                    let image = try RGBImage(contentsOf: spot.appendingPathComponent("\(file).png").path)
                    #expect(image.width == 200 && image.height == 150, "\(variant)")
                    #expect(image[spotX, 40].isClose(to: red, tolerance: 3), "\(variant)")
                    let data = try Data(contentsOf: spot.appendingPathComponent("\(file).json"))
                    let frames = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
                    #expect(frames["seed"] as? Int == 7)
                    #expect(frames["variant"] as? String == variant)
                    #expect(frames["root"] as? [String: Int] == ["width": 200, "height": 150])
                    #expect(frames["views"] != nil && frames["window"] == nil, "only what repeats from run to run")
                }
                // With --source, only the user's previews: the gallery's are not theirs to keep.
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Spot"])
            }
        }
    }
}
