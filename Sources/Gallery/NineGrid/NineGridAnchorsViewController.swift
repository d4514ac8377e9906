// The seed's Weibo nine-grid again, written with NSLayoutAnchor as most UIKit code since iOS 9 is.

import Cartography
import Foundation

/// The nine-grid of ``NineGridViewController`` with the same constraints made by anchors: a gray
/// container as wide as the screen, centred vertically, holding 1 to 9 square cells in rows of three.
public final class NineGridAnchorsViewController: UIViewController {
    let columns = 3
    let spacing: CGFloat = 15
    public let showView = UIView()

    private var generator: any RandomNumberGenerator
    private let cellCount: Int?

    /// A grid whose cells and colours come from `generator`, or exactly `cellCount` cells (1...9).
    public init(
        generator: any RandomNumberGenerator = SeededRandom(seed: 0), cellCount: Int? = nil
    ) throws(NineGridError) {
        if let cellCount, !(1...9).contains(cellCount) { throw .cellCountOutOfRange(cellCount) }
        self.generator = generator
        self.cellCount = cellCount
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refresh", style: .done) { [unowned self] in
            self.reloadCells()
        }

        showView.backgroundColor = .gray
        showView.accessibilityIdentifier = "showView"
        showView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(showView)

        let square = showView.heightAnchor.constraint(equalTo: showView.widthAnchor)
        square.priority = UILayoutPriority(100)
        NSLayoutConstraint.activate([
            showView.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor),
            showView.centerYAnchor.constraint(greaterThanOrEqualTo: view.centerYAnchor),
            showView.leftAnchor.constraint(equalTo: view.leftAnchor),
            showView.widthAnchor.constraint(equalTo: view.widthAnchor),
            square,
        ])
        reloadCells()
    }

    /// Replaces the cells with a new random number of them (or the fixed count) in new colours.
    public func reloadCells() {
        showView.subviews.forEach { $0.removeFromSuperview() }
        let count = cellCount ?? Int(arc4random(using: &generator) % 9) + 1
        let cells = (0..<count).map { index -> UILabel in
            let label = UILabel()
            label.text = "\(index)"
            label.textAlignment = .center
            label.backgroundColor = nextColor()
            label.accessibilityIdentifier = "cell\(index)"
            label.translatesAutoresizingMaskIntoConstraints = false
            showView.addSubview(label)
            return label
        }

        var constraints: [NSLayoutConstraint] = []
        for (index, cell) in cells.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let above = row == 0 ? showView.topAnchor : cells[index - columns].bottomAnchor
            let before = column == 0 ? showView.leftAnchor : cells[index - 1].rightAnchor
            constraints += [
                // (width − spacing × 4) / 3
                cell.widthAnchor.constraint(
                    equalTo: showView.widthAnchor, multiplier: 1 / CGFloat(columns),
                    constant: -spacing * CGFloat(columns + 1) / CGFloat(columns)),
                cell.heightAnchor.constraint(equalTo: cell.widthAnchor),
                cell.topAnchor.constraint(equalTo: above, constant: spacing),
                cell.leftAnchor.constraint(equalTo: before, constant: spacing),
            ]
        }
        constraints.append(
            showView.bottomAnchor.constraint(equalTo: cells[cells.count - 1].bottomAnchor, constant: spacing))
        NSLayoutConstraint.activate(constraints)
    }

    private func nextColor() -> UIColor {
        let channels = (0..<3).map { _ in CGFloat(arc4random_uniform(255, using: &generator)) / 255 }
        return UIColor(red: channels[0], green: channels[1], blue: channels[2], alpha: 1)
    }
}
