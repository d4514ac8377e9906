// UIListContentConfiguration: the standard row content as a value, placed in a cell and sized by it.

import Foundation
import Testing

@testable import Cartography

@Suite struct ListContentConfigurationTests {
    /// A configured cell's content as laid out in a table 375 wide: the content view found in the cell,
    /// and the frames of its parts in the cell's coordinates.
    private func configured(
        _ base: ListContentConfiguration, _ configure: @escaping (inout ListContentConfiguration) -> Void
    ) -> (cell: TableViewCell, content: ListContentView) {
        final class Source: TableViewDataSource {
            let base: ListContentConfiguration
            let configure: (inout ListContentConfiguration) -> Void
            init(_ base: ListContentConfiguration, _ configure: @escaping (inout ListContentConfiguration) -> Void) {
                self.base = base
                self.configure = configure
            }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = base
                configure(&content)
                cell.contentConfiguration = content
                return cell
            }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        let source = Source(base, configure)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = table.visibleCells[0]
        return (cell, cell.contentView.subviews.compactMap { $0 as? ListContentView }[0])
    }

    /// UIKit's `subtitleCell()` in a self-sizing row: the text at the leading margin (16) and 11 below the
    /// top, the secondary text right below it, and the row as tall as both plus the 11-point margins and
    /// the separator.
    @Test func subtitleCellSizesTheRow() {
        let (cell, content) = configured(.subtitleCell()) { content in
            content.text = "Ada Lovelace"
            content.secondaryText = "Analyst"
        }
        let text = content.textLabel.convert(content.textLabel.bounds, to: cell)
        let secondary = content.secondaryTextLabel.convert(content.secondaryTextLabel.bounds, to: cell)
        #expect(text.origin == CGPoint(x: 16, y: 11))
        #expect(secondary.minX == 16)
        #expect(secondary.minY == text.maxY)
        #expect(text.height == content.textLabel.intrinsicContentSize.height)
        #expect(cell.frame.height == CGFloat(11) + text.height + secondary.height + 11 + 0.5)
        #expect(content.secondaryTextLabel.textColor == .secondaryLabel)
    }

    /// UIKit's `valueCell()` with an image: the image at the leading margin, the text 16 points after it,
    /// the value (secondary text) ending at the trailing margin, all centred on the row.
    @Test func valueCellPutsTheValueAtTheTrailingMargin() throws {
        let image = try #require(Image(systemName: "wifi"))
        let (cell, content) = configured(.valueCell()) { content in
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            content.image = image
        }
        let imageFrame = content.imageView.convert(content.imageView.bounds, to: cell)
        let text = content.textLabel.convert(content.textLabel.bounds, to: cell)
        let value = content.secondaryTextLabel.convert(content.secondaryTextLabel.bounds, to: cell)
        #expect(imageFrame.minX == 16)
        #expect(text.minX == CGFloat(16) + image.size.width + 16)
        #expect(abs(value.maxX - CGFloat(375 - 16)) < 1e-9)
        #expect(abs(value.width - content.secondaryTextLabel.intrinsicContentSize.width) < 1e-9)
        #expect(text.midY == value.midY)
    }

    /// Setting a configuration of the same type again updates the view in place, as UIKit's; nil takes
    /// it out; `defaultContentConfiguration()` follows the cell's style.
    @Test func reconfiguringUpdatesInPlace() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let view = try #require(cell.contentView.subviews.last as? ListContentView)
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view)
        #expect(view.textLabel.text == "Two")
        #expect(view.secondaryTextLabel.isHidden)
        cell.contentConfiguration = nil
        #expect(view.superview == nil)
        #expect(TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().layout == .trailing)
        #expect(TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().layout == .below)
    }
}
