// The seed's Weibo nine-grid written again the SnapKit way, as an iOS developer would with SnapKit 5.

import Cartography
import Foundation
import SnapKit

/// The nine-grid of ``NineGridViewController`` laid out with `snp.makeConstraints` instead of `constrain`:
/// the same constraints, so the same frames at every size.
public final class SnapKitNineGridViewController: UIViewController {
    let numForCol = 3
    let spacing: CGFloat = 15
    /// The gray container of the cells.
    public let showView = UIView()
    private var generator: any RandomNumberGenerator
    private let fixedCellCount: Int?
    /// The container's bottom, tied to the last cell: replaced on every refresh.
    private var bottomConstraint: Constraint?

    /// A grid with `cellCount` cells (1...9) on every refresh, or a random count from `generator` with nil.
    public init(
        generator: any RandomNumberGenerator = SeededRandom(seed: 0), cellCount: Int? = nil
    )
        throws(NineGridError)
    {
        if let cellCount, !(1...9).contains(cellCount) { throw .cellCountOutOfRange(cellCount) }
        self.generator = generator
        fixedCellCount = cellCount
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refresh", style: .done) { [unowned self] in
            self.refreshShowView()
        }
        showView.backgroundColor = .gray
        showView.accessibilityIdentifier = "showView"
        view.addSubview(showView)
        showView.snp.makeConstraints { make in
            make.top.greaterThanOrEqualTo(view.safeAreaLayoutGuide.snp.top)
            make.centerY.greaterThanOrEqualToSuperview()
            make.left.width.equalToSuperview()
            make.height.equalTo(showView.snp.width).priority(100)
        }
        refreshShowView()
    }

    /// Replaces the cells with a new set: 1 to 9 squares in rows of three, the container's bottom 15 below
    /// the last one.
    public func refreshShowView() {
        showView.subviews.forEach { $0.removeFromSuperview() }
        // The seed's draws, in its order: the same seed gives the Cartography grid's count and colours.
        let count = fixedCellCount ?? Int(arc4random(using: &generator) % 9) + 1
        let cells = (0..<count).map { index in
            let label = UILabel()
            label.text = "\(index)"
            label.textAlignment = .center
            let red = CGFloat(arc4random_uniform(255, using: &generator)) / 255
            let green = CGFloat(arc4random_uniform(255, using: &generator)) / 255
            let blue = CGFloat(arc4random_uniform(255, using: &generator)) / 255
            label.backgroundColor = UIColor(red: red, green: green, blue: blue, alpha: 1)
            label.accessibilityIdentifier = "cell\(index)"
            showView.addSubview(label)
            return label
        }
        for (index, cell) in cells.enumerated() {
            let column = index % numForCol
            let row = index / numForCol
            cell.snp.makeConstraints { make in
                // (superview.width − 4 × 15) / 3: SnapKit's offset is added after the division.
                make.width.equalToSuperview().dividedBy(numForCol)
                    .offset(-spacing * CGFloat(numForCol + 1) / CGFloat(numForCol))
                make.height.equalTo(cell.snp.width)
                if row == 0 {
                    make.top.equalToSuperview().offset(spacing)
                } else {
                    make.top.equalTo(cells[index - numForCol].snp.bottom).offset(spacing)
                }
                if column == 0 {
                    make.left.equalToSuperview().offset(spacing)
                } else {
                    make.left.equalTo(cells[index - 1].snp.right).offset(spacing)
                }
            }
        }
        bottomConstraint?.deactivate()
        showView.snp.makeConstraints { make in
            bottomConstraint = make.bottom.equalTo(cells[count - 1].snp.bottom).offset(spacing).constraint
        }
    }
}

/// The nine-grid written with SnapKit; Refresh draws new cells.
struct SnapKitNineGrid_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Nine-grid (SnapKit)") { context in
                try SnapKitNineGridViewController(generator: context.random, cellCount: context.itemCount)
            }
            .summary("The seed's nine-grid written with SnapKit 5's DSL: the same frames as the Cartography one.")
        ]
    }
}
