// Snapshots at 2×: --scale 2, and the display's own scale (GDK_SCALE=2), drawn at that resolution.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Snapshot scale")
    struct ScaleTests {
        /// Small enough that the window at GDK_SCALE=2 still fits the test's screen.
        static let options = ["--seed", "3", "--count", "4", "--size", "320x400"]

        /// Pixels of the 1× picture whose 5×5 neighbourhood is one colour (away from text and edges, which are
        /// drawn finer at 2×, not enlarged), and how many of those differ in the 2× picture at doubled coordinates.
        static func compare(_ single: RGBImage, _ double: RGBImage) -> (compared: Int, differing: [String]) {
            var compared = 0
            var differing: [String] = []
            for y in 2..<(single.height - 2) {
                for x in 2..<(single.width - 2) {
                    let colour = single[x, y]
                    let flat = (-2...2).allSatisfy { dy in
                        (-2...2).allSatisfy { dx in single[x + dx, y + dy] == colour }
                    }
                    guard flat else { continue }
                    compared += 1
                    let samples = [double[2 * x, 2 * y], double[2 * x + 1, 2 * y + 1]]
                    if samples.contains(where: { !$0.isClose(to: colour, tolerance: 1) }) {
                        differing.append("(\(x), \(y)) \(colour) → \(samples)")
                    }
                }
            }
            return (compared, differing)
        }

        @Test(
            "--scale 2 and GDK_SCALE=2 snapshots are twice the size, with the 1× pixels doubled",
            .timeLimit(.minutes(1)))
        func doubled() throws {
            try withDisplay { display in
                let shots = try ShotsFolder.folder(for: "scale")
                let single = shots.appendingPathComponent("scale-1.png").path
                let scaled = shots.appendingPathComponent("scale-2.png").path
                let environmentScaled = shots.appendingPathComponent("gdk-scale-2.png").path
                let runs = [
                    try OneShotRun(Self.options + ["--snapshot", single], environment: display.appEnvironment),
                    try OneShotRun(
                        Self.options + ["--scale", "2", "--snapshot", scaled], environment: display.appEnvironment),
                    try OneShotRun(
                        Self.options + ["--snapshot", environmentScaled],
                        environment: display.appEnvironment.merging(["GDK_SCALE": "2"]) { $1 }),
                ]
                for run in runs {
                    #expect(run.status == 0 && run.errors.isEmpty, "stderr: \(run.errors)")
                }
                let one = try RGBImage(contentsOf: single)
                for path in [scaled, environmentScaled] {
                    let two = try RGBImage(contentsOf: path)
                    #expect(
                        two.width == 2 * one.width && two.height == 2 * one.height,
                        "\(path) is \(two.width)×\(two.height)")
                    guard two.width == 2 * one.width, two.height == 2 * one.height else { continue }
                    let (compared, differing) = Self.compare(one, two)
                    #expect(compared > one.width * one.height / 2, "only \(compared) flat pixels compared")
                    #expect(
                        differing.isEmpty, "\(differing.count) of \(compared) differ in \(path): \(differing.prefix(8))"
                    )
                }
            }
        }
    }
}
