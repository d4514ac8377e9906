// "Song cells" at three widths: the ported cell with its artwork, baselines and a long title that gives way.

import Cartography
import Foundation
import Testing

@MainActor
@Suite struct SongCellScreenTests {
    /// Cells are 84 high, one point apart. In each, margins of 16 and 11: the 60 × 60 artwork centred (12
    /// down); the title (15 points semibold: 9 a character) 12 after it; artist and album (10 points: 6 a
    /// character, 12 high) 4 and 2 below; the duration ("5:55", 24) at W − 40, its baseline (9.5) on the
    /// title's (14.25): 4.75 lower. The third title (40 characters, 360) fits from 88 to 8 before the
    /// duration (W − 136) except at 320, where it is 184 and its compression resistance is broken by 176.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Song cells", width: width)
        let titles: [CGFloat] = [153, 54, min(360, width - 136)]
        let artists: [CGFloat] = [30, 66, 30]
        let albums: [CGFloat] = [120, 36, 90]
        for index in 0..<3 {
            let top = 85 * CGFloat(index)
            let name = "song\(index)"
            try layout.expect(name, at: CGRect(x: 0, y: top, width: width, height: 84))
            try layout.expect("\(name).artwork", at: CGRect(x: 16, y: top + 12, width: 60, height: 60))
            try layout.expect("\(name).title", at: CGRect(x: 88, y: top + 12, width: titles[index], height: 18))
            try layout.expect("\(name).artist", at: CGRect(x: 88, y: top + 34, width: artists[index], height: 12))
            try layout.expect("\(name).album", at: CGRect(x: 88, y: top + 48, width: albums[index], height: 12))
            try layout.expect("\(name).duration", at: CGRect(x: width - 40, y: top + 16.75, width: 24, height: 12))
        }
        let diagnostics = layout.diagnostics
        #expect(diagnostics.conflicts.isEmpty && diagnostics.ambiguities.isEmpty, "\(diagnostics.report)")
        if width - 136 < 360 {
            #expect(diagnostics.brokenConstraints.count == 1, "\(diagnostics.report)")
            #expect(diagnostics.brokenConstraints.first?.violation == 360 - (width - 136))
        } else {
            #expect(diagnostics.brokenConstraints.isEmpty, "\(diagnostics.report)")
        }
    }
}
