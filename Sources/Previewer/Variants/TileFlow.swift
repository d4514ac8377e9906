// Where the variants canvas puts its tiles: in rows, left to right, wrapping at the canvas's width.

import GtkKit

/// A flow layout of tile sizes: each row as many tiles as fit the width (at least one), tops aligned, rows
/// apart by the spacing, everything inside the margin.
struct TileFlow: Equatable {
    /// Each tile's frame, in the order given.
    var frames: [PixelRect]
    /// The height the tiles need, margins included.
    var height: Int

    init(sizes: [PixelSize], width: Int, margin: Int = VariantsStyle.margin, spacing: Int = VariantsStyle.spacing) {
        var frames: [PixelRect] = []
        var x = margin
        var y = margin
        var rowHeight = 0
        for size in sizes {
            if x > margin && x + size.width > width - margin {
                x = margin
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(PixelRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        self.frames = frames
        height = sizes.isEmpty ? 2 * margin : y + rowHeight + margin
    }

    /// The narrowest width that shows the widest tile whole.
    static func minimumWidth(of sizes: [PixelSize], margin: Int = VariantsStyle.margin) -> Int {
        (sizes.map(\.width).max() ?? 0) + 2 * margin
    }
}
