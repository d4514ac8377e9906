// A feed of self-sizing cells: each row as tall as its wrapped text, and a 10,000-row list.

import Cartography
import Foundation

/// Posts whose cells size themselves: an author line and a multi-line body pinned to the content view's
/// margins, so each row is as tall as its text at the table's width.
final class FeedViewController: UITableViewController {
    let rowCount: Int

    init(rowCount: Int) {
        self.rowCount = rowCount
        super.init(style: .plain)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = rowCount > 100 ? "\(rowCount) rows" : "Feed"
        tableView.register(PostCell.self, forCellReuseIdentifier: "post")
        tableView.estimatedRowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        let words = ["Auto Layout", "sizes", "this", "row", "from", "its", "constraints"]
        let body = (0...(indexPath.row % 5) * 4).map { words[$0 % words.count] }.joined(separator: " ")
        (cell as? PostCell)?.configure(author: "Post \(indexPath.row + 1)", body: body)
        cell.accessibilityIdentifier = "post\(indexPath.row)"
        return cell
    }
}

/// An author in bold above a wrapping body.
final class PostCell: UITableViewCell {
    let author = UILabel()
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        author.font = .boldSystemFont(ofSize: 15)
        body.numberOfLines = 0
        for label in [author, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            author.topAnchor.constraint(equalTo: margins.topAnchor),
            author.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            author.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: author.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(author name: String, body text: String) {
        author.text = name
        body.text = text
    }
}

struct Lists_Previews: PreviewProvider {
    static var groupName: String { ListsGroup.name }

    static var previews: [Preview] {
        [
            Preview("Nine-grid collection view") { context in
                NineGridCollectionViewController(count: context.itemCount ?? 9, generator: context.random)
            }
            .summary("The nine-grid as a UICollectionView with a flow layout: full rows match the Cartography one."),
            Preview("Settings") { SettingsViewController() }
                .summary("An inset-grouped table: titled sections, value1 rows, switches as accessory views."),
            Preview("Self-sizing feed") { FeedViewController(rowCount: 40) }
                .summary("Rows as tall as their wrapped text: systemLayoutSizeFitting at the table's width."),
            Preview("Compositional layout") { CompositionalViewController() }
                .summary("A carousel that scrolls sideways above a two-column grid, fed by a diffable data source."),
            Preview("10,000 rows") { FeedViewController(rowCount: 10_000) }
                .summary("Self-sizing rows, estimated until shown: only the rows on screen have cells."),
        ]
    }
}
