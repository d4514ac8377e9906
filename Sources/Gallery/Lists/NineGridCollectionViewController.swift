// The nine-grid as iOS apps usually build it: a collection view with a flow layout.

import Cartography
import Foundation

/// The Weibo nine-grid as a `UICollectionView`: square items a third of the width less the spacing,
/// 15 points apart and from the edges; full rows land where the Cartography nine-grid puts its cells.
final class NineGridCollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    let spacing: CGFloat = 15
    let columns = 3
    let count: Int
    private(set) var collectionView: UICollectionView!
    private var colors: [UIColor] = []

    init(count: Int, generator: any RandomNumberGenerator = SeededRandom(seed: 0)) {
        self.count = count
        var generator = generator
        colors = (0..<count).map { _ in
            UIColor(
                red: CGFloat.random(in: 0...1, using: &generator), green: CGFloat.random(in: 0...1, using: &generator),
                blue: CGFloat.random(in: 0...1, using: &generator), alpha: 1)
        }
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nine-grid (collection view)"
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = spacing
        layout.minimumInteritemSpacing = spacing
        layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .gray
        collectionView.accessibilityIdentifier = "grid"
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.configure(number: indexPath.item, color: colors[indexPath.item])
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = (collectionView.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        return CGSize(width: side, height: side)
    }
}

/// A coloured square with its number centred.
final class NumberCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        contentView.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(number: Int, color: UIColor) {
        label.text = "\(number)"
        contentView.backgroundColor = color
        accessibilityIdentifier = "cell\(number)"
    }
}
