// A layout taller than --size: said so where it happens, and kept to the size with Flutter's tape in exact mode.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Overflow and exact size")
    struct OverflowTests {
        static let yellow = RGB(red: 255, green: 204, blue: 0)

        /// The pixels of the bottom `rows` rows of the content area that are neither tape colour, and how many of
        /// each colour there are.
        static func tape(_ image: RGBImage, _ frames: FrameReport, rows: Int) -> (yellow: Int, black: Int, other: Int) {
            var counts = (yellow: 0, black: 0, other: 0)
            let content = frames.content
            for y in (content.maxY - rows)..<content.maxY {
                for x in content.x..<content.maxX {
                    switch image[x, y] {
                    case yellow: counts.yellow += 1
                    case .black: counts.black += 1
                    default: counts.other += 1
                    }
                }
            }
            return counts
        }

        @Test(
            "A taller root is reported; --exact-size keeps W×H and tapes the overflowing edge", .timeLimit(.minutes(1)))
        func exactSize() throws {
            let live = try LiveGrid(options: ["--seed", "7", "--count", "9", "--size", "800x600"], test: "overflow")
            defer { live.stop() }
            let grown = try live.app.frames()
            #expect(grown.scrolls && grown.root.height == 800 && grown.exactSize == false)
            let explained = try #require(try live.app.send("explain").report)
            #expect(
                explained.contains("The root is 800 × 800, taller than the 800 × 600 asked for"),
                "\(explained.prefix(300))")
            let grownPath = live.shots.appendingPathComponent("grown.png").path
            try live.app.snapshot(to: grownPath)
            let noTape = Self.tape(try RGBImage(contentsOf: grownPath), grown, rows: 8)
            #expect(noTape.yellow == 0, "tape without exact size: \(grownPath)")

            let exact = try live.app.frames(after: "exact on")
            #expect(exact.exactSize == true && !exact.scrolls)
            #expect(exact.root == FrameReport.Size(width: 800, height: 600), "root \(exact.root)")
            #expect(
                exact.overflow == RootOverflow(top: 0, left: 0, bottom: 200, right: 0),
                "\(String(describing: exact.overflow))")
            let exactPath = live.shots.appendingPathComponent("exact.png").path
            try live.app.snapshot(to: exactPath)
            let tape = Self.tape(try RGBImage(contentsOf: exactPath), exact, rows: OverflowTape.thickness)
            // Every pixel of the band is yellow or black, both in quantity: stripes along the whole bottom edge.
            #expect(tape.other == 0 && tape.yellow > 2000 && tape.black > 2000, "tape \(tape): \(exactPath)")
            let note = try #require(try live.app.send("explain").report)
            #expect(note.contains("Exact size: the root stays 800 × 600; views overflow the bottom by 200 points"))

            let back = try live.app.frames(after: "exact off")
            #expect(back.root.height == 800 && back.overflow == nil)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }

        @Test(
            "A content area lower than the sidebar's filter, list and tools: the sidebar scrolls, the size is reached",
            .timeLimit(.minutes(1)))
        func lowerThanTheSidebar() throws {
            try withDisplay { display in
                for height in [100, 60] {
                    let run = try OneShotRun(
                        ["--preview", "Nine-grid", "--seed", "7", "--size", "320x\(height)", "--dump-frames"],
                        environment: display.appEnvironment)
                    #expect(run.status == 0, "stderr: \(run.errors)")
                    let frames = run.output.joined()
                    #expect(
                        frames.contains("\"content\":{\"height\":\(height),\"width\":320,"), "\(frames.prefix(200))")
                }
            }
        }

        @Test("--exact-size starts in exact mode; a layout that fits gets no tape", .timeLimit(.minutes(1)))
        func exactSizeOption() throws {
            let live = try LiveGrid(
                options: ["--seed", "7", "--count", "9", "--size", "375x667", "--exact-size"], test: "overflow")
            defer { live.stop() }
            let frames = try live.app.frames()
            #expect(frames.exactSize == true && frames.overflow == RootOverflow(top: 0, left: 0, bottom: 0, right: 0))
            let path = live.shots.appendingPathComponent("exact-fits.png").path
            try live.app.snapshot(to: path)
            #expect(Self.tape(try RGBImage(contentsOf: path), frames, rows: 8).yellow == 0, "\(path)")
            #expect(try live.app.quit() == 0)
        }
    }
}

/// The tape's size, as OverflowTape.swift draws it.
enum OverflowTape {
    static let thickness = 8
}
