// A store front as iOS apps build it: a compositional layout with a carousel above a grid, fed by snapshots.

import Cartography
import Foundation

/// A compositional layout of two sections, fed by a diffable data source: a "Featured" carousel (cards
/// 85 % of the width, scrolling sideways in their own scroll view) and a two-column grid of categories,
/// each section under a header.
final class CompositionalViewController: UIViewController {
    enum Section: Int, Sendable {
        case featured, categories
    }

    static let featuredCount = 6
    static let categoryCount = 8
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private let colors = [DemoPalette.red, DemoPalette.blue, DemoPalette.green, DemoPalette.purple]

    /// The collection view is the controller's view.
    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Compositional layout"
        collectionView.backgroundColor = .systemBackground
        collectionView.accessibilityIdentifier = "store"
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            [colors] collectionView, indexPath, number in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
            (cell as? NumberCell)?.configure(number: number, color: colors[number % colors.count])
            cell.layer.cornerRadius = 12
            cell.clipsToBounds = true
            return cell
        }
        collectionView.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "title", for: indexPath)
            (header as? TitleHeader)?.title.text =
                indexPath.section == Section.featured.rawValue ? "Featured" : "Categories"
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.featured, .categories])
        snapshot.appendItems(Array(0..<Self.featuredCount), toSection: .featured)
        snapshot.appendItems(
            Array(Self.featuredCount..<Self.featuredCount + Self.categoryCount), toSection: .categories)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Each section under a 44-point header, 16 points in from the sides: the featured cards 85 % of the
    /// width and 160 tall, side by side in a carousel; the categories two square tiles a row. Tiles and
    /// cards are 12 points apart.
    private func makeLayout() -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let featured = index == Section.featured.rawValue
            let group: NSCollectionLayoutGroup
            if featured {
                group = .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(160)),
                    subitems: [item])
            } else {
                group = .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    repeatingSubitem: item, count: 2)
                group.interItemSpacing = .fixed(12)
            }
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = featured ? .groupPaging : .none
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        layout.configuration = configuration
        return layout
    }
}

/// A section's title in bold, at the header's leading edge, centred vertically.
final class TitleHeader: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 22)
        addSubview(title)
        title.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
