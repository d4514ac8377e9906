// A compositional layout's carousel in a real window: it scrolls sideways on its own, the list around it vertically.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Carousel scrolling")
    struct CarouselScrollTests {
        /// The "Compositional layout" preview at 375 × 667: scrolling sideways over the carousel (its cards
        /// 291.55 wide, 12 apart, from 16) by 400 moves only the carousel: its second and third cards have
        /// cells (the first's was reused); scrolling down over it scrolls the collection view, as on iOS.
        @Test("A carousel scrolls sideways; a vertical scroll over it moves the list", .timeLimit(.minutes(1)))
        func carousel() throws {
            let live = try LiveGrid(
                options: ["--preview", "Compositional layout", "--size", "375x667"], test: "carousel")
            defer { live.stop() }
            let start = try live.app.frames()
            #expect(start.views.find("cell0")?.frame.x == 16)
            #expect(start.views.find("cell3") == nil)
            let sideways = try live.app.send("scroll 100 120 400 0")
            #expect(sideways.scrolled == true)
            let frames = try #require(sideways.frames)
            let third = try #require(frames.views.find("cell2")?.frame)
            let card: Double = 291.55 + 12
            let expectedX: Double = 16 + 2 * card - 400
            #expect(abs(Double(third.x) - expectedX) <= 0.25, "frames are reported to the nearest pixel at 2×")
            #expect(third.y == 52)
            #expect(frames.views.find("cell1") != nil)
            #expect(frames.views.find("cell3") == nil, "card 3 starts beyond the preload margin")
            #expect(frames.views.find("cell0") == nil, "card 0 left the carousel and its cell was reused")
            #expect(frames.views.find("cell6")?.frame.y == 280, "the grid did not move")
            let down = try live.app.send("scroll 100 120 0 50")
            #expect(down.scrolled == true)
            #expect(down.frames?.views.find("cell6")?.frame.y == 230)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "stderr: \(live.app.stderr)")
        }
    }
}
