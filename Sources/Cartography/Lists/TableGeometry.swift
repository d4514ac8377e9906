// Where a table's sections and rows lie: heights measured or estimated, and their running sums.

import Foundation

/// The vertical extent of every section and row of a table, as known so far: rows not yet shown have
/// their estimated height until measured, as UIKit's. Row tops are running sums, rebuilt after a change
/// (10,000 additions, a few microseconds).
struct TableGeometry {
    /// One section: its header and footer heights and its rows' heights.
    struct Section {
        var header: CGFloat
        var footer: CGFloat
        var rowHeights: [CGFloat]
        /// Whether each row's height is its real one (measured or given) rather than an estimate.
        var isMeasured: [Bool]
        /// Where the section starts (its header's top), in content coordinates.
        var top: CGFloat = 0
        /// Each row's top relative to the end of the header, and the rows' total height last.
        var rowTops: [CGFloat] = [0]

        var height: CGFloat { header + (rowTops.last ?? 0) + footer }
    }

    var sections: [Section] = []
    /// The table header view's height, above the first section.
    var tableHeader: CGFloat = 0
    /// The table footer view's height, below the last section.
    var tableFooter: CGFloat = 0
    /// Space between sections (grouped styles put nothing else there).
    private(set) var contentHeight: CGFloat = 0

    /// Rebuilds the section tops and row tops from the heights.
    mutating func recompute() {
        var y = tableHeader
        for index in sections.indices {
            sections[index].top = y
            var tops = [CGFloat](repeating: 0, count: sections[index].rowHeights.count + 1)
            var sum: CGFloat = 0
            for (row, height) in sections[index].rowHeights.enumerated() {
                tops[row] = sum
                sum += height
            }
            tops[sections[index].rowHeights.count] = sum
            sections[index].rowTops = tops
            y += sections[index].height
        }
        contentHeight = y + tableFooter
    }

    /// Whether a row exists.
    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
    }

    /// A row's top and height in content coordinates; the row must exist.
    func rowExtent(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
        let section = sections[indexPath.section]
        return (section.top + section.header + section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
    }

    /// The rows that meet the band `minY..<maxY`, in order.
    func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() {
            let rowsTop = section.top + section.header
            guard rowsTop < maxY, rowsTop + (section.rowTops.last ?? 0) > minY else { continue }
            var row = firstRow(ending: minY - rowsTop, in: section)
            while row < section.rowHeights.count, rowsTop + section.rowTops[row] < maxY {
                if section.rowHeights[row] > 0 || rowsTop + section.rowTops[row] >= minY {
                    result.append(IndexPath(row: row, section: index))
                }
                row += 1
            }
        }
        return result
    }

    /// The sections whose header or footer meets the band.
    func sections(in minY: CGFloat, _ maxY: CGFloat) -> [Int] {
        sections.indices.filter { sections[$0].top < maxY && sections[$0].top + sections[$0].height > minY }
    }

    /// The first row whose bottom is below `y` (binary search over the running sums).
    private func firstRow(ending y: CGFloat, in section: Section) -> Int {
        var low = 0
        var high = section.rowHeights.count
        while low < high {
            let middle = (low + high) / 2
            if section.rowTops[middle + 1] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
