// Where a compositional group's items go: subitems repeated while they fit, spacing, estimated sizes.

import Foundation

/// Places the items of a section's groups, one group after another, in item order: each item's frame
/// in content coordinates, and which of its axes are estimates (the collection view measures those).
struct CompositionalGroupPlacement {
    /// How many items the section has: placing stops there, mid-group if need be.
    let itemCount: Int
    /// A size measured from an item's cell, by item index.
    let measured: (Int) -> CGSize?
    /// The frames of the items placed so far, by item index.
    private(set) var frames: [CGRect] = []
    /// Which axes of each placed item are estimated.
    private(set) var estimatedAxes: [(width: Bool, height: Bool)] = []

    /// How much further than a group's length its items may run and still fit: fractions of the width add
    /// up to a few ulps more than it.
    private static let fitTolerance: CGFloat = 1e-6

    var isComplete: Bool { frames.count >= itemCount }

    /// Places `group`, sized `size`, with its top left at `origin`; returns its size with estimated sides
    /// replaced by what its items need (the tallest item of a row, the sum of a column).
    mutating func place(_ group: CollectionLayoutGroup, at origin: CGPoint, size: CGSize) -> CGSize {
        let horizontal = group.axis == .horizontal
        let limit = horizontal ? size.width : size.height
        let children = self.children(of: group, in: size, along: limit, horizontal: horizontal)
        let lengths = children.map { horizontal ? $0.size.width : $0.size.height }
        var gap = group.interItemSpacing?.spacing ?? 0
        if group.interItemSpacing?.isFlexibleSpacing == true, children.count > 1 {
            gap = max(gap, (limit - lengths.reduce(0, +)) / CGFloat(children.count - 1))
        }
        var cursor: CGFloat = 0
        var across: CGFloat = 0
        for child in children where !isComplete {
            let childOrigin =
                horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            let placed =
                if let subgroup = child.item as? CollectionLayoutGroup {
                    place(subgroup, at: childOrigin, size: child.size)
                } else {
                    placeItem(child.item, at: childOrigin, size: child.size)
                }
            cursor += (horizontal ? placed.width : placed.height) + gap
            across = max(across, horizontal ? placed.height : placed.width)
        }
        let along = max(0, cursor - gap)
        return CGSize(
            width: group.layoutSize.widthDimension.isEstimated ? (horizontal ? along : across) : size.width,
            height: group.layoutSize.heightDimension.isEstimated ? (horizontal ? across : along) : size.height)
    }

    /// The subitems a group holds, with their sizes: exactly `count` sharing the length, or the subitems
    /// in turn while they fit (at least one, and no more than the items left).
    private func children(
        of group: CollectionLayoutGroup, in size: CGSize, along limit: CGFloat, horizontal: Bool
    ) -> [(item: CollectionLayoutItem, size: CGSize)] {
        guard let first = group.subitems.first else { return [] }
        let spacing = group.interItemSpacing?.spacing ?? 0
        if let count = group.count {
            let length = (limit - spacing * CGFloat(max(0, count - 1))) / CGFloat(max(1, count))
            var itemSize = first.layoutSize.resolved(in: size)
            if horizontal { itemSize.width = length } else { itemSize.height = length }
            return Array(repeating: (first, itemSize), count: max(0, count))
        }
        var children: [(item: CollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        let left = itemCount - frames.count
        while children.count < left {
            let item = group.subitems[children.count % group.subitems.count]
            let itemSize = item.layoutSize.resolved(in: size)
            let length = horizontal ? itemSize.width : itemSize.height
            let next = children.isEmpty ? length : used + spacing + length
            if !children.isEmpty && (next > limit + Self.fitTolerance || !(length > 0)) { break }
            children.append((item, itemSize))
            used = next
        }
        return children
    }

    /// Places one item: its estimated sides are the measured ones once known; the cell is inset by the
    /// item's content insets on the other axes.
    private mutating func placeItem(_ item: CollectionLayoutItem, at origin: CGPoint, size: CGSize) -> CGSize {
        let estimated = (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
        let measuredSize = measured(frames.count)
        let placed = CGSize(
            width: estimated.0 ? measuredSize?.width ?? size.width : size.width,
            height: estimated.1 ? measuredSize?.height ?? size.height : size.height)
        let insets = item.contentInsets
        let left = estimated.0 ? 0 : insets.leading
        let right = estimated.0 ? 0 : insets.trailing
        let top = estimated.1 ? 0 : insets.top
        let bottom = estimated.1 ? 0 : insets.bottom
        frames.append(
            CGRect(
                x: origin.x + left, y: origin.y + top, width: max(0, placed.width - left - right),
                height: max(0, placed.height - top - bottom)))
        estimatedAxes.append((width: estimated.0, height: estimated.1))
        return placed
    }
}
