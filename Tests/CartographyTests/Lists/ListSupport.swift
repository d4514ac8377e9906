// Cells and data sources for the table tests: heights known in advance, so frames can be exact.

import Foundation

@testable import Cartography

/// A cell whose content is one block pinned to the content view's margins, `height` tall; or, with a
/// `ratio`, as tall as `ratio` times its width, so the row's height depends on the table's width.
final class BlockCell: TableViewCell {
    let block = SizedView("block")
    private var blockConstraints: [LayoutConstraint] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(block)
        block.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            block.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            block.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            block.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The block's height, fixed, or as a ratio of its width.
    func configure(height: CGFloat? = nil, ratio: CGFloat? = nil) {
        NSLayoutConstraint.deactivate(blockConstraints)
        blockConstraints = []
        block.contentSize = CGSize(width: View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
        if let ratio {
            blockConstraints = [block.heightAnchor.constraint(equalTo: block.widthAnchor, multiplier: ratio)]
            NSLayoutConstraint.activate(blockConstraints)
        }
    }
}

/// A data source of block cells, one section per entry of `heights`, each row's block that tall.
final class BlockSource: TableViewDataSource, TableViewDelegate {
    var heights: [[CGFloat]]
    var ratio: CGFloat?
    var headerTitles: [String?] = []
    var cellsRequested = 0

    init(_ heights: [[CGFloat]], ratio: CGFloat? = nil) {
        self.heights = heights
        self.ratio = ratio
    }

    func numberOfSections(in tableView: TableView) -> Int { heights.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { heights[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsRequested += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "block", for: indexPath)
        (cell as? BlockCell)?.configure(height: heights[indexPath.section][indexPath.row], ratio: ratio)
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
}

/// A table of block cells at a size, laid out.
func blockTable(
    _ source: BlockSource, width: CGFloat = 375, height: CGFloat = 400, style: TableView.Style = .plain
) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.register(BlockCell.self, forCellReuseIdentifier: "block")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
}

/// A cell with one wrapping label pinned to the content view's margins.
final class TextCell: TableViewCell {
    let body = Label()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: margins.topAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// Rows of text of one to four sentences.
final class TextSource: TableViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        (cell as? TextCell)?.body.text = String(
            repeating: "Row \(indexPath.row) wraps. ", count: 1 + indexPath.row % 4)
        return cell
    }
}

/// A collection cell holding one block 8 points in from each edge of its content view; the block is
/// 60 × 24 until a test changes its size.
final class PaddedBlockCell: CollectionViewCell {
    let block = SizedView("block", width: 60, height: 24)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(block)
        block.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
