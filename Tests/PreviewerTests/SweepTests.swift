// Sweep mode: the content area's width glides between two widths, eased at the ends.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Sweep")
    struct SweepTests {
        @Test("A sweep's phases give its widths, eased; the layout follows each one", .timeLimit(.minutes(1)))
        func phases() throws {
            try withPreviewer(options: ["--preview", "Equal widths", "--size", "320x400", "--sweep", "320:520"]) {
                app, _ in
                // Smoothstep: 0 → 320, 0.25 → 320 + 200 · 0.15625, 1 → 520, 1.5 → back half way.
                for (phase, width) in [(0.0, 320), (0.25, 351), (1.0, 520), (1.5, 420), (2.0, 320)] {
                    let frames = try app.frames(after: "sweep \(phase)")
                    #expect(frames.content.width == width, "phase \(phase)")
                    let each = (Double(width) - 50) / 2
                    let red = try #require(frames.views.find("red")?.layoutFrame)
                    #expect(abs(red.width - each) < 1e-6, "phase \(phase): red is \(red.width) wide, not \(each)")
                }
                let bad = try app.send("sweep 3")
                #expect(!bad.ok)
            }
        }
    }
}
