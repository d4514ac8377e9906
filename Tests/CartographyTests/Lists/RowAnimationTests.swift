// insertRows/deleteRows(at:with:): the rows' cells animate through the animation host, as UIKit's row animations.

import Foundation
import Testing

@testable import Cartography

/// The animations a test host received.
private final class RowAnimationLog: @unchecked Sendable {
    var animations: [ViewAnimation] = []
}

/// A table of block rows 20, 30 and 40 points tall (42, 52, 62 with the margins), no separators.
private func threeRows() -> (table: TableView, source: BlockSource) {
    let source = BlockSource([[20, 30, 40]])
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
    table.separatorStyle = .none
    table.register(BlockCell.self, forCellReuseIdentifier: "block")
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source)
}

@Suite struct RowAnimationTests {
    /// UIKit's `insertRows(at:with: .fade)`: the model is final at once (the rows' frames are the new
    /// ones), and the host gets one 0.3-second block in which the new row's cell fades in at its frame
    /// and the row below slides down from its old frame.
    @Test func insertedRowsFadeInAndTheRowsBelowSlide() throws {
        let log = RowAnimationLog()
        try Animations.withHost({ log.animations.append($0) }) {
            let (table, source) = threeRows()
            let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            source.heights[0].insert(10, at: 1)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(inserted.frame == CGRect(x: 0, y: 42, width: 375, height: 32))
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === third)
            let animation = try #require(log.animations.last)
            #expect(animation.duration == 0.3)
            let fade = try #require(animation.changes.first { $0.view === inserted })
            #expect(fade.fromAlpha == 0)
            #expect(fade.toAlpha == 1)
            #expect(fade.fromFrame == fade.toFrame)
            let slide = try #require(animation.changes.first { $0.view === third })
            #expect(slide.fromFrame == CGRect(x: 0, y: 94, width: 375, height: 62))
            #expect(slide.toFrame == CGRect(x: 0, y: 126, width: 375, height: 62))
            animation.complete(finished: true)
        }
    }

    /// UIKit's `deleteRows(at:with: .left)`: the deleted row's cell slides out to the left and stays in
    /// the table until the animation completes, then goes to the reuse queue; the row below slides up.
    @Test func deletedRowsSlideOutAndAreReusedAfterwards() throws {
        let log = RowAnimationLog()
        try Animations.withHost({ log.animations.append($0) }) {
            let (table, source) = threeRows()
            let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            source.heights[0].remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            let animation = try #require(log.animations.last)
            let leaving = try #require(animation.changes.first { $0.view === first })
            #expect(leaving.fromFrame == CGRect(x: 0, y: 0, width: 375, height: 42))
            #expect(leaving.toFrame == CGRect(x: -375, y: 0, width: 375, height: 42))
            #expect(first.superview === table)
            let rising = try #require(animation.changes.first { $0.view === last })
            #expect(rising.fromFrame.minY == 94)
            #expect(rising.toFrame.minY == 52)
            animation.complete(finished: true)
            #expect(first.superview == nil)
            #expect(table.dequeueReusableCell(withIdentifier: "block") === first)
        }
    }
}
