// Row animations: inserted and deleted rows come and go, and the rows between slide, in a UIView.animate block.

import Foundation

extension TableView {
    /// How long UIKit's row animations last.
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Places the rows at once (the model is final, as UIKit's), then animates their cells from where
    /// they were: kept rows slide from their old frames, inserted rows come in from `animation`'s side
    /// (or fade in), removed rows' cells leave that way and go to the reuse queues at the end. Without an
    /// animation host the block completes at once; with `.none` rows change at the next layout.
    func animateRowUpdate(
        removing removed: [TableViewCell], inserting inserted: [IndexPath], from oldFrames: [ObjectIdentifier: CGRect],
        animation: RowAnimation
    ) {
        guard bounds.width > 0, bounds.height > 0, !isTiling, animation != .none else {
            for cell in removed { enqueue(cell) }
            setNeedsTile()
            return
        }
        needsTile = true
        tileIfNeeded()
        let insertedRows = Set(inserted)
        var finalFrames: [(cell: TableViewCell, frame: CGRect)] = []
        for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) {
            let final = cell.frame
            if insertedRows.contains(indexPath) {
                let start = Self.offscreenState(of: final, for: animation)
                cell.frame = start.frame
                cell.alpha = start.alpha
            } else if let old = oldFrames[ObjectIdentifier(cell)], old != final {
                cell.frame = old
            } else {
                continue
            }
            finalFrames.append((cell, final))
        }
        View.animate(
            withDuration: Self.rowAnimationDuration,
            animations: {
                for (cell, frame) in finalFrames {
                    cell.frame = frame
                    cell.alpha = 1
                }
                for cell in removed {
                    let end = Self.offscreenState(of: cell.frame, for: animation)
                    cell.frame = end.frame
                    cell.alpha = end.alpha
                }
            },
            completion: { [weak self] _ in
                for cell in removed {
                    cell.alpha = 1
                    self?.enqueue(cell)
                }
            })
    }

    /// Where a row's cell is before it comes in, or after it leaves: beside the row for `.left` and
    /// `.right`, above or below it for `.top` and `.bottom`, transparent for `.fade`, `.middle` and
    /// `.automatic`; as it is for `.none`.
    static func offscreenState(of frame: CGRect, for animation: RowAnimation) -> (frame: CGRect, alpha: CGFloat) {
        switch animation {
        case .none: (frame, 1)
        case .left: (frame.offsetBy(dx: -frame.width, dy: 0), 1)
        case .right: (frame.offsetBy(dx: frame.width, dy: 0), 1)
        case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .fade, .middle, .automatic: (frame, 0)
        }
    }
}
