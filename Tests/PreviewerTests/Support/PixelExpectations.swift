// What the pixels of the content area must be, given a frame report: white root, gray container, cell colors.

import Foundation
import PreviewerCore

/// Checks a picture of the window against the frames the app reported for it.
enum PixelExpectations {
    /// Half the side of the square around a cell's center that is left out of the exact comparison: the
    /// cell's index is drawn there (17 px text), anti-aliased.
    static let textMargin = 15

    /// The overlay scrollbar of a root that scrolls: GTK fades it in over the content's right edge some
    /// frames after the layout (so a picture may or may not show it yet), then keeps it.
    static let scrollbarWidth = 16

    /// How many columns of the content area, from the left, show the root view alone.
    static func uncoveredWidth(_ frames: FrameReport) -> Int {
        frames.content.width - (frames.scrolls ? scrollbarWidth : 0)
    }

    /// The expected color of one pixel of the root view.
    private enum Expected: Hashable {
        case white
        case gray
        case cell(Int)
        /// The text in a cell: not compared pixel by pixel.
        case text(Int)

        var name: String {
            switch self {
            case .white: "the root's white background"
            case .gray: "the gray container (margins and gaps)"
            case .cell(let index): "cell \(index)"
            case .text(let index): "the text of cell \(index)"
            }
        }
    }

    private struct Tally {
        var mismatches = 0
        var pixels = 0
        var example = ""
    }

    /// Problems with the visible part of the root view drawn in `image` with its top-left pixel at `origin`.
    ///
    /// Every visible pixel is compared: inside a cell's pixel frame (except its text) it must be the cell's
    /// reported color, elsewhere in the container gray, elsewhere white. Then each cell's center must be its
    /// color, its index must be drawn, and the middle of each gap between neighbours must be gray.
    static func problems(in image: RGBImage, origin: (x: Int, y: Int), frames: FrameReport) -> [String] {
        // The root scrolls inside the content area; unscrolled, its top rows are what is visible.
        let visibleWidth = uncoveredWidth(frames)
        let visibleHeight = min(frames.content.height, frames.root.height)
        guard origin.x >= 0, origin.y >= 0, origin.x + visibleWidth <= image.width,
            origin.y + visibleHeight <= image.height
        else {
            return [
                "the content area \(frames.content) at \(origin) is not inside the \(image.width)×\(image.height) image"
            ]
        }
        let colors = frames.cellColors
        let cells = frames.cells.map(\.frame)
        var tallies: [Expected: Tally] = [:]
        var row = [Expected](repeating: .white, count: visibleWidth)
        for y in 0..<visibleHeight {
            expectedRow(y, frames: frames, into: &row)
            for x in 0..<visibleWidth {
                let expected = row[x]
                let want: RGB
                switch expected {
                case .white: want = .white
                case .gray: want = .gray
                case .cell(let index): want = colors[index]
                case .text: continue
                }
                let got = image[origin.x + x, origin.y + y]
                tallies[expected, default: Tally()].pixels += 1
                if !got.isClose(to: want) {
                    tallies[expected, default: Tally()].mismatches += 1
                    if tallies[expected]!.example.isEmpty {
                        tallies[expected]!.example = "(\(x), \(y)) is \(got), not \(want)"
                    }
                }
            }
        }
        var problems = tallies.filter { $0.value.mismatches > 0 }.sorted { $0.key.name < $1.key.name }.map {
            "\($0.key.name): \($0.value.mismatches) of \($0.value.pixels) pixels wrong, e.g. root pixel \($0.value.example)"
        }
        problems += centerProblems(image, origin, cells, colors, visibleWidth, visibleHeight)
        problems += gapProblems(image, origin, cells, visibleWidth, visibleHeight)
        return problems
    }

    private static func expectedRow(_ y: Int, frames: FrameReport, into row: inout [Expected]) {
        for x in row.indices { row[x] = .white }
        let container = frames.container.frame
        if y >= container.y && y < container.maxY {
            for x in max(0, container.x)..<max(0, min(row.count, container.maxX)) { row[x] = .gray }
        }
        for (index, cell) in frames.cells.map(\.frame).enumerated() where y >= cell.y && y < cell.maxY {
            let centerX = cell.x + cell.width / 2
            let centerY = cell.y + cell.height / 2
            let inTextRows = abs(y - centerY) <= textMargin
            for x in max(0, cell.x)..<max(0, min(row.count, cell.maxX)) {
                row[x] = inTextRows && abs(x - centerX) <= textMargin ? .text(index) : .cell(index)
            }
        }
    }

    /// The most common color in the middle half of each cell is its color, and its index is drawn there.
    private static func centerProblems(
        _ image: RGBImage, _ origin: (x: Int, y: Int), _ cells: [FrameReport.Rect], _ colors: [RGB],
        _ visibleWidth: Int,
        _ visibleHeight: Int
    ) -> [String] {
        var problems: [String] = []
        // Only cells whose middle half is in view (a scrolled grid hides the lower rows).
        for (index, cell) in cells.enumerated()
        where cell.x + cell.width * 3 / 4 <= visibleWidth && cell.y + cell.height * 3 / 4 <= visibleHeight {
            let center = image.mostCommonColor(
                x: origin.x + cell.x + cell.width / 4, y: origin.y + cell.y + cell.height / 4, width: cell.width / 2,
                height: cell.height / 2)
            if let center, !center.isClose(to: colors[index]) {
                problems.append("cell \(index) is \(center) at its center, not its reported \(colors[index])")
            }
            let text = (0...(2 * textMargin)).flatMap { dy in
                (0...(2 * textMargin)).map { dx in
                    image[
                        origin.x + cell.x + cell.width / 2 - textMargin + dx,
                        origin.y + cell.y + cell.height / 2 - textMargin + dy]
                }
            }
            if !text.contains(where: { !$0.isClose(to: colors[index], tolerance: 40) }) {
                problems.append("cell \(index) shows no text at its center")
            }
        }
        return problems
    }

    /// The middle of the gap between horizontal and vertical neighbours is gray.
    private static func gapProblems(
        _ image: RGBImage, _ origin: (x: Int, y: Int), _ cells: [FrameReport.Rect], _ visibleWidth: Int,
        _ visibleHeight: Int
    ) -> [String] {
        var problems: [String] = []
        func expectGray(_ x: Int, _ y: Int, _ what: String) {
            guard x < visibleWidth, y < visibleHeight else { return }
            let got = image[origin.x + x, origin.y + y]
            if !got.isClose(to: .gray) { problems.append("\(what) at root pixel (\(x), \(y)) is \(got), not gray") }
        }
        for (index, cell) in cells.enumerated() {
            if index % 3 != 0 {
                let left = cells[index - 1]
                expectGray(
                    (left.maxX + cell.x) / 2, cell.y + cell.height / 2,
                    "the gap between cells \(index - 1) and \(index)")
            }
            if index >= 3 {
                let above = cells[index - 3]
                expectGray(
                    cell.x + cell.width / 2, (above.maxY + cell.y) / 2,
                    "the gap between cells \(index - 3) and \(index)")
            }
        }
        return problems
    }

    /// How many pixels of a `width`×`height` region differ between two images (beyond a small tolerance).
    static func differingPixels(
        _ a: RGBImage, at aOrigin: (x: Int, y: Int), _ b: RGBImage, at bOrigin: (x: Int, y: Int), width: Int,
        height: Int
    ) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where !a[aOrigin.x + x, aOrigin.y + y].isClose(to: b[bOrigin.x + x, bOrigin.y + y]) {
                count += 1
            }
        }
        return count
    }
}
