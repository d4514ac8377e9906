// The layout fuzzer's lists: a small table view and a flow-layout collection view whose cells size
// themselves from constraints, reloaded and scrolled as the input says.

import Cartography
import Foundation

/// Rows of texts of any length, for both kinds of list.
final class ListSource: TableViewDataSource, CollectionViewDataSource {
    var texts: [String] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ListSource.identifier, for: indexPath)
        (cell as? SelfSizingTableCell)?.label.text = texts[indexPath.row]
        return cell
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        texts.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ListSource.identifier, for: indexPath)
        (cell as? SelfSizingCollectionCell)?.label.text = texts[indexPath.item]
        return cell
    }

    static let identifier = "cell"
}

/// A table cell whose height comes from a multi-line label pinned to its content view's margins.
final class SelfSizingTableCell: TableViewCell {
    let label = Label()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        pin(label, in: contentView)
    }

    required init?(coder: NSCoder) { nil }
}

/// A collection cell whose size comes from a label pinned to its content view's edges.
final class SelfSizingCollectionCell: CollectionViewCell {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pin(label, in: contentView)
    }

    required init?(coder: NSCoder) { nil }
}

private func pin(_ label: Label, in contentView: View) {
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let guide = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: guide.topAnchor),
        label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
}

extension LayoutSession {
    /// A table view or a flow-layout collection view of self-sizing cells, with a few rows.
    func addList(_ reader: inout ByteReader) {
        guard lists.count < 2 else { return }
        let source = ListSource()
        source.texts = (0..<reader.below(6)).map { _ in reader.pick(Values.texts) }
        let frame = CGRect(x: 0, y: 0, width: reader.pick(Values.sizes), height: 200)
        let list: ScrollView
        if reader.bool() {
            let table = TableView(frame: frame, style: reader.pick([.plain, .grouped, .insetGrouped]))
            table.register(SelfSizingTableCell.self, forCellReuseIdentifier: ListSource.identifier)
            table.estimatedRowHeight = reader.pick([TableView.automaticDimension, 44, 0, -5, .nan])
            table.dataSource = source
            list = table
        } else {
            let layout = CollectionViewFlowLayout()
            layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
            layout.scrollDirection = reader.pick([.vertical, .horizontal])
            layout.minimumLineSpacing = constant(&reader)
            let collection = CollectionView(frame: frame, collectionViewLayout: layout)
            collection.register(SelfSizingCollectionCell.self, forCellWithReuseIdentifier: ListSource.identifier)
            collection.dataSource = source
            list = collection
        }
        lists.append((list, source))
        place(list, &reader)
    }

    /// New rows and `reloadData`, or scrolling, followed by a layout so that cells are made and measured.
    func changeList(_ reader: inout ByteReader) {
        let (list, source) = reader.pick(lists)
        switch reader.below(4) {
        case 0:
            source.texts = (0..<reader.below(8)).map { _ in reader.pick(Values.texts) }
            (list as? TableView)?.reloadData()
            (list as? CollectionView)?.reloadData()
        case 1: list.setContentOffset(CGPoint(x: 0, y: constant(&reader)), animated: reader.bool())
        case 2:
            guard let table = list as? TableView, !source.texts.isEmpty else { return }
            let row = IndexPath(row: reader.below(source.texts.count + 1), section: 0)
            table.scrollToRow(at: row, at: reader.pick([.none, .top, .middle, .bottom]), animated: false)
        default: list.frame.size.width = reader.pick(Values.sizes)
        }
        list.layoutIfNeeded()
        _ = ((list as? TableView)?.visibleCells.count, (list as? CollectionView)?.visibleCells.count, list.contentSize)
    }
}
