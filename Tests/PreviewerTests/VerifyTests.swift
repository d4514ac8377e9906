// --verify: golden snapshots rendered again and compared, frames exactly and pixels within a colour distance.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Golden snapshots (--verify)")
    struct VerifyTests {
        /// Records the Spot preview's two variants (its square 20 points from the leading edge) into a new folder.
        static func recorded(_ test: String, display: VirtualDisplay, files: TemporaryFiles) throws -> URL {
            let source = try files.write("Spot.swift", SheetTests.spotFile)
            let folder = try ShotsFolder.folder(for: test).appendingPathComponent("golden")
            try? FileManager.default.removeItem(at: folder)
            let run = try OneShotRun(
                ["--source", source, "--preview", "Spot", "--seed", "7", "--record", folder.path],
                environment: display.appEnvironment)
            #expect(run.status == 0, "stderr: \(run.errors)")
            return folder
        }

        /// The Spot preview with its square `leading` points from the leading edge, in a folder of its own.
        static func spot(leading: Int, files: TemporaryFiles, name: String) throws -> String {
            let text = SheetTests.spotFile.replacingOccurrences(of: "leading + 20", with: "leading + \(leading)")
            try FileManager.default.createDirectory(
                atPath: files.folder + "/" + name, withIntermediateDirectories: true)
            return try files.write("\(name)/Spot.swift", text)
        }

        @Test("record then verify passes, and the seed comes from the references", .timeLimit(.minutes(2)))
        func roundTrip() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let folder = try Self.recorded("verify-round-trip", display: display, files: files)
                let run = try OneShotRun(
                    ["--source", files.folder + "/Spot.swift", "--preview", "Spot", "--verify", folder.path],
                    environment: display.appEnvironment)
                #expect(run.status == 0, "stdout: \(run.output) stderr: \(run.errors)")
                #expect(run.output.last == "golden: 2 passed, 0 failed, 0 missing, 0 orphaned", "\(run.output)")
                let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Spot")
                #expect(!written.contains { $0.contains(".actual.") || $0.contains(".diff.") }, "\(written)")
            }
        }

        /// Two previews of unnamed views: the second's views are numbered after the first's when both are made.
        static let renumberedFile = """
            import Cartography
            import Foundation

            final class Three: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for _ in 0..<3 {
                        let square = View()
                        view.addSubview(square)
                        constrain(square) { s in s.edges == s.superview!.edges }
                    }
                }
            }

            final class One: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let square = View()
                    square.backgroundColor = .green
                    view.addSubview(square)
                    constrain(square) { s in
                        s.width == 50; s.height == 40; s.left == s.superview!.left + 10; s.top == s.superview!.top + 10
                    }
                }
            }

            struct Renumbered_Previews: PreviewProvider {
                static var previews: [Preview] {
                    [Preview("Three", size: CGSize(width: 200, height: 150)) { Three() },
                     Preview("One", size: CGSize(width: 200, height: 150)) { One() }]
                }
            }
            """

        @Test(
            "views named by a serial number (View12) compare by place, not by the number other previews shifted",
            .timeLimit(.minutes(2)))
        func serialNamesDoNotMatter() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let source = try files.write("Renumbered.swift", Self.renumberedFile)
                let folder = try ShotsFolder.folder(for: "verify-renumbered").appendingPathComponent("golden")
                try? FileManager.default.removeItem(at: folder)
                let record = try OneShotRun(
                    ["--source", source, "--seed", "3", "--record", folder.path], environment: display.appEnvironment)
                #expect(record.status == 0, "stderr: \(record.errors)")
                let recorded = try String(contentsOfFile: folder.path + "/One/200x150.json", encoding: .utf8)
                // Without "Three" the square of "One" is made first, and gets a smaller number than it was recorded with.
                let run = try OneShotRun(
                    ["--source", source, "--skip", "Three", "--verify", folder.path],
                    environment: display.appEnvironment)
                #expect(run.status == 0, "stdout: \(run.output) stderr: \(run.errors)")
                #expect(run.output.last == "golden: 2 passed, 0 failed, 0 missing, 0 orphaned", "\(run.output)")
                let shown = try OneShotRun(
                    ["--source", source, "--preview", "One", "--size", "200x150", "--dump-frames"],
                    environment: display.appEnvironment)
                let name = try #require(shown.output.joined().firstMatch(of: /"name":"(View\d+)","type":"View"/)?.1)
                #expect(!recorded.contains("\"\(name)\""), "the number must differ for this test to mean anything")
            }
        }

        @Test("a changed constant fails, with the actual picture and a difference image", .timeLimit(.minutes(2)))
        func changedConstant() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let folder = try Self.recorded("verify-changed", display: display, files: files)
                let moved = try Self.spot(leading: 24, files: files, name: "moved")
                let run = try OneShotRun(
                    ["--source", moved, "--preview", "Spot", "--verify", folder.path],
                    environment: display.appEnvironment)
                #expect(run.status == 1, "stdout: \(run.output) stderr: \(run.errors)")
                #expect(run.output.last == "golden: 0 passed, 2 failed, 0 missing, 0 orphaned", "\(run.output)")
                let failure = try #require(run.output.first { $0.hasPrefix("golden: FAIL Spot/Small:") })
                // A 40-point square moved by 4: two strips of 4 × 40 pixels differ.
                #expect(failure.contains("320 of 30000 pixels"), "\(failure)")
                #expect(failure.contains("frame › x: 20 in the reference, 24 now"), "\(failure)")
                let base = folder.path + "/Spot/Small"
                let actual = try RGBImage(contentsOf: base + ".actual.png")
                let red = RGB(red: 255, green: 0, blue: 0)
                #expect(
                    actual[62, 40].isClose(to: red, tolerance: 3) && actual[21, 40].isClose(to: .white, tolerance: 3))
                let difference = try RGBImage(contentsOf: base + ".diff.png")
                #expect(difference.width == 200 && difference.height == 150)
                let magenta = RGB(red: 255, green: 0, blue: 255)
                // Where the square was and is no more, and where it is now and was not: magenta.
                for x in [20, 23, 60, 63] { #expect(difference[x, 40].isClose(to: magenta, tolerance: 3), "x \(x)") }
                // Where both are red or both white: the reference, faded to light grey; nothing magenta.
                #expect(difference[40, 40].isClose(to: RGB(red: 227, green: 227, blue: 227), tolerance: 2))
                #expect(difference[100, 100] == .white && difference[19, 40] == .white)
                let frames = try String(contentsOfFile: base + ".actual.json", encoding: .utf8)
                #expect(frames.contains("\"x\" : 24"))
                // The next passing run removes the failure's files.
                let again = try OneShotRun(
                    ["--source", files.folder + "/Spot.swift", "--preview", "Spot", "--verify", folder.path],
                    environment: display.appEnvironment)
                #expect(again.status == 0, "\(again.output)")
                #expect(!FileManager.default.fileExists(atPath: base + ".diff.png"))
            }
        }

        @Test(
            "pixels off by less than the tolerance pass (another machine's rounding); --delta-e 0 fails them",
            .timeLimit(.minutes(2)))
        func tolerance() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let folder = try Self.recorded("verify-tolerance", display: display, files: files)
                // The reference's square drawn 254 of 255 red, as another rasteriser might round it: ΔE₀₀ about 0.3.
                let reference = folder.path + "/Spot/Small.png"
                _ = try ExternalTool.run(
                    "convert", [reference, "-fill", "rgb(254,0,0)", "-opaque", "rgb(255,0,0)", reference])
                #expect(try RGBImage(contentsOf: reference)[40, 40] == RGB(red: 254, green: 0, blue: 0))
                let failures = try ShotsFolder.folder(for: "verify-tolerance").appendingPathComponent("failures")
                try? FileManager.default.removeItem(at: failures)
                let arguments = [
                    "--source", files.folder + "/Spot.swift", "--preview", "Spot", "--verify", folder.path,
                ]
                let passing = try OneShotRun(arguments, environment: display.appEnvironment)
                #expect(passing.status == 0, "\(passing.output) \(passing.errors)")
                let strict = try OneShotRun(
                    arguments + ["--delta-e", "0", "--failures", failures.path], environment: display.appEnvironment)
                #expect(strict.status == 1, "\(strict.output) \(strict.errors)")
                #expect(strict.output.contains { $0.contains("1600 of 30000 pixels") }, "\(strict.output)")
                #expect(strict.output.last == "golden: 1 passed, 1 failed, 0 missing, 0 orphaned", "\(strict.output)")
                let written = try FileManager.default.contentsOfDirectory(atPath: failures.path + "/Spot").sorted()
                #expect(written == ["Small.actual.json", "Small.actual.png", "Small.diff.png", "Small.reference.png"])
                let difference = try RGBImage(contentsOf: failures.path + "/Spot/Small.diff.png")
                // ΔE₀₀ 0.3 of 20: the faintest magenta.
                #expect(
                    difference[40, 40].red == 255 && difference[40, 40].green > 190 && difference[40, 40].blue == 255)
                // With a failures folder, nothing is written beside the references.
                let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Spot")
                #expect(beside.sorted() == ["Small-RTL.json", "Small-RTL.png", "Small.json", "Small.png"])
                // Every pixel of the square may differ when 5.4 % of them may.
                let lenient = try OneShotRun(
                    arguments + ["--delta-e", "0", "--max-differing", "5.4"], environment: display.appEnvironment)
                #expect(lenient.status == 0, "\(lenient.output)")
            }
        }

        @Test("missing and orphaned references are listed, and fail", .timeLimit(.minutes(2)))
        func missingAndOrphaned() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let folder = try Self.recorded("verify-missing", display: display, files: files)
                let spot = folder.appendingPathComponent("Spot")
                try FileManager.default.removeItem(at: spot.appendingPathComponent("Small-RTL.png"))
                try FileManager.default.copyItem(
                    at: spot.appendingPathComponent("Small.png"), to: spot.appendingPathComponent("Large.png"))
                let run = try OneShotRun(
                    ["--source", files.folder + "/Spot.swift", "--preview", "Spot", "--verify", folder.path],
                    environment: display.appEnvironment)
                #expect(run.status == 1)
                #expect(run.output.contains { $0.hasPrefix("golden: missing Spot/Small RTL: no Small-RTL.png") })
                #expect(run.output.contains { $0.hasPrefix("golden: orphaned Spot/Large:") }, "\(run.output)")
                #expect(run.output.last == "golden: 1 passed, 0 failed, 1 missing, 1 orphaned", "\(run.output)")
            }
        }
    }
}
